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

    /** Stores a journey as it was written before the migration named `migration`, then applies it again. */
    async function migratedFrom(migration: string, stored: Record<string, unknown>): Promise<unknown> {
      const application = anApplication();
      await applicationWrites(db).add(application, anAuditEntry());
      await db.query('UPDATE vehicle_applications SET scoreboard = $2::jsonb WHERE application_id = $1', [
        application.applicationId,
        JSON.stringify(stored),
      ]);
      const found = (await readMigrations()).find((candidate) => candidate.name.startsWith(migration));
      await db.executeScript(found!.sql);
      const [row] = await db.query<{ scoreboard: unknown; version: number }>(
        'SELECT scoreboard, version FROM vehicle_applications WHERE application_id = $1',
        [application.applicationId],
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
  });
}
