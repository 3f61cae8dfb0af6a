import { spawn } from 'node:child_process';
import { scratchInMemory } from './scratch-in-memory';

/**
 * `npm test`: the steps in order, each one npm script or several joined by `+` that run at once,
 * stopping after the first step in which one fails, with its exit code; then a table of how long each
 * took, so a slow CI run says which stage grew. Of a step's scripts the first shows its output as it
 * comes; the others hold theirs until they end, so that no two logs interleave.
 *
 *   tsx tools/src/ci/run-stages.ts codegen:check+typecheck+lint+build:server+build:web+browser:install test:unit e2e rolling-restart
 */

export interface StageRun {
  stage: string;
  /** Which step it ran in: the scripts of one step ran at once. */
  step: number;
  seconds: number;
  exitCode: number;
}

export type StageOutput = 'shown' | 'held';
export type RunStage = (stage: string, output: StageOutput) => Promise<number>;

/** `npm run <stage>`, its output shown or held until it ends; answers its exit code (a signal counts as failing). */
export const npmRun: RunStage = (stage, output) =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', stage], {
      stdio: output === 'shown' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      resolve(code ?? (signal ? 1 : 0));
    });
  });

export const scriptsOf = (step: string): string[] => step.split('+');

export async function runStages(
  steps: readonly string[],
  run: RunStage = npmRun,
  now: () => number = performance.now.bind(performance),
): Promise<StageRun[]> {
  const runs: StageRun[] = [];
  for (const [step, scripts] of steps.map(scriptsOf).entries()) {
    const started = now();
    const ran = await Promise.all(
      scripts.map(async (stage, index) => {
        const exitCode = await run(stage, index === 0 ? 'shown' : 'held');
        return { stage, step, seconds: (now() - started) / 1000, exitCode };
      }),
    );
    runs.push(...ran);
    if (ran.some((stage) => stage.exitCode !== 0)) break;
  }
  return runs;
}

/**
 * One line a stage, in the order they ran, a `+` before one that ran at once with the line above, and
 * the total: each step counts for its longest script.
 */
export function durationTable(runs: readonly StageRun[], skipped: readonly string[] = []): string {
  const label = (run: StageRun, index: number) =>
    runs[index - 1]?.step === run.step ? `+ ${run.stage}` : run.stage;
  const labels = runs.map(label);
  const width = Math.max(5, ...labels.map((text) => text.length), ...skipped.map((stage) => stage.length));
  const clock = (seconds: number) =>
    `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(1).padStart(4, '0')}`.padStart(8);
  const lines = runs.map(
    (run, index) =>
      `${labels[index]!.padEnd(width)}  ${clock(run.seconds)}  ${run.exitCode === 0 ? 'ok' : `failed (exit ${run.exitCode})`}`,
  );
  for (const stage of skipped) lines.push(`${stage.padEnd(width)}  ${'-'.padStart(8)}  not run`);
  const longestOfStep = new Map<number, number>();
  for (const run of runs)
    longestOfStep.set(run.step, Math.max(longestOfStep.get(run.step) ?? 0, run.seconds));
  const total = [...longestOfStep.values()].reduce((sum, seconds) => sum + seconds, 0);
  return [
    `${'stage'.padEnd(width)}  ${'m:ss.s'.padStart(8)}`,
    ...lines,
    `${'total'.padEnd(width)}  ${clock(total)}`,
  ].join('\n');
}

async function main(steps: string[]): Promise<void> {
  const scratch = scratchInMemory(process.env);
  if (scratch) {
    process.env.TMPDIR = scratch;
    console.log(`Scratch files (TMPDIR) in memory: ${scratch}`);
  }
  const runs = await runStages(steps);
  const failed = runs.find((run) => run.exitCode !== 0);
  const reached = runs.length === 0 ? 0 : runs[runs.length - 1]!.step + 1;
  const skipped = steps.slice(reached).flatMap(scriptsOf);
  console.log(`\nStage durations\n${durationTable(runs, skipped)}`);
  process.exitCode = failed?.exitCode ?? 0;
}

if (require.main === module) void main(process.argv.slice(2));
