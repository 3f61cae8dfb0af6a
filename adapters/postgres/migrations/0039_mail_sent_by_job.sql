-- With an SMTP server, every mail is kept here first and handed over by a job in the same transaction
-- (decision 2107); sent_at records that the server took it, so the job never hands it over twice.
ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS sent_at TIMESTAMPTZ;
