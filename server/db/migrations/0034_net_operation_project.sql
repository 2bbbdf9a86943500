-- The Net Operation Project shares the UI project's tables (docs/net-operation-project.md): its row
-- in ui_projects is 'net-operation'; its revisions, builds and logs are rows like the UI's; its
-- artifacts hold an assembly instead of JavaScript and CSS, so the UI-only columns become optional.

ALTER TABLE ui_project_builds ADD COLUMN schema_contract_hash text;

ALTER TABLE ui_project_artifacts
  ALTER COLUMN javascript_content_hash DROP NOT NULL,
  ALTER COLUMN javascript_integrity DROP NOT NULL,
  ALTER COLUMN javascript_size_bytes DROP NOT NULL,
  ALTER COLUMN css_content_hash DROP NOT NULL,
  ALTER COLUMN css_integrity DROP NOT NULL,
  ALTER COLUMN css_size_bytes DROP NOT NULL,
  ALTER COLUMN web_app_version DROP NOT NULL,
  ALTER COLUMN vue_version DROP NOT NULL,
  ALTER COLUMN pinia_version DROP NOT NULL,
  ALTER COLUMN vuetify_version DROP NOT NULL,
  ALTER COLUMN vite_version DROP NOT NULL,
  ALTER COLUMN typescript_version DROP NOT NULL,
  ALTER COLUMN eslint_version DROP NOT NULL,
  ADD COLUMN assembly bytea,
  -- [{Key, DisplayName, Kind, EntityName, Operation, Method}] as the compiled assembly describes itself.
  ADD COLUMN function_manifest jsonb,
  ADD COLUMN compiler_version text,
  ADD COLUMN schema_contract_hash text,
  ADD COLUMN generated_project_checksum text;

-- Configurators change, build and publish the project; operators see what is live, roll back and clean up.
INSERT INTO role_permissions (role_id, permission_key)
  SELECT id, permission_key FROM roles
  CROSS JOIN (VALUES ('netproject.view'), ('netproject.source.manage'), ('netproject.build'), ('netproject.publish')) AS granted (permission_key)
  WHERE is_system AND name IN ('Admin', 'Configurator')
  ON CONFLICT DO NOTHING;
INSERT INTO role_permissions (role_id, permission_key)
  SELECT id, permission_key FROM roles
  CROSS JOIN (VALUES ('netproject.view'), ('netproject.publish')) AS granted (permission_key)
  WHERE is_system AND name = 'Operator'
  ON CONFLICT DO NOTHING;
