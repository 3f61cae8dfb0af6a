-- The support desk's members (decision 1810). Only a digest of each member's key is kept; e-mail
-- addresses are unique in lower case. Members are disabled, never deleted, so the trail keeps names.
CREATE TABLE staff_members (
  staff_id    text PRIMARY KEY,
  name        text NOT NULL,
  email       text NOT NULL,
  role        text NOT NULL CHECK (role IN ('support', 'creditOfficer', 'administrator')),
  status      text NOT NULL CHECK (status IN ('active', 'disabled')),
  key_digest  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX staff_members_email ON staff_members (lower(email));
