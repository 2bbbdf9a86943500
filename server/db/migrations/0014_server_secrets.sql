-- Secrets every API process on this database shares, made once by the first that needs one: the
-- asset token key when ASSET_TOKEN_SECRET is not set (modules/ui-project/artifacts/assetTokenSecret.ts).
-- No operation ever answers them.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
