-- Workspace settings: one row describing this installation.
CREATE TABLE workspace_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  name text NOT NULL,
  locale text NOT NULL,
  time_zone text NOT NULL,
  date_time_format text NOT NULL,
  date_format text NOT NULL,
  time_format text NOT NULL,
  region_code text,
  modules jsonb NOT NULL
);

CREATE TABLE users (
  id text PRIMARY KEY,
  user_name text NOT NULL,
  email text,
  first_name text,
  last_name text,
  display_name text NOT NULL,
  user_type integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  locale text,
  time_zone text,
  password_hash text,
  onboarding_status integer NOT NULL DEFAULT 0,
  extended_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));

CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;

CREATE TABLE roles (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  is_system boolean NOT NULL DEFAULT false,
  extended_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX roles_name_key ON roles (lower(name));

CREATE TABLE role_permissions (
  role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_key text NOT NULL,
  PRIMARY KEY (role_id, permission_key)
);

CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE responsibility_groups (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  description text,
  extended_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE TABLE responsibility_group_members (
  group_id text NOT NULL REFERENCES responsibility_groups (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);

-- Access tokens and API keys are stored only as SHA-256 hashes.
CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX access_tokens_expires_at ON access_tokens (expires_at);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  key_hash text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL
);
