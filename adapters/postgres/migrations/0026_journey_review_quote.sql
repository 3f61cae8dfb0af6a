-- The stored journey speaks the domain's words (decision 2070): the step where the primary applicant
-- reviews the quote is `reviewQuote`, which the specification's scoreboard (and the GraphQL API,
-- mapping at its boundary) calls `orderVerification`. The generated `status` column follows; a
-- proposal to move an application back to that step names it as the domain does. Versions stay.
UPDATE vehicle_applications
   SET scoreboard = jsonb_set(scoreboard, '{status}', '"reviewQuote"')
 WHERE scoreboard ->> 'status' = 'orderVerification';

UPDATE override_proposals
   SET change = jsonb_set(change, '{to}', '"reviewQuote"')
 WHERE change ->> 'to' = 'orderVerification';
