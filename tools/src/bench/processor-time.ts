import { readFile } from 'node:fs/promises';

/** Linux reports CPU time in USER_HZ, 100 a second on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** User and system CPU of a live process and its children, in ms (0 for a process gone). */
export async function processorMsOfTree(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // After the command's name in parentheses: utime and stime are the 12th and 13th fields, in ticks.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * (1000 / CLOCK_TICKS_PER_SECOND);
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  let total = own;
  for (const child of children.split(' ').filter(Boolean)) total += await processorMsOfTree(Number(child));
  return total;
}
