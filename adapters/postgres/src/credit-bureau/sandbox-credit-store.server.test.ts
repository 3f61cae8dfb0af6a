import { chooseTestServer, serverFactory } from '../testing/test-server';
import { describeSandboxCreditStore } from './sandbox-credit-store.contract';

const server = chooseTestServer();

if (server.kind !== 'none') {
  describeSandboxCreditStore(
    `a PostgreSQL server (${server.kind === 'url' ? 'DATABASE_URL' : 'Testcontainers'})`,
    serverFactory(server),
  );
} else if (process.env.CI) {
  throw new Error(`The PostgreSQL server suite cannot run: ${server.reason}.`);
} else {
  console.warn(`PostgreSQL sandbox credit suite skipped: ${server.reason}.`);
  describe.skip(`Postgres sandbox credit store on a PostgreSQL server (skipped: ${server.reason})`, () => {
    it('runs the sandbox credit store suite', () => undefined);
  });
}
