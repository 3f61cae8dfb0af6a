-- The sandbox e-signature service voids an envelope in progress as DocuSign does (decision 2108):
-- when, and the sender's reason. A voided envelope is closed to every recipient.
ALTER TABLE e_signature_sandbox_envelopes
  ADD COLUMN IF NOT EXISTS voided_at timestamptz,
  ADD COLUMN IF NOT EXISTS voided_reason text;
