-- The embedded sandbox credit decision service's enquiries (decision 1520): one per reference.
-- Empty when a real credit decision service is configured.
CREATE SEQUENCE credit_sandbox_enquiry_numbers;

CREATE TABLE credit_sandbox_enquiries (
  enquiry_id    text PRIMARY KEY,
  reference     text NOT NULL UNIQUE,
  enquiry       jsonb NOT NULL,
  result        text NOT NULL CHECK (result IN ('approved', 'declined', 'refer', 'secondary_idscan_not_complete')),
  submitted_at  timestamptz NOT NULL,
  ready_at      timestamptz NOT NULL
);
