-- The stored journey speaks the domain's words (decision 2070): the requested credit limit of the
-- finance details is `creditLimit`, which the specification's scoreboard (and the GraphQL API,
-- mapping at its boundary) calls `valueOfApplication`. The version is not raised.
UPDATE vehicle_applications
   SET scoreboard = jsonb_set(
         scoreboard,
         '{businessDetails,financeDetails}',
         ((scoreboard #> '{businessDetails,financeDetails}') - 'valueOfApplication')
           || jsonb_build_object('creditLimit', scoreboard #> '{businessDetails,financeDetails,valueOfApplication}'))
 WHERE jsonb_typeof(scoreboard #> '{businessDetails,financeDetails}') = 'object'
   AND (scoreboard #> '{businessDetails,financeDetails}') ? 'valueOfApplication';
