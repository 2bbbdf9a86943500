-- Running functions by hand (run now, run again, retry) is a permission of its own; the built-in
-- roles of an existing workspace get it as a new one would (the seed grants it on a fresh one).
INSERT INTO role_permissions (role_id, permission_key)
  SELECT id, 'functions.operations.run' FROM roles WHERE is_system AND name IN ('Admin', 'Configurator', 'Operator')
  ON CONFLICT DO NOTHING;
