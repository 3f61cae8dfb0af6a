-- Maker-checker proposals of the support desk (decision 1830): an override of money or risk is
-- proposed by one staff member and applied when a second one approves it. Decided once; kept forever.
CREATE TABLE override_proposals (
  proposal_id     text PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('creditDecision', 'moveBack', 'reopen')),
  application_id  text NOT NULL,
  change          jsonb NOT NULL,
  reason          text NOT NULL,
  proposed_by     text NOT NULL REFERENCES staff_members (staff_id),
  proposed_at     timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by      text REFERENCES staff_members (staff_id),
  decided_at      timestamptz
);
CREATE INDEX override_proposals_newest ON override_proposals (proposed_at DESC, proposal_id);
CREATE INDEX override_proposals_application ON override_proposals (application_id);
