-- The CRM sandbox speaks Salesforce's API (decision 2117): it keeps Salesforce's own objects, each by
-- its Salesforce-style id and the external id the portal upserts it by (our reference), its fields in
-- Salesforce's names. One sequence numbers every object's ids, so a fresh database always issues the
-- same ones (decision 0902).
CREATE SEQUENCE crm_sandbox_record_numbers;

CREATE TABLE crm_sandbox_records (
  record_id   text PRIMARY KEY,
  object      text NOT NULL CHECK (object IN ('Account', 'Contact', 'Opportunity')),
  reference   text NOT NULL,
  fields      jsonb NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  UNIQUE (object, reference)
);

-- The records the earlier sandbox made keep their ids (ACC-000001, OPP-000001): applications hold them.
INSERT INTO crm_sandbox_records (record_id, object, reference, fields, created_at, updated_at)
SELECT account_id, 'Account', reference,
       jsonb_build_object(
         'Name', name,
         'AccountSource', account_source,
         'AccountNumber', business_number,
         'Phone', contact ->> 'phone',
         'BillingCountry', CASE region WHEN 'NZ' THEN 'New Zealand' ELSE 'Australia' END,
         'Credit_Total_Value__c', credit_total_value
       ),
       created_at, created_at
  FROM crm_sandbox_accounts;

INSERT INTO crm_sandbox_records (record_id, object, reference, fields, created_at, updated_at)
SELECT o.opportunity_id, 'Opportunity', o.reference,
       jsonb_build_object(
         'Name', a.name || ' – ' || o.lead_source,
         'AccountId', o.account_id,
         'StageName', o.stage_name,
         'CloseDate', to_char(o.created_at + interval '90 days', 'YYYY-MM-DD'),
         'LeadSource', o.lead_source
       ),
       o.created_at, o.updated_at
  FROM crm_sandbox_opportunities o JOIN crm_sandbox_accounts a ON a.account_id = o.account_id;

DROP TABLE crm_sandbox_opportunities;
DROP TABLE crm_sandbox_accounts;
DROP SEQUENCE crm_sandbox_opportunity_numbers;
DROP SEQUENCE crm_sandbox_account_numbers;
