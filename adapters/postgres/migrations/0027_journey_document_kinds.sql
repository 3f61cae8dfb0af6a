-- The stored journey speaks the domain's words (decision 2070): the documents signed on paper are
-- keyed by the domain's document kinds, which the specification's scoreboard (and the GraphQL API,
-- mapping at its boundary) keys by its document keys. Each slot keeps its upload under its kind; a
-- key the domain does not know stays as it is. The version is not raised.
UPDATE vehicle_applications
   SET scoreboard = jsonb_set(
         scoreboard,
         '{wetSignature,documents}',
         (SELECT jsonb_object_agg(
                   CASE slot.key
                     WHEN 'documentAI' THEN 'instructions'
                     WHEN 'documentMLA' THEN 'masterLeaseAgreement'
                     WHEN 'documentPCA' THEN 'personalGuarantee'
                     WHEN 'documentBank' THEN 'directDebit'
                     WHEN 'documentQuote' THEN 'quote'
                     WHEN 'documentAI_MMBA' THEN 'introducerInstructions'
                     ELSE slot.key
                   END,
                   slot.value)
            FROM jsonb_each(scoreboard #> '{wetSignature,documents}') AS slot))
 WHERE jsonb_typeof(scoreboard #> '{wetSignature,documents}') = 'object'
   AND (scoreboard #> '{wetSignature,documents}') ?| ARRAY['documentAI', 'documentMLA', 'documentPCA',
                                                           'documentBank', 'documentQuote', 'documentAI_MMBA'];
