import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const RUN_FOLDER = /^lease-portal-e2e-(\d+)$/;

/** Whether a process of that id still runs (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Each run keeps its embedded database in a folder named after the runner's process, which the
 * portal still holds when the run ends; the next run removes the folders of runners that are gone.
 */
export default async function removeStaleDataFolders(): Promise<void> {
  const folders = await readdir(os.tmpdir()).catch(() => [] as string[]);
  for (const folder of folders) {
    const pid = Number(RUN_FOLDER.exec(folder)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    await rm(path.join(os.tmpdir(), folder), { recursive: true, force: true });
  }
}
