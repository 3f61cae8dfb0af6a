-- A provider's quote is issued once per organisation (decision 1230): the quote reference of a
-- standard application, in any letter case, names at most one application of its organisation. The
-- reference lives in the scoreboard, so the index is on the expression; calculator applications have
-- none and are not indexed.
CREATE UNIQUE INDEX vehicle_applications_quote_reference_per_organisation
  ON vehicle_applications (org_id, lower(scoreboard #>> '{quoteDetails,primaryQuoteReference}'))
  WHERE scoreboard #>> '{quoteDetails,primaryQuoteReference}' IS NOT NULL;
