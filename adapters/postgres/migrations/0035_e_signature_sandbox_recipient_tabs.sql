-- The sandbox e-signature service keeps each recipient's tabs, as DocuSign does: the fields placed
-- on the documents at their anchor text, a text tab with its value (decision 2098). Recipients of
-- envelopes sent before have none.
ALTER TABLE e_signature_sandbox_recipients ADD COLUMN tabs jsonb NOT NULL DEFAULT '[]'::jsonb;
