import { openMemoryDatabase } from '@lease-portal/postgres';
import { cliServicesOf } from '../open-cli-services';
import { commandRunner } from '../testing/run-command';

describe('lease-admin db migrate', () => {
  it('opens the database, which applies what is pending, with nobody signed in: it is the release step', async () => {
    const db = await openMemoryDatabase();
    let opened = 0;
    const run = commandRunner(async () => {
      opened += 1;
      return cliServicesOf(db, { confirm: async () => false });
    });
    try {
      expect(await run('db', 'migrate')).toMatchObject({
        exitCode: 0,
        stdout: 'The database has every migration of this version applied.\n',
      });
      expect(opened).toBe(1);
    } finally {
      await db.close();
    }
    // An embedded database opens in seconds on a busy machine, as in the other suites.
  }, 60_000);
});
