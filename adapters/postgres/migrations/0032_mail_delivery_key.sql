-- A mail sent by a job carries the job's key (decision 2082): the outbox keeps one mail per key, so a
-- job run again after a crash does not keep its mail twice. Mails without a key (NULL) are all kept.
ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS delivery_key TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS mail_outbox_delivery_key ON mail_outbox (delivery_key);
