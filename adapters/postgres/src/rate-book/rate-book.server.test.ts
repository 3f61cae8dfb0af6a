import { chooseTestServer, serverFactory } from '../testing/test-server';
import { describeRateBookStorage } from './rate-book.contract';

const server = chooseTestServer();

if (server.kind !== 'none') {
  describeRateBookStorage(
    `a PostgreSQL server (${server.kind === 'url' ? 'DATABASE_URL' : 'Testcontainers'})`,
    serverFactory(server),
  );
} else if (process.env.CI) {
  throw new Error(`The PostgreSQL server suite cannot run: ${server.reason}.`);
} else {
  console.warn(`PostgreSQL rate book suite skipped: ${server.reason}.`);
  describe.skip(`PostgresRateBook on a PostgreSQL server (skipped: ${server.reason})`, () => {
    it('runs the rate book suite', () => undefined);
  });
}
