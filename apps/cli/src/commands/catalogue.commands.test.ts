import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_RATE_BOOK_FILTER, demoRateBook, type Region } from '@lease-portal/domain';
import { aCatalogueCsv, aCatalogueRow } from '../catalogue/testing/catalogue-csv-builder';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

describe.each(testEngines())('lease-admin catalogue on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let folder: string;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    folder = await mkdtemp(path.join(tmpdir(), 'catalogue-import-'));
  }, 120_000);

  /**
   * Whether a command may have replaced a rate book since the demo's was put back. Putting it back
   * takes most of a second, so a test starts from it again only after an import that succeeded; a
   * refused one is asserted by its own test to have changed nothing.
   */
  let replaced = true;

  beforeEach(async () => {
    desk.as(desk.admin);
    if (!replaced) return;
    replaced = false;
    const demo = demoRateBook();
    for (const country of ['AU', 'NZ'] as const) {
      await desk.services.rateBook.replace(
        country,
        demo.filter((row) => row.countryCode === country),
      );
    }
  });

  afterAll(async () => {
    await desk.close();
    await rm(folder, { recursive: true, force: true });
  }, 120_000);

  const run = async (...args: string[]) => {
    const result = await desk.run(...args);
    if (result.exitCode === 0 && args[0] === 'catalogue' && args[1] === 'import') replaced = true;
    return result;
  };

  async function aFile(name: string, text: string): Promise<string> {
    const file = path.join(folder, name);
    await writeFile(file, text);
    return file;
  }

  const countOf = async (countryCode: Region) =>
    (await desk.services.rateBook.search({ ...DEFAULT_RATE_BOOK_FILTER, countryCode })).results.totalCount;

  describe('lease-admin catalogue import', () => {
    const twoCountries = aCatalogueCsv([
      aCatalogueRow(),
      aCatalogueRow({
        catalogVehicleId: 'AU-FORD-RANGER-XL-2025',
        vehicleTrim: 'XL',
        consumerPrice: '52000',
      }),
      aCatalogueRow({
        countryCode: 'NZ',
        catalogVehicleId: 'NZ-FORD-RANGER-XLT-2025',
        consumerPrice: '69990',
      }),
    ]);

    it('replaces the rate book of every country in the file, three terms per vehicle', async () => {
      const { stdout, exitCode } = await run('catalogue', 'import', await aFile('both.csv', twoCountries));
      expect(exitCode).toBe(0);
      expect(stdout).toContain('AU: rate book replaced with 2 vehicles (6 priced rows).');
      expect(stdout).toContain('NZ: rate book replaced with 1 vehicles (3 priced rows).');
      expect(await countOf('AU')).toBe(6);
      expect(await countOf('NZ')).toBe(3);
      expect(await desk.services.auditTrail.ofSubject('rate-book:AU')).toContainEqual(
        expect.objectContaining({
          actor: `staff:${desk.admin.member.staffId}`,
          action: 'rate-book.replaced',
          details: { file: 'both.csv', vehicles: 2, rows: 6 },
        }),
      );
    });

    it('replaces one country with --country, skipping the others', async () => {
      const { stdout } = await run(
        'catalogue',
        'import',
        await aFile('nz.csv', twoCountries),
        '--country',
        'nz',
      );
      expect(stdout).toContain('NZ: rate book replaced with 1 vehicles (3 priced rows).');
      expect(stdout).toContain('Skipped 2 vehicles of other countries (--country NZ).');
      expect(await countOf('NZ')).toBe(3);
      expect(await countOf('AU')).toBe(600);
    });

    it('refuses a file with bad rows, naming each line, and changes nothing', async () => {
      const bad = aCatalogueCsv([
        aCatalogueRow(),
        aCatalogueRow({ catalogVehicleId: 'AU-2', vehicleSeats: '9' }),
        aCatalogueRow({ catalogVehicleId: 'AU-3', cabType: '' }),
      ]);
      const result = await run('catalogue', 'import', await aFile('bad.csv', bad));
      expect(result.exitCode).toBe(EXIT_CODES.BAD_INPUT);
      expect(result.message).toContain("line 3: vehicleSeats '9' is not one of");
      expect(result.message).toContain('line 4: cabType is required for a UTE');
      expect(result.message).toContain('Nothing was replaced.');
      expect(await countOf('AU')).toBe(600);
      expect(await countOf('NZ')).toBe(546);
    });

    it('refuses a country the file has no vehicles for, an unknown country and a missing file', async () => {
      const auOnly = await aFile('au.csv', aCatalogueCsv([aCatalogueRow()]));
      expect((await run('catalogue', 'import', auOnly, '--country', 'NZ')).message).toBe(
        'The file has no NZ vehicles; nothing was replaced.',
      );
      expect((await run('catalogue', 'import', auOnly, '--country', 'UK')).message).toBe(
        "--country must be AU or NZ, not 'UK'.",
      );
      const missing = await run('catalogue', 'import', path.join(folder, 'missing.csv'));
      expect(missing.exitCode).toBe(EXIT_CODES.BAD_INPUT);
      expect(missing.message).toMatch(/^Cannot read '.*missing\.csv'/);
      expect(await countOf('NZ')).toBe(546);
    });
  });

  it('is for administrators only, signed in, and asks before replacing', async () => {
    const file = await aFile('au-only.csv', aCatalogueCsv([aCatalogueRow()]));
    desk.as(await desk.enrol('Sam Support', 'support'));
    expect(await run('catalogue', 'import', file)).toMatchObject({ exitCode: EXIT_CODES.FORBIDDEN });
    desk.as({ key: 'nobody' });
    expect(await run('catalogue', 'import', file)).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    desk.as(desk.admin);
    const saidNo = { ...desk.services, confirm: async () => false };
    const { commandRunner } = await import('../testing/run-command');
    expect(await commandRunner(async () => saidNo)('catalogue', 'import', file)).toMatchObject({
      exitCode: EXIT_CODES.CANCELLED,
    });
    expect(await countOf('AU')).toBe(600);
  });

  describe('lease-admin catalogue stats', () => {
    it('shows what each country holds', async () => {
      const { stdout } = await run('catalogue', 'stats');
      expect(stdout).toMatch(/AU\s+200\s+600\s+\d+\s+\d+\s+\d+–\d+\s+36, 48, 60/);
      expect(stdout).toMatch(/NZ\s+182\s+546/);
    });

    it('prints JSON with --json', async () => {
      const { stdout } = await run('catalogue', 'stats', '--json');
      expect(JSON.parse(stdout).map((s: { countryCode: string }) => s.countryCode)).toEqual(['AU', 'NZ']);
    });
  });
});
