import { describeRepositories } from './repositories.contract';
import { chooseTestServer, serverFactory } from './testing/test-server';

const server = chooseTestServer();

if (server.kind !== 'none') {
  describeRepositories(
    `a PostgreSQL server (${server.kind === 'url' ? 'DATABASE_URL' : 'Testcontainers'})`,
    serverFactory(server),
  );
} else if (process.env.CI) {
  // In CI a missing server is a broken pipeline, not a reason to skip.
  throw new Error(`The PostgreSQL server suite cannot run: ${server.reason}.`);
} else {
  console.warn(`PostgreSQL server suite skipped: ${server.reason}.`);
  describe.skip(`Postgres repositories on a PostgreSQL server (skipped: ${server.reason})`, () => {
    it('runs the repository suite', () => undefined);
  });
}
