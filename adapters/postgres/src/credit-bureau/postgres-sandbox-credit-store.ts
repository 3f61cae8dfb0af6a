import type {
  CreditEnquiry,
  CreditResult,
  SandboxCreditEnquiry,
  SandboxCreditStore,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { isoTimestamp } from '../sql-errors';

interface EnquiryRow {
  enquiry_id: string;
  enquiry: CreditEnquiry;
  result: CreditResult;
  submitted_at: Date;
  ready_at: Date;
}

/** The sandbox credit service's enquiries in PostgreSQL: the reference is unique, so never a second. */
export class PostgresSandboxCreditStore implements SandboxCreditStore {
  constructor(private readonly db: Database) {}

  async add(kept: Omit<SandboxCreditEnquiry, 'enquiryId'>): Promise<SandboxCreditEnquiry> {
    await this.db.query(
      `INSERT INTO credit_sandbox_enquiries (enquiry_id, reference, enquiry, result, submitted_at, ready_at)
       VALUES ('CE-' || lpad(nextval('credit_sandbox_enquiry_numbers')::text, 6, '0'), $1, $2::jsonb, $3, $4, $5)
       ON CONFLICT (reference) DO NOTHING`,
      [kept.enquiry.reference, JSON.stringify(kept.enquiry), kept.result, kept.submittedAt, kept.readyAt],
    );
    const stored = await this.ofReference(kept.enquiry.reference);
    if (!stored) throw new Error(`The enquiry ${kept.enquiry.reference} was not stored.`);
    return stored;
  }

  async ofReference(reference: string): Promise<SandboxCreditEnquiry | undefined> {
    const [row] = await this.db.query<EnquiryRow>(
      `SELECT enquiry_id, enquiry, result, submitted_at, ready_at FROM credit_sandbox_enquiries WHERE reference = $1`,
      [reference],
    );
    return (
      row && {
        enquiryId: row.enquiry_id,
        enquiry: row.enquiry,
        result: row.result,
        submittedAt: isoTimestamp(row.submitted_at),
        readyAt: isoTimestamp(row.ready_at),
      }
    );
  }
}
