-- The embedded sandbox identity-scan service's journeys and licence images (decision 1630). Tokens are
-- kept as digests only. The images are personal data: the service reads them back to the portal's
-- own credentials only. Empty when a real identity-scan service is configured.
CREATE TABLE identity_scan_sandbox_journeys (
  journey_id                  text PRIMARY KEY,
  reference                   text NOT NULL,
  region                      text NOT NULL CHECK (region IN ('AU', 'NZ')),
  journey_definition_id       text NOT NULL,
  scanning_token_digest       text NOT NULL UNIQUE,
  investigation_token_digest  text NOT NULL UNIQUE,
  initiated_at                timestamptz NOT NULL
);
CREATE INDEX identity_scan_sandbox_journeys_reference ON identity_scan_sandbox_journeys (reference);

-- The latest image of each side of a journey, with what the sandbox found in it.
CREATE TABLE identity_scan_sandbox_sides (
  journey_id      text NOT NULL REFERENCES identity_scan_sandbox_journeys ON DELETE CASCADE,
  side            text NOT NULL CHECK (side IN ('Front', 'Back')),
  attempt         integer NOT NULL CHECK (attempt > 0),
  image_id        text NOT NULL UNIQUE,
  content_type    text NOT NULL,
  image           bytea NOT NULL,
  quality_checks  jsonb NOT NULL,
  specimen_id     text,
  submitted_at    timestamptz NOT NULL,
  PRIMARY KEY (journey_id, side)
);
