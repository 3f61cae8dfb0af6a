import { chooseTestServer, serverFactory } from '../testing/test-server';
import { describeAccountStorage } from './accounts-storage.contract';

const server = chooseTestServer();

if (server.kind !== 'none') {
  describeAccountStorage(
    `a PostgreSQL server (${server.kind === 'url' ? 'DATABASE_URL' : 'Testcontainers'})`,
    serverFactory(server),
  );
} else if (process.env.CI) {
  throw new Error(`The PostgreSQL server suite cannot run: ${server.reason}.`);
} else {
  console.warn(`PostgreSQL accounts suite skipped: ${server.reason}.`);
  describe.skip(`Postgres accounts storage on a PostgreSQL server (skipped: ${server.reason})`, () => {
    it('runs the accounts storage suite', () => undefined);
  });
}
