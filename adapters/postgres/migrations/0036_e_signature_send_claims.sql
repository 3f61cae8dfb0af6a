-- Who sends an envelope under a reference, and the envelope it got (decision 2103). The e-signature
-- service has no idempotency key: one request at a time claims the reference, and the envelope id is
-- kept before anything depends on it. A claim with no envelope after a while is taken over.
CREATE TABLE e_signature_send_claims (
  reference    text PRIMARY KEY,
  holder       text NOT NULL,
  claimed_at   timestamptz NOT NULL,
  envelope_id  text,
  sent_at      timestamptz
);
