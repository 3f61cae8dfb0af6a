import { readinessOf } from './readiness';

describe('readiness (decision 2116)', () => {
  it('is ready when every check passes, and names each that fails, throws or does not answer in time', async () => {
    expect(await readinessOf({ database: async () => true, worker: () => true })).toEqual({
      ready: true,
      failing: [],
    });
    const never = () => new Promise<boolean>(() => undefined);
    const started = Date.now();
    const readiness = await readinessOf(
      {
        database: never,
        migrations: () => Promise.reject(new Error('relation "schema_migrations" does not exist')),
        stopping: () => false,
        worker: () => true,
      },
      100,
    );
    expect(readiness).toEqual({ ready: false, failing: ['database', 'migrations', 'stopping'] });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
