-- Each upload grant (signed upload URL) works once, decision 2030: the PUT claims its grant here before
-- it stores a byte, so a replayed PUT, or one of two sent together, is refused and never replaces the
-- bytes of a file. file_id is the grant's file, the id its upload is stored and recorded under.
CREATE TABLE upload_grant_uses (
  file_id  text PRIMARY KEY,
  used_at  timestamptz NOT NULL
);
