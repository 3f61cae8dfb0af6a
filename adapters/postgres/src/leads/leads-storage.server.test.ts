import { chooseTestServer, serverFactory } from '../testing/test-server';
import { describeLeadsStorage } from './leads-storage.contract';

const server = chooseTestServer();

if (server.kind !== 'none') {
  describeLeadsStorage(
    `a PostgreSQL server (${server.kind === 'url' ? 'DATABASE_URL' : 'Testcontainers'})`,
    serverFactory(server),
  );
} else if (process.env.CI) {
  throw new Error(`The PostgreSQL server suite cannot run: ${server.reason}.`);
} else {
  console.warn(`PostgreSQL leads suite skipped: ${server.reason}.`);
  describe.skip(`Postgres leads storage on a PostgreSQL server (skipped: ${server.reason})`, () => {
    it('runs the leads storage suite', () => undefined);
  });
}
