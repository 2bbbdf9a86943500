-- One table versions every module switch (the switch itself is workspace_settings.modules.<Module>);
-- the versions of the Boards and Entitlements switches carry over, so stale RowVersions stay stale.
CREATE TABLE module_switch_versions (
  module text PRIMARY KEY,
  row_version uuid NOT NULL
);

INSERT INTO module_switch_versions (module, row_version) SELECT 'Boards', row_version FROM boards_module_settings WHERE id = 1;

INSERT INTO module_switch_versions (module, row_version) SELECT 'EntitlementOperations', row_version FROM entitlement_module_settings WHERE id = 1;

DROP TABLE boards_module_settings;

DROP TABLE entitlement_module_settings;
