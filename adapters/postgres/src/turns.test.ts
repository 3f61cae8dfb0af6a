import { openMemoryDatabase } from './open-database';
import { DatabaseClosing, Turns } from './turns';

describe('turns on the embedded database', () => {
  it('closes after the turn in hand, refusing the turns still waiting instead of running them', async () => {
    const turns = new Turns();
    const ran: string[] = [];
    let finishFirst!: () => void;
    const first = turns.during(
      () => new Promise<void>((resolve) => (finishFirst = () => (ran.push('in hand'), resolve()))),
    );
    const waiting = Promise.allSettled(
      Array.from({ length: 60 }, (_, n) => turns.during(async () => void ran.push(`waiting ${n}`))),
    );
    while (!finishFirst) await Promise.resolve();
    turns.refuseWaiting();
    const closed = turns.lastTurn(async () => void ran.push('closing'));
    finishFirst();
    await first;
    await closed;
    expect(ran).toEqual(['in hand', 'closing']);
    for (const turn of await waiting) {
      expect(turn).toEqual({ status: 'rejected', reason: expect.any(DatabaseClosing) });
    }
    await expect(turns.during(async () => 'later')).rejects.toBeInstanceOf(DatabaseClosing);
  });

  it('lets a closing database finish the transaction in hand and refuses the statements queued behind it', async () => {
    const db = await openMemoryDatabase();
    let finish!: () => void;
    const inHand = db.transaction(async (session) => {
      const rows = await session.query<{ n: number }>('SELECT 1 AS n');
      await new Promise<void>((resolve) => (finish = resolve));
      return rows;
    });
    while (!finish) await new Promise((resolve) => setImmediate(resolve));
    const queued = Promise.allSettled(Array.from({ length: 20 }, () => db.query('SELECT 2')));
    const closed = db.close();
    finish();
    await closed;
    await expect(inHand).resolves.toEqual([{ n: 1 }]);
    for (const outcome of await queued) {
      expect(outcome).toEqual({ status: 'rejected', reason: expect.any(DatabaseClosing) });
    }
    expect(db.pglite.closed).toBe(true);
    // Opening an embedded database takes seconds on a busy machine.
  }, 30_000);
});
