import { chooseTestServer, serverFactory } from '../testing/test-server';
import { describeSandboxEnvelopeStore } from './sandbox-envelope-store.contract';

const server = chooseTestServer();

if (server.kind !== 'none') {
  describeSandboxEnvelopeStore(
    `a PostgreSQL server (${server.kind === 'url' ? 'DATABASE_URL' : 'Testcontainers'})`,
    serverFactory(server),
  );
} else if (process.env.CI) {
  throw new Error(`The PostgreSQL server suite cannot run: ${server.reason}.`);
} else {
  console.warn(`PostgreSQL sandbox envelope suite skipped: ${server.reason}.`);
  describe.skip(`Postgres sandbox envelope store on a PostgreSQL server (skipped: ${server.reason})`, () => {
    it('runs the sandbox envelope store suite', () => undefined);
  });
}
