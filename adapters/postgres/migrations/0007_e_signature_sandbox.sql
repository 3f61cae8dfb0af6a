-- The embedded sandbox e-signature service's envelopes, recipients and one-time signing views
-- (decision 1510). Empty when a real e-signature service is configured.
CREATE SEQUENCE e_signature_sandbox_envelope_numbers;

CREATE TABLE e_signature_sandbox_envelopes (
  envelope_id    text PRIMARY KEY,
  reference      text NOT NULL UNIQUE,
  email_subject  text NOT NULL,
  created_at     timestamptz NOT NULL
);

CREATE TABLE e_signature_sandbox_documents (
  envelope_id  text NOT NULL REFERENCES e_signature_sandbox_envelopes (envelope_id),
  document_id  text NOT NULL,
  position     integer NOT NULL,
  name         text NOT NULL,
  pdf          bytea NOT NULL,
  PRIMARY KEY (envelope_id, document_id)
);

CREATE TABLE e_signature_sandbox_recipients (
  envelope_id     text NOT NULL REFERENCES e_signature_sandbox_envelopes (envelope_id),
  recipient_id    text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('signer', 'witness')),
  position        integer NOT NULL,
  name            text NOT NULL,
  email           text NOT NULL,
  routing_order   integer NOT NULL,
  client_user_id  text NOT NULL,
  role_name       text,
  witness_for     text,
  status          text NOT NULL CHECK (status IN ('sent', 'delivered', 'completed', 'declined')),
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (envelope_id, recipient_id)
);

CREATE TABLE e_signature_sandbox_views (
  token_digest  text PRIMARY KEY,
  envelope_id   text NOT NULL REFERENCES e_signature_sandbox_envelopes (envelope_id),
  recipient_id  text NOT NULL,
  return_url    text NOT NULL,
  expires_at    timestamptz NOT NULL,
  opened_at     timestamptz,
  finished_at   timestamptz
);
CREATE INDEX e_signature_sandbox_views_envelope ON e_signature_sandbox_views (envelope_id) WHERE opened_at IS NOT NULL;
