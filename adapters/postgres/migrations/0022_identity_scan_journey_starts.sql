-- How many identity-scan journeys each applicant started for an application (decision 2045): the
-- reference is '<applicationId>:<primary|secondary>:<userId>'. Counted here whatever the service.
CREATE TABLE identity_scan_journey_starts (
  reference  text PRIMARY KEY,
  started    integer NOT NULL CHECK (started >= 0)
);
