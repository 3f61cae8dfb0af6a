-- The stored journey speaks the domain's words (decision 2070): the state of the customer's
-- e-signature of the quote is `quoteSignature`, which the specification's scoreboard (and the GraphQL
-- API, mapping at its boundary) calls `docusignStatus`. Rows written before keep their value under
-- the new key; the version is not raised, as no one changed the application.
UPDATE vehicle_applications
   SET scoreboard = (scoreboard - 'docusignStatus')
                    || jsonb_build_object('quoteSignature', scoreboard -> 'docusignStatus')
 WHERE scoreboard ? 'docusignStatus';
