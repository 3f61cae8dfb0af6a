import { spawn } from 'node:child_process';

/**
 * `npm test`: the stages in order, each an npm script, stopping at the first that fails with its exit
 * code, then a table of how long each took, so a slow CI run says which stage grew.
 *
 *   tsx tools/src/ci/run-stages.ts codegen:check typecheck lint test:unit test:e2e
 */

export interface StageRun {
  stage: string;
  seconds: number;
  exitCode: number;
}

export type RunStage = (stage: string) => Promise<number>;

/** `npm run <stage>` with this terminal; answers its exit code (a signal counts as failing). */
export const npmRun: RunStage = (stage) =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', stage], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

export async function runStages(
  stages: readonly string[],
  run: RunStage = npmRun,
  now: () => number = performance.now.bind(performance),
): Promise<StageRun[]> {
  const runs: StageRun[] = [];
  for (const stage of stages) {
    const started = now();
    const exitCode = await run(stage);
    runs.push({ stage, seconds: (now() - started) / 1000, exitCode });
    if (exitCode !== 0) break;
  }
  return runs;
}

/** One line a stage, in the order they ran, and the total. */
export function durationTable(runs: readonly StageRun[], skipped: readonly string[] = []): string {
  const width = Math.max(5, ...runs.map((run) => run.stage.length), ...skipped.map((stage) => stage.length));
  const clock = (seconds: number) =>
    `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(1).padStart(4, '0')}`.padStart(8);
  const lines = runs.map(
    (run) =>
      `${run.stage.padEnd(width)}  ${clock(run.seconds)}  ${run.exitCode === 0 ? 'ok' : `failed (exit ${run.exitCode})`}`,
  );
  for (const stage of skipped) lines.push(`${stage.padEnd(width)}  ${'-'.padStart(8)}  not run`);
  const total = runs.reduce((sum, run) => sum + run.seconds, 0);
  return [
    `${'stage'.padEnd(width)}  ${'m:ss.s'.padStart(8)}`,
    ...lines,
    `${'total'.padEnd(width)}  ${clock(total)}`,
  ].join('\n');
}

async function main(stages: string[]): Promise<void> {
  const runs = await runStages(stages);
  const failed = runs.find((run) => run.exitCode !== 0);
  console.log(`\nStage durations\n${durationTable(runs, stages.slice(runs.length))}`);
  process.exitCode = failed?.exitCode ?? 0;
}

if (require.main === module) void main(process.argv.slice(2));
