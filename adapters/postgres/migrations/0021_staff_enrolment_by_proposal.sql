-- Who is on the support desk is a maker-checker change too (decision 2040). An enrolment or a
-- promotion is a proposal with no application: the member it names is in its change.
ALTER TABLE override_proposals ALTER COLUMN application_id DROP NOT NULL;
ALTER TABLE override_proposals DROP CONSTRAINT override_proposals_kind_check;
ALTER TABLE override_proposals ADD CONSTRAINT override_proposals_kind_check
  CHECK (kind IN ('creditDecision', 'moveBack', 'reopen', 'enrolStaff', 'promoteStaff'));

-- A new member holds a one-time enrolment code, kept as its digest, until they redeem it for their
-- key; nobody else ever sees either.
ALTER TABLE staff_members ALTER COLUMN key_digest DROP NOT NULL;
ALTER TABLE staff_members ADD COLUMN enrolment_digest text UNIQUE;
ALTER TABLE staff_members ADD COLUMN enrolment_expires_at timestamptz;
ALTER TABLE staff_members ADD CONSTRAINT staff_members_key_or_enrolment
  CHECK (key_digest IS NOT NULL OR enrolment_digest IS NOT NULL OR status = 'disabled');
