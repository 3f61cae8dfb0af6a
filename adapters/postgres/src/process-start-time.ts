import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * When a process started, as the system tells it: with its id, this names one process even when ids
 * are reused (in a container the portal is always pid 1). Undefined when the process is gone or the
 * system cannot tell (then callers judge by the id alone).
 */
export async function processStartTime(pid: number): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ? `boot+${fields[19]}` : undefined;
  } catch {
    // No /proc (macOS): ask ps, which prints nothing for a process that is gone.
  }
  try {
    const { stdout } = await run('ps', ['-o', 'lstart=', '-p', String(pid)], { timeout: 5_000 });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id exists (EPERM: it does, but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
