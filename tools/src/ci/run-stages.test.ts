import { durationTable, runStages } from './run-stages';

describe('the test stages', () => {
  it('runs the stages in order and stops at the first that fails, keeping its exit code', async () => {
    const ran: string[] = [];
    let clock = 0;
    const runs = await runStages(
      ['codegen:check', 'typecheck', 'lint', 'test:unit'],
      async (stage) => {
        ran.push(stage);
        clock += 2_500;
        return stage === 'typecheck' ? 2 : 0;
      },
      () => clock,
    );
    expect(ran).toEqual(['codegen:check', 'typecheck']);
    expect(runs).toEqual([
      { stage: 'codegen:check', seconds: 2.5, exitCode: 0 },
      { stage: 'typecheck', seconds: 2.5, exitCode: 2 },
    ]);
  });

  it('prints each stage as minutes and seconds, what did not run, and the total', () => {
    const table = durationTable(
      [
        { stage: 'typecheck', seconds: 41.25, exitCode: 0 },
        { stage: 'test:unit', seconds: 605.5, exitCode: 1 },
      ],
      ['test:e2e'],
    );
    expect(table.split('\n')).toEqual([
      'stage        m:ss.s',
      'typecheck    0:41.3  ok',
      'test:unit   10:05.5  failed (exit 1)',
      'test:e2e          -  not run',
      'total       10:46.8',
    ]);
  });
});
