-- Files a kept mail carries, such as lease documents (decision 1702), in the order they were attached.
CREATE TABLE mail_attachments (
  mail_id TEXT NOT NULL REFERENCES mail_outbox (mail_id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content BYTEA NOT NULL,
  PRIMARY KEY (mail_id, position)
);
