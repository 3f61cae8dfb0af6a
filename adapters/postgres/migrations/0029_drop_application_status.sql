-- The application's one status is its journey's `status` (decision 2070): the legacy
-- `application_status` column held 'draft' on every row and was read by no one (the GraphQL API
-- answers the specification's 'draft' itself), so it goes rather than be written for nothing.
ALTER TABLE vehicle_applications DROP COLUMN IF EXISTS application_status;
