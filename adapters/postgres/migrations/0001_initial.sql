-- Organisations, users, vehicle applications and the audit trail.

CREATE TABLE organisations (
  org_id      text PRIMARY KEY,
  name        text NOT NULL,
  region      text NOT NULL CHECK (region IN ('AU', 'NZ')),
  -- The whole OrgProfile as the domain knows it.
  profile     jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- A host domain finds exactly one organisation; stored lower-cased so lookups ignore case.
CREATE TABLE organisation_domains (
  domain  text PRIMARY KEY CHECK (domain = lower(domain)),
  org_id  text NOT NULL REFERENCES organisations (org_id) ON DELETE CASCADE
);
CREATE INDEX organisation_domains_org_id ON organisation_domains (org_id);

CREATE TABLE users (
  user_id         text PRIMARY KEY,
  org_id          text NOT NULL REFERENCES organisations (org_id),
  email           text NOT NULL CHECK (email = lower(email)),
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  contact_number  text,
  region          text NOT NULL CHECK (region IN ('AU', 'NZ')),
  -- Set by the accounts work: null until the user chooses a password.
  password_hash   text,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_unique_per_organisation UNIQUE (org_id, email)
);

CREATE TABLE vehicle_applications (
  application_id      text PRIMARY KEY,
  org_id              text NOT NULL,
  org_user_id         text NOT NULL,
  application_type    text NOT NULL CHECK (application_type IN ('calculator', 'standard')),
  application_status  text NOT NULL,
  -- The scoreboard is stored whole; `version` rises by one on every update (optimistic locking).
  scoreboard          jsonb NOT NULL,
  calculator          jsonb,
  version             integer NOT NULL CHECK (version > 0),
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  -- Derived from the scoreboard by the database itself, so they can never disagree with it.
  status                       text GENERATED ALWAYS AS (scoreboard ->> 'status') STORED,
  status_secondary             text GENERATED ALWAYS AS (scoreboard ->> 'statusSecondary') STORED,
  status_credit_check          text GENERATED ALWAYS AS (scoreboard ->> 'statusCreditCheck') STORED,
  primary_applicant_user_id    text GENERATED ALWAYS AS (scoreboard #>> '{primaryApplicant,userId}') STORED,
  secondary_applicant_user_id  text GENERATED ALWAYS AS (scoreboard #>> '{secondaryApplicant,userId}') STORED,
  -- Names, e-mail addresses, company names and business numbers, lower-cased, for support search.
  search_text text GENERATED ALWAYS AS (lower(
    application_id
    || ' ' || coalesce(scoreboard #>> '{primaryApplicant,firstName}', '')
    || ' ' || coalesce(scoreboard #>> '{primaryApplicant,lastName}', '')
    || ' ' || coalesce(scoreboard #>> '{primaryApplicant,email}', '')
    || ' ' || coalesce(scoreboard #>> '{secondaryApplicant,firstName}', '')
    || ' ' || coalesce(scoreboard #>> '{secondaryApplicant,lastName}', '')
    || ' ' || coalesce(scoreboard #>> '{secondaryApplicant,email}', '')
    || ' ' || coalesce(scoreboard #>> '{companyDetails,companyName}', '')
    || ' ' || coalesce(scoreboard #>> '{companyDetails,companyLegalName}', '')
    || ' ' || coalesce(scoreboard #>> '{companyDetails,abn}', '')
    || ' ' || coalesce(scoreboard #>> '{companyDetails,nzbn}', '')
    || ' ' || coalesce(scoreboard #>> '{entityDetails,entityName}', '')
    || ' ' || coalesce(scoreboard #>> '{entityDetails,abn}', '')
    || ' ' || coalesce(calculator #>> '{company,name}', '')
    || ' ' || coalesce(calculator #>> '{company,abn}', '')
    || ' ' || coalesce(calculator #>> '{contact,firstName}', '')
    || ' ' || coalesce(calculator #>> '{contact,lastName}', '')
    || ' ' || coalesce(calculator #>> '{contact,email}', '')
  )) STORED
);
-- An application belongs to its owner and to its primary and secondary applicants.
CREATE INDEX vehicle_applications_owner ON vehicle_applications (org_user_id, created_at DESC);
CREATE INDEX vehicle_applications_primary_applicant ON vehicle_applications (primary_applicant_user_id);
CREATE INDEX vehicle_applications_secondary_applicant ON vehicle_applications (secondary_applicant_user_id);
CREATE INDEX vehicle_applications_org_status ON vehicle_applications (org_id, status, updated_at DESC);

-- Who did what, when. Rows are only ever added: the trigger below refuses updates and deletes.
CREATE TABLE audit_trail (
  entry_id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor           text NOT NULL,
  action          text NOT NULL,
  application_id  text,
  at              timestamptz NOT NULL,
  details         jsonb
);
CREATE INDEX audit_trail_application ON audit_trail (application_id, entry_id);

CREATE FUNCTION audit_trail_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only';
END;
$$;
CREATE TRIGGER audit_trail_append_only
  BEFORE UPDATE OR DELETE ON audit_trail
  FOR EACH ROW EXECUTE FUNCTION audit_trail_is_append_only();
CREATE TRIGGER audit_trail_no_truncate
  BEFORE TRUNCATE ON audit_trail
  FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_is_append_only();
