import {
  phoneSearchDigits,
  type ApplicationCriteria,
  type ApplicationPage,
  type VehicleApplication,
} from '@lease-portal/domain';
import { PostgresApplicationFinder } from './postgres-application-finder';
import { applicationWrites } from './testing/application-writes';
import { anApplication, anAuditEntry, uniqueId } from './testing/builders';
import { withTestDatabase, type DatabaseFactory } from './testing/test-database';

/** The support desk's search (decision 1820), run against every engine. */
export function describeApplicationFinder(engine: string, factory: DatabaseFactory): void {
  describe(`The support desk's application search on ${engine}`, () => {
    let finder: PostgresApplicationFinder;
    let orgId: string;
    let acme: VehicleApplication;
    let harbour: VehicleApplication;
    let enquiry: VehicleApplication;
    let elsewhere: VehicleApplication;
    let idStart: string;

    withTestDatabase(factory, async (db) => {
      finder = new PostgresApplicationFinder(db);
      const applications = applicationWrites(db);
      orgId = uniqueId('org');
      // The organisation's three ids share a start, whatever the clock does between them.
      idStart = uniqueId('app');
      acme = anApplication({
        applicationId: `${idStart}-acme`,
        orgId,
        createdAt: '2026-11-02T23:30:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
        journey: {
          status: 'reviewAndSignContract',
          statusCreditCheck: 'referred',
          primaryApplicant: { firstName: 'Jordan', lastName: 'Quill', email: 'Jordan.Quill@Acme.example' },
          secondaryApplicant: { firstName: 'Noor', lastName: 'Haddad', email: 'noor@acme.example' },
          companyDetails: { companyName: 'Acme Haulage Pty Ltd', abn: '51 824 753 556' },
          quoteDetails: { primaryQuoteReference: 'Q-ACME-1' },
        },
      });
      harbour = anApplication({
        applicationId: `${idStart}-harbour`,
        orgId,
        createdAt: '2026-11-05T09:00:00.000Z',
        updatedAt: '2026-11-05T09:00:00.000Z',
        journey: {
          status: 'businessDetails',
          primaryApplicant: {
            firstName: 'Sam',
            lastName: 'Ng_100%',
            email: 'sam@harbour.example',
            phone: '+61412345678',
          },
          entityDetails: { entityName: 'Harbour City Plumbing', abn: '53004085616' },
          quoteDetails: { primaryQuoteReference: 'Q-HARB-2', erpQuoteRef: 'erp-7781' },
        },
      });
      enquiry = anApplication({
        applicationId: `${idStart}-enquiry`,
        orgId,
        applicationType: 'calculator',
        createdAt: '2026-11-03T09:00:00.000Z',
        updatedAt: '2026-11-03T09:00:00.000Z',
        journey: {},
        calculator: {
          shortlists: [],
          company: { name: 'Tamaki Digital', abn: '9429041234567' },
          contact: {
            firstName: 'Aroha',
            lastName: 'Smith',
            phone: '021 555 123',
            email: 'aroha@tamaki.example',
          },
        },
      });
      elsewhere = anApplication({
        createdAt: '2026-11-06T09:00:00.000Z',
        journey: {
          status: 'businessDetails',
          primaryApplicant: { firstName: 'Jordan', lastName: 'Quill', email: 'jordan.quill@acme.example' },
          companyDetails: { companyName: 'Acme Haulage Pty Ltd', abn: '51824753556' },
        },
      });
      for (const each of [acme, harbour, enquiry, elsewhere]) await applications.add(each, anAuditEntry());
    });

    const ids = (page: ApplicationPage) => page.items.map((item) => item.applicationId);
    const found = (criteria: Omit<ApplicationCriteria, 'orgId'>) =>
      finder.find({ orgId, ...criteria }, { page: 1, pageSize: 20 }).then(ids);

    it("lists an organisation's applications newest first, with a summary of each", async () => {
      const page = await finder.find({ orgId }, { page: 1, pageSize: 20 });
      expect(ids(page)).toEqual([harbour.applicationId, enquiry.applicationId, acme.applicationId]);
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(page.items[2]).toEqual({
        applicationId: acme.applicationId,
        orgId,
        applicationType: 'standard',
        status: 'reviewAndSignContract',
        statusCreditCheck: 'referred',
        businessName: 'Acme Haulage Pty Ltd',
        businessNumber: '51 824 753 556',
        officerName: 'Jordan Quill',
        officerEmail: 'Jordan.Quill@Acme.example',
        quoteReference: 'Q-ACME-1',
        createdAt: '2026-11-02T23:30:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
      });
      expect(page.items[1]).toMatchObject({
        applicationType: 'calculator',
        businessName: 'Tamaki Digital',
        officerName: 'Aroha Smith',
        officerEmail: 'aroha@tamaki.example',
      });
    });

    it('pages with the total, also past the last page', async () => {
      const first = await finder.find({ orgId }, { page: 1, pageSize: 2 });
      expect(ids(first)).toEqual([harbour.applicationId, enquiry.applicationId]);
      expect(first.total).toBe(3);
      const second = await finder.find({ orgId }, { page: 2, pageSize: 2 });
      expect(ids(second)).toEqual([acme.applicationId]);
      expect(await finder.find({ orgId }, { page: 5, pageSize: 2 })).toEqual({
        items: [],
        total: 3,
        page: 5,
        pageSize: 2,
      });
      const capped = await finder.find({ orgId }, { page: 1, pageSize: 1000 });
      expect(capped.pageSize).toBe(100);
    });

    it('searches across organisations when none is named', async () => {
      const all = await finder.find({ email: 'JORDAN.QUILL@acme.example' }, { page: 1, pageSize: 20 });
      expect(ids(all)).toEqual([elsewhere.applicationId, acme.applicationId]);
    });

    it('finds by status and credit status', async () => {
      expect(await found({ status: 'businessDetails' })).toEqual([harbour.applicationId]);
      expect(await found({ statusCreditCheck: 'referred' })).toEqual([acme.applicationId]);
      expect(await found({ statusCreditCheck: 'approved' })).toEqual([]);
      expect(await found({ status: 'finished' })).toEqual([]);
    });

    it("finds by an officer's whole e-mail address in any case, never by part of one", async () => {
      expect(await found({ email: 'jordan.quill@ACME.example' })).toEqual([acme.applicationId]);
      expect(await found({ email: 'noor@acme.example' })).toEqual([acme.applicationId]);
      expect(await found({ email: 'aroha@tamaki.example' })).toEqual([enquiry.applicationId]);
      expect(await found({ email: 'acme.example' })).toEqual([]);
    });

    it("finds by part of an officer's or contact's name, the wildcards taken literally", async () => {
      expect(await found({ name: 'jordan q' })).toEqual([acme.applicationId]);
      expect(await found({ name: 'HADDAD' })).toEqual([acme.applicationId]);
      expect(await found({ name: 'aroha' })).toEqual([enquiry.applicationId]);
      expect(await found({ name: 'ng_100%' })).toEqual([harbour.applicationId]);
      expect(await found({ name: '%' })).toEqual([harbour.applicationId]);
      expect(await found({ name: 'q_ill' })).toEqual([]);
    });

    it('finds by part of the business name and by the ABN or NZBN with spaces ignored', async () => {
      expect(await found({ businessName: 'haulage' })).toEqual([acme.applicationId]);
      expect(await found({ businessName: 'city plumb' })).toEqual([harbour.applicationId]);
      expect(await found({ businessName: 'tamaki' })).toEqual([enquiry.applicationId]);
      expect(await found({ businessNumber: '51824753556' })).toEqual([acme.applicationId]);
      expect(await found({ businessNumber: '530 040 856 16' })).toEqual([harbour.applicationId]);
      expect(await found({ businessNumber: '9429041234567' })).toEqual([enquiry.applicationId]);
      expect(await found({ businessNumber: '5182475355' })).toEqual([]);
    });

    it('finds by creation and last-change instants, the end excluded', async () => {
      expect(
        await found({ createdFrom: '2026-11-03T00:00:00.000Z', createdBefore: '2026-11-05T09:00:00.000Z' }),
      ).toEqual([enquiry.applicationId]);
      expect(await found({ createdBefore: '2026-11-03T00:00:00.000Z' })).toEqual([acme.applicationId]);
      expect(await found({ updatedFrom: '2026-11-10T00:00:00.000Z' })).toEqual([acme.applicationId]);
      expect(await found({ createdFrom: '2027-01-01T00:00:00.000Z' })).toEqual([]);
    });

    it('finds by part of an e-mail address, the words of a name in any order, and a phone number (decision 2115)', async () => {
      expect(await found({ emailContains: 'QUILL@acme' })).toEqual([acme.applicationId]);
      expect(await found({ emailContains: 'acme.example' })).toEqual([acme.applicationId]);
      expect(await found({ emailContains: '100%' })).toEqual([]);
      expect(await found({ name: 'quill jordan' })).toEqual([acme.applicationId]);
      expect(await found({ name: 'QUILL  Jor' })).toEqual([acme.applicationId]);
      expect(await found({ name: 'jordan haddad' })).toEqual([]);
      expect(await found({ phone: phoneSearchDigits('+64 21 555 123') })).toEqual([enquiry.applicationId]);
      expect(await found({ phone: phoneSearchDigits('021555123') })).toEqual([enquiry.applicationId]);
      expect(await found({ phone: phoneSearchDigits('0412 345 678') })).toEqual([harbour.applicationId]);
      expect(await found({ phone: phoneSearchDigits('0412 345 679') })).toEqual([]);
    });

    it('finds by the start of the quote reference and of the id', async () => {
      expect(await found({ quoteReference: 'q-acme' })).toEqual([acme.applicationId]);
      expect(await found({ quoteReference: 'ERP-77' })).toEqual([harbour.applicationId]);
      expect(await found({ quoteReference: 'ACME' })).toEqual([]);
      expect(await found({ idPrefix: acme.applicationId.toUpperCase() })).toEqual([acme.applicationId]);
      expect(await found({ idPrefix: idStart })).toHaveLength(3);
      expect(await found({ idPrefix: '%' })).toEqual([]);
    });

    it('needs every criterion given to match', async () => {
      expect(await found({ name: 'jordan', status: 'reviewAndSignContract' })).toEqual([acme.applicationId]);
      expect(await found({ name: 'jordan', status: 'businessDetails' })).toEqual([]);
    });
  });
}
