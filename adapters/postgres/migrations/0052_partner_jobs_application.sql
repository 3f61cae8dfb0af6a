-- The application a partner job is for (decision 1840): `lease-admin application show` reads an
-- application's partner calls by this column's index instead of searching every job's key. Queued
-- with the job where it is for an application; empty for the others (leads, mail, voids, webhooks).
ALTER TABLE partner_jobs ADD COLUMN IF NOT EXISTS application_id text;

-- Jobs queued before: the sends, invitations and mails about an application carry its id in their
-- payload, an envelope's send its reference ('<application>:quote', '<application>:lease[:<attempt>]').
-- Safe to apply again (the contract tests do): it fills only what is empty.
UPDATE partner_jobs
   SET application_id = CASE kind
         WHEN 'envelope.send' THEN regexp_replace(payload->>'reference', ':(quote|lease(:[0-9]+)?)$', '')
         ELSE payload->>'applicationId'
       END
 WHERE application_id IS NULL
   AND kind IN ('credit-check.submit', 'officer-invitation.send', 'milestone-mail.send', 'envelope.send');

CREATE INDEX IF NOT EXISTS partner_jobs_application ON partner_jobs (application_id) WHERE application_id IS NOT NULL;
