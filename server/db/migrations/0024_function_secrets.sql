-- Managed secrets functions use by name: the value only encrypted (AES-256-GCM with a key kept
-- outside the database, functions/secrets/secretKey.ts), bound to the secret's id and version.
CREATE TABLE function_secrets (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  version integer NOT NULL,
  ciphertext text NOT NULL,
  iv text NOT NULL,
  auth_tag text NOT NULL,
  created_at timestamptz NOT NULL,
  created_by text,
  rotated_at timestamptz NOT NULL,
  rotated_by text,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX function_secrets_name ON function_secrets (name);
