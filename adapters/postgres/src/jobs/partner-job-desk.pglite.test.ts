import type { Database } from '../database';
import { openMemoryDatabase } from '../open-database';
import { PostgresJobQueue } from './postgres-job-queue';
import { PostgresPartnerJobDesk } from './postgres-partner-job-desk';

const T0 = new Date('2026-11-23T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('the partner job desk on embedded PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openMemoryDatabase();
  }, 60_000);
  afterAll(() => db?.close());

  it('shows the last error of a job still waiting, and none once it succeeded (decision 2115)', async () => {
    const queue = new PostgresJobQueue(db);
    const desk = new PostgresPartnerJobDesk(db);
    await queue.enqueue({ kind: 'dialler.submit-lead', key: 'lead:1', payload: {} }, T0);
    const first = (await queue.claim(later(1), 60_000))!;
    await queue.fail(first.id, 'Dialler answered 503', later(10), later(2));
    expect(await desk.ofId(first.id)).toMatchObject({ status: 'pending', lastError: 'Dialler answered 503' });
    const second = (await queue.claim(later(20), 60_000))!;
    await queue.complete(second.id, later(21));
    const done = await desk.ofId(first.id);
    expect(done).toMatchObject({ status: 'done' });
    expect(done?.lastError).toBeUndefined();
    expect((await desk.list({ key: 'lead:1' }))[0]?.lastError).toBeUndefined();
  });
});
