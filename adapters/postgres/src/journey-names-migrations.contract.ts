import type { Database } from './database';
import { readMigrations } from './migrations';
import { applicationWrites } from './testing/application-writes';
import { anApplication, anAuditEntry } from './testing/builders';
import { withTestDatabase, type DatabaseFactory } from './testing/test-database';

/**
 * The migrations that rewrite stored journeys into the domain's words (decision 2070): a journey
 * stored under the wire's names before them reads with the domain's after, on either engine.
 */
export function describeJourneyNamesMigrations(engine: string, factory: DatabaseFactory): void {
  describe(`the journey names migrations (${engine})`, () => {
    let db: Database;
    withTestDatabase(factory, (opened) => {
      db = opened;
    });

    /** Stores a journey as it was written before a migration, and answers the application's id. */
    async function storedBefore(stored: Record<string, unknown>): Promise<string> {
      const application = anApplication();
      await applicationWrites(db).add(application, anAuditEntry());
      await db.query('UPDATE vehicle_applications SET scoreboard = $2::jsonb WHERE application_id = $1', [
        application.applicationId,
        JSON.stringify(stored),
      ]);
      return application.applicationId;
    }

    /** Applies the migration whose name starts with `migration` again. */
    async function apply(migration: string): Promise<void> {
      const found = (await readMigrations()).find((candidate) => candidate.name.startsWith(migration));
      await db.executeScript(found!.sql);
    }

    /** Stores a journey as it was written before the migration named `migration`, then applies it again. */
    async function migratedFrom(migration: string, stored: Record<string, unknown>): Promise<unknown> {
      const applicationId = await storedBefore(stored);
      await apply(migration);
      const [row] = await db.query<{ scoreboard: unknown; version: number }>(
        'SELECT scoreboard, version FROM vehicle_applications WHERE application_id = $1',
        [applicationId],
      );
      expect(row?.version).toBe(1);
      return row?.scoreboard;
    }

    it("stores the quote's e-signature as quoteSignature", async () => {
      expect(await migratedFrom('0024_', { status: 'businessDetails', docusignStatus: 'completed' })).toEqual(
        {
          status: 'businessDetails',
          quoteSignature: 'completed',
        },
      );
      expect(await migratedFrom('0024_', { status: 'businessDetails' })).toEqual({
        status: 'businessDetails',
      });
    });

    it('stores the requested credit limit as creditLimit', async () => {
      const finance = { valueOfApplication: 150_000, maximum: true, completed: 'yes' };
      const migrated = { creditLimit: 150_000, maximum: true, completed: 'yes' };
      expect(
        await migratedFrom('0025_', { status: 'approvals', businessDetails: { financeDetails: finance } }),
      ).toEqual({ status: 'approvals', businessDetails: { financeDetails: migrated } });
      const noLimit = { businessDetails: { financeDetails: { maximum: false } } };
      expect(await migratedFrom('0025_', noLimit)).toEqual(noLimit);
      const noFinance = { businessDetails: { annualRevenue: '9' } };
      expect(await migratedFrom('0025_', noFinance)).toEqual(noFinance);
    });

    it('stores the Review Quote step as reviewQuote, and the status column reads it', async () => {
      const stored = { status: 'orderVerification', statusSecondary: 'approvals' };
      expect(await migratedFrom('0026_', stored)).toEqual({
        status: 'reviewQuote',
        statusSecondary: 'approvals',
      });
      const [row] = await db.query<{ status: string }>(
        "SELECT status FROM vehicle_applications WHERE scoreboard ->> 'statusSecondary' = 'approvals'",
      );
      expect(row?.status).toBe('reviewQuote');
      expect(await migratedFrom('0026_', { status: 'businessDetails' })).toEqual({
        status: 'businessDetails',
      });
    });

    it('keys the documents signed on paper by their kinds', async () => {
      const upload = (uuid: string) => ({
        uploadFile: { uuid, fileName: `${uuid}.pdf`, mimeType: 'application/pdf' },
      });
      const wire = {
        documentAI: upload('ai'),
        documentMLA: upload('mla'),
        documentPCA: upload('pca'),
        documentBank: upload('bank'),
        documentQuote: {},
        documentAI_MMBA: upload('mmba'),
      };
      expect(
        await migratedFrom('0027_', {
          status: 'reviewAndSignContract',
          wetSignature: { signType: 'wet', status: 'submitted', documents: wire },
        }),
      ).toEqual({
        status: 'reviewAndSignContract',
        wetSignature: {
          signType: 'wet',
          status: 'submitted',
          documents: {
            instructions: upload('ai'),
            masterLeaseAgreement: upload('mla'),
            personalGuarantee: upload('pca'),
            directDebit: upload('bank'),
            quote: {},
            introducerInstructions: upload('mmba'),
          },
        },
      });
      const migrated = { wetSignature: { signType: 'wet', documents: { directDebit: upload('bank') } } };
      expect(await migratedFrom('0027_', migrated)).toEqual(migrated);
      const empty = { wetSignature: { signType: 'wet', documents: {} } };
      expect(await migratedFrom('0027_', empty)).toEqual(empty);
      const noDocuments = { wetSignature: { signType: 'wet' } };
      expect(await migratedFrom('0027_', noDocuments)).toEqual(noDocuments);
      expect(await migratedFrom('0027_', { status: 'businessDetails' })).toEqual({
        status: 'businessDetails',
      });
    });

    describe("the credit status in the domain's words (0028, decision 2073)", () => {
      const submitted = { number: 1, reference: 'app:1', submittedAt: '2026-11-24T10:00:00.000Z' };
      const credit = (statusCreditCheck: string, creditSubmission?: Record<string, unknown>) => ({
        status: 'reviewAndSignContract',
        statusCreditCheck,
        ...(creditSubmission ? { creditSubmission } : {}),
      });

      it.each([
        ["'refer' while its submission has no result", 'awaitingDecision', credit('refer', submitted)],
        [
          "'refer' with the bureau's result 'refer'",
          'referred',
          credit('refer', { ...submitted, result: 'refer' }),
        ],
        [
          "'refer' a person set over an approval",
          'referred',
          credit('refer', { ...submitted, result: 'approved' }),
        ],
        ["'refer' with no submission, which awaits nothing", 'referred', credit('refer')],
        ["'referred'", 'referred', credit('referred', { ...submitted, result: 'refer' })],
        ["'waiting'", 'waitingForSecondary', credit('waiting')],
        ["'approved'", 'approved', credit('approved', { ...submitted, result: 'approved' })],
        ["'declined'", 'declined', credit('declined', { ...submitted, result: 'declined' })],
      ])('stores %s as %s, and the status column reads it', async (_case, status, stored) => {
        expect(await migratedFrom('0028_', stored)).toEqual({ ...stored, statusCreditCheck: status });
        const [row] = await db.query<{ status_credit_check: string }>(
          `SELECT status_credit_check FROM vehicle_applications WHERE scoreboard @> $1::jsonb`,
          [JSON.stringify({ ...stored, statusCreditCheck: status })],
        );
        expect(row?.status_credit_check).toBe(status);
      });

      it('leaves a journey with no credit status as it is', async () => {
        expect(await migratedFrom('0028_', { status: 'approvals' })).toEqual({ status: 'approvals' });
      });

      it("names a pending credit decision's change in the new words, and leaves decided ones as history", async () => {
        await db.query(
          `INSERT INTO staff_members (staff_id, name, email, role, status, key_digest, created_at)
           VALUES ('cora', 'Cora', 'cora@provider.example', 'creditOfficer', 'active', 'digest-cora', now())`,
        );
        const awaiting = await storedBefore(credit('refer', submitted));
        const onHold = await storedBefore(credit('waiting'));
        const movedOn = await storedBefore(credit('approved', { ...submitted, result: 'approved' }));
        const proposals: [id: string, applicationId: string, change: object, status: string][] = [
          ['p-awaiting', awaiting, { from: 'refer', to: 'approved' }, 'pending'],
          ['p-refer', onHold, { from: 'waiting', to: 'refer' }, 'pending'],
          ['p-stale', movedOn, { from: 'refer', to: 'declined' }, 'pending'],
          ['p-decided', awaiting, { from: 'refer', to: 'refer' }, 'rejected'],
        ];
        for (const [id, applicationId, change, status] of proposals) {
          await db.query(
            `INSERT INTO override_proposals
               (proposal_id, kind, application_id, change, reason, proposed_by, proposed_at, expires_at, status, open_key)
             VALUES ($1, 'creditDecision', $2, $3::jsonb, 'Checked by phone', 'cora', now(), now(), $4, $5)`,
            [id, applicationId, JSON.stringify(change), status, `application:${applicationId}:credit`],
          );
        }
        await apply('0028_');
        const rows = await db.query<{ proposal_id: string; change: unknown }>(
          'SELECT proposal_id, change FROM override_proposals ORDER BY proposal_id',
        );
        expect(Object.fromEntries(rows.map((row) => [row.proposal_id, row.change]))).toEqual({
          'p-awaiting': { from: 'awaitingDecision', to: 'approved' },
          'p-refer': { from: 'waitingForSecondary', to: 'referred' },
          'p-stale': { from: 'refer', to: 'declined' },
          'p-decided': { from: 'refer', to: 'refer' },
        });
      });
    });
  });
}
