-- The keys introducers' systems send their organisation's leads with (decision 2121). Only a key's
-- SHA-256 digest is kept, never the key; a revoked key stays, with who revoked it and when, and is
-- refused at its next request.
CREATE TABLE introducer_keys (
  key_id      text PRIMARY KEY,
  org_id      text NOT NULL REFERENCES organisations (org_id),
  label       text NOT NULL,
  key_digest  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL,
  created_by  text NOT NULL,
  revoked_at  timestamptz,
  revoked_by  text,
  CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
);
CREATE INDEX introducer_keys_org_id ON introducer_keys (org_id, created_at);
