import type {
  CustomerAccountRecord,
  NewCrmAccount,
  NewOpportunity,
  OpportunityRecord,
  Region,
  SandboxCrmAccount,
  SandboxCrmOpportunity,
  SandboxCrmStore,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { isoTimestamp } from '../sql-errors';

interface AccountRow {
  account_id: string;
  reference: string;
  org_id: string;
  region: Region;
  name: string;
  business_number: string;
  entity_type: string | null;
  account_source: string;
  contact: NewCrmAccount['contact'];
  credit_total_value: string | number | null;
  created_at: Date;
}

interface OpportunityRow {
  opportunity_id: string;
  reference: string;
  account_id: string;
  lead_source: string;
  stage_name: string;
  details: Pick<NewOpportunity, 'shortlists' | 'fleetSize' | 'yearsTrading' | 'description'>;
  created_at: Date;
  updated_at: Date;
}

/** The sandbox CRM's records in PostgreSQL, so they outlive a restart and `lease-admin` sees them. */
export class PostgresSandboxCrmStore implements SandboxCrmStore {
  constructor(private readonly db: Database) {}

  async addAccount(account: NewCrmAccount, at: string): Promise<SandboxCrmAccount> {
    await this.db.query(
      `INSERT INTO crm_sandbox_accounts
         (account_id, reference, org_id, region, name, business_number, entity_type, account_source, contact, created_at)
       SELECT 'ACC-' || lpad(nextval('crm_sandbox_account_numbers')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9
        WHERE NOT EXISTS (SELECT 1 FROM crm_sandbox_accounts WHERE reference = $1)
       ON CONFLICT (reference) DO NOTHING`,
      [
        account.reference,
        account.orgId,
        account.region,
        account.name,
        account.businessNumber,
        account.entityType ?? null,
        account.accountSource,
        JSON.stringify(account.contact),
        at,
      ],
    );
    const rows = await this.db.query<AccountRow>('SELECT * FROM crm_sandbox_accounts WHERE reference = $1', [
      account.reference,
    ]);
    return accountOf(rows[0]!);
  }

  async addOpportunity(opportunity: NewOpportunity, at: string): Promise<SandboxCrmOpportunity> {
    const { reference, accountId, leadSource, stageName, ...details } = opportunity;
    await this.db.query(
      `INSERT INTO crm_sandbox_opportunities
         (opportunity_id, reference, account_id, lead_source, stage_name, details, created_at, updated_at)
       SELECT 'OPP-' || lpad(nextval('crm_sandbox_opportunity_numbers')::text, 6, '0'), $1, $2, $3, $4, $5::jsonb, $6, $6
        WHERE NOT EXISTS (SELECT 1 FROM crm_sandbox_opportunities WHERE reference = $1)
       ON CONFLICT (reference) DO NOTHING`,
      [reference, accountId, leadSource, stageName, JSON.stringify(details), at],
    );
    const rows = await this.db.query<OpportunityRow>(
      'SELECT * FROM crm_sandbox_opportunities WHERE reference = $1',
      [reference],
    );
    return opportunityOf(rows[0]!);
  }

  async accountOfId(accountId: string): Promise<CustomerAccountRecord | undefined> {
    const rows = await this.db.query<AccountRow>('SELECT * FROM crm_sandbox_accounts WHERE account_id = $1', [
      accountId,
    ]);
    const row = rows[0];
    return row && accountRecordOf(accountOf(row));
  }

  async opportunityOfId(opportunityId: string): Promise<OpportunityRecord | undefined> {
    const rows = await this.db.query<OpportunityRow>(
      'SELECT * FROM crm_sandbox_opportunities WHERE opportunity_id = $1',
      [opportunityId],
    );
    const row = rows[0];
    return (
      row && {
        Id: row.opportunity_id,
        AccountId: row.account_id,
        LeadSource: row.lead_source,
        StageName: row.stage_name,
      }
    );
  }

  async setStage(opportunityId: string, stageName: string, at: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE crm_sandbox_opportunities SET stage_name = $2, updated_at = $3 WHERE opportunity_id = $1
       RETURNING opportunity_id`,
      [opportunityId, stageName, at],
    );
    return rows.length > 0;
  }

  async accounts(): Promise<SandboxCrmAccount[]> {
    const rows = await this.db.query<AccountRow>('SELECT * FROM crm_sandbox_accounts ORDER BY account_id');
    return rows.map(accountOf);
  }

  async opportunities(): Promise<SandboxCrmOpportunity[]> {
    const rows = await this.db.query<OpportunityRow>(
      'SELECT * FROM crm_sandbox_opportunities ORDER BY opportunity_id',
    );
    return rows.map(opportunityOf);
  }
}

function accountOf(row: AccountRow): SandboxCrmAccount {
  return {
    id: row.account_id,
    reference: row.reference,
    orgId: row.org_id,
    region: row.region,
    name: row.name,
    businessNumber: row.business_number,
    ...(row.entity_type ? { entityType: row.entity_type } : {}),
    accountSource: row.account_source as SandboxCrmAccount['accountSource'],
    contact: row.contact,
    creditTotalValue: row.credit_total_value === null ? null : Number(row.credit_total_value),
    createdAt: isoTimestamp(row.created_at),
  };
}

function accountRecordOf(account: SandboxCrmAccount): CustomerAccountRecord {
  return {
    Id: account.id,
    Name: account.name,
    AccountSource: account.accountSource,
    Credit_Total_Value__c: account.creditTotalValue,
  };
}

function opportunityOf(row: OpportunityRow): SandboxCrmOpportunity {
  return {
    id: row.opportunity_id,
    reference: row.reference,
    accountId: row.account_id,
    leadSource: row.lead_source as SandboxCrmOpportunity['leadSource'],
    stageName: row.stage_name as SandboxCrmOpportunity['stageName'],
    ...row.details,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}
