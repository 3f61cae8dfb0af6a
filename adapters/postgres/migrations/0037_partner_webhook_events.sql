-- Each partner webhook event the portal accepted, kept once by its id (for DocuSign Connect, a hash
-- of the envelope, the event and its time, since Connect sends no event id) so a redelivery queues
-- nothing twice (decision 2105). No personal data: ids, the event's kind and when it came.
CREATE TABLE partner_webhook_events (
  event_id    text PRIMARY KEY,
  partner     text NOT NULL,
  kind        text NOT NULL,
  envelope_id text NOT NULL,
  received_at timestamptz NOT NULL
);
