-- Files applicants upload (statements, licence images, signed documents), decision 1600. The bytes
-- live in the file storage under file_id; this is whose each file is and what it is. file_name is
-- the customer's own name for it, set when they save it; until then the upload is not counted.
CREATE TABLE uploaded_files (
  file_id         text PRIMARY KEY,
  owner_user_id   text NOT NULL,
  org_id          text NOT NULL,
  application_id  text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('financialStatement', 'driversLicence', 'signedDocument')),
  content_type    text NOT NULL,
  size_bytes      integer NOT NULL CHECK (size_bytes > 0),
  uploaded_at     timestamptz NOT NULL,
  file_name       text,
  saved_at        timestamptz
);
CREATE INDEX uploaded_files_saved_per_kind ON uploaded_files (application_id, kind) WHERE saved_at IS NOT NULL;
