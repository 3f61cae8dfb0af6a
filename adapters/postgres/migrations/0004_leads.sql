-- Leads, analytics events and the sandbox CRM's records (decisions 0900-0903).

-- Every enquiry and call-back request, stored before any partner is told, with what each partner
-- answered (`partner_refs`) and where it stands. `request` is the enquiry or call-back as received.
CREATE TABLE leads (
  lead_id       text PRIMARY KEY,
  org_id        text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('dialler', 'online-account', 'callback')),
  region        text NOT NULL CHECK (region IN ('AU', 'NZ')),
  status        text NOT NULL CHECK (status IN ('pending', 'sent', 'partly-sent', 'failed')),
  request       jsonb NOT NULL,
  partner_refs  jsonb NOT NULL DEFAULT '{}'::jsonb,
  failure       jsonb,
  received_at   timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX leads_newest ON leads (received_at DESC, lead_id DESC);
CREATE INDEX leads_newest_of_org ON leads (org_id, received_at DESC);
-- Support looks for the leads that still need someone: never sent in full.
CREATE INDEX leads_unfinished ON leads (status, received_at) WHERE status <> 'sent';

-- The calculator's analytics events (calculator §4).
CREATE TABLE analytics_events (
  event_id  text PRIMARY KEY,
  name      text NOT NULL CHECK (name IN ('shortlist', 'viewShortlist', 'enquire', 'search', 'noResults')),
  org_id    text NOT NULL,
  region    text NOT NULL CHECK (region IN ('AU', 'NZ')),
  details   jsonb NOT NULL DEFAULT '{}'::jsonb,
  at        timestamptz NOT NULL
);
CREATE INDEX analytics_events_of_org ON analytics_events (org_id, name, at DESC);

-- The embedded sandbox CRM (used when no CRM_URL is configured). Ids come from sequences, so a fresh
-- database always issues ACC-000001, OPP-000001...; `reference` (our lead id) makes creation idempotent.
CREATE SEQUENCE crm_sandbox_account_numbers;
CREATE SEQUENCE crm_sandbox_opportunity_numbers;

CREATE TABLE crm_sandbox_accounts (
  account_id          text PRIMARY KEY,
  reference           text NOT NULL UNIQUE,
  org_id              text NOT NULL,
  region              text NOT NULL CHECK (region IN ('AU', 'NZ')),
  name                text NOT NULL,
  business_number     text NOT NULL,
  entity_type         text,
  account_source      text NOT NULL,
  contact             jsonb NOT NULL,
  contact_email       text GENERATED ALWAYS AS (lower(contact ->> 'email')) STORED,
  credit_total_value  numeric(14, 2),
  created_at          timestamptz NOT NULL
);
CREATE INDEX crm_sandbox_accounts_of_person ON crm_sandbox_accounts (org_id, contact_email, created_at DESC);

CREATE TABLE crm_sandbox_opportunities (
  opportunity_id  text PRIMARY KEY,
  reference       text NOT NULL UNIQUE,
  account_id      text NOT NULL REFERENCES crm_sandbox_accounts (account_id),
  lead_source     text NOT NULL,
  stage_name      text NOT NULL,
  details         jsonb NOT NULL,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);
CREATE INDEX crm_sandbox_opportunities_of_account ON crm_sandbox_opportunities (account_id, created_at DESC);
