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
      { stage: 'codegen:check', step: 0, seconds: 2.5, exitCode: 0 },
      { stage: 'typecheck', step: 1, seconds: 2.5, exitCode: 2 },
    ]);
  });

  it('runs the scripts of a step at once, showing the output of the first and holding the others', async () => {
    const started: string[] = [];
    const outputs: Record<string, string> = {};
    const finish: Record<string, () => void> = {};
    const running = runStages(['typecheck+lint', 'test:unit'], (stage, output) => {
      started.push(stage);
      outputs[stage] = output;
      return new Promise((resolve) => (finish[stage] = () => resolve(0)));
    });
    await new Promise((resolve) => setImmediate(resolve));
    // Both began before either ended; the next step waits for the whole step.
    expect(started).toEqual(['typecheck', 'lint']);
    expect(outputs).toEqual({ typecheck: 'shown', lint: 'held' });
    finish.lint!();
    finish.typecheck!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['typecheck', 'lint', 'test:unit']);
    finish['test:unit']!();
    expect((await running).map((run) => [run.stage, run.step])).toEqual([
      ['typecheck', 0],
      ['lint', 0],
      ['test:unit', 1],
    ]);
  });

  it('stops after a step in which any script fails, once its others have ended', async () => {
    const ran: string[] = [];
    const runs = await runStages(['test:unit+browser:install', 'test:e2e'], async (stage) => {
      ran.push(stage);
      return stage === 'browser:install' ? 1 : 0;
    });
    expect(ran).toEqual(['test:unit', 'browser:install']);
    expect(runs.map((run) => run.exitCode)).toEqual([0, 1]);
  });

  it('prints each stage as minutes and seconds, what did not run, and the total', () => {
    const table = durationTable(
      [
        { stage: 'typecheck', step: 0, seconds: 41.25, exitCode: 0 },
        { stage: 'test:unit', step: 1, seconds: 605.5, exitCode: 1 },
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

  it('marks a script run at once with the line above, and counts a step for its longest script', () => {
    const table = durationTable([
      { stage: 'typecheck', step: 0, seconds: 18, exitCode: 0 },
      { stage: 'lint', step: 0, seconds: 35, exitCode: 0 },
      { stage: 'test:unit', step: 1, seconds: 350, exitCode: 0 },
      { stage: 'browser:install', step: 1, seconds: 40, exitCode: 0 },
    ]);
    expect(table.split('\n')).toEqual([
      'stage                m:ss.s',
      'typecheck            0:18.0  ok',
      '+ lint               0:35.0  ok',
      'test:unit            5:50.0  ok',
      '+ browser:install    0:40.0  ok',
      'total                6:25.0',
    ]);
  });
});
