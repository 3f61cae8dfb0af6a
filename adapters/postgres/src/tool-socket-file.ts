import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the running portal says which loopback port serves its embedded database. */
export interface ToolSocketAddress {
  host: string;
  port: number;
  pid: number;
}

export const TOOL_SOCKET_FILE = 'pglite-socket.json';

export function toolSocketFile(dataDir: string): string {
  return path.join(dataDir, TOOL_SOCKET_FILE);
}

export async function writeToolSocketAddress(dataDir: string, address: ToolSocketAddress): Promise<void> {
  const file = toolSocketFile(dataDir);
  // Written aside and renamed, so a reader never sees half a file.
  await writeFile(`${file}.${address.pid}`, JSON.stringify(address), { mode: 0o600 });
  await rename(`${file}.${address.pid}`, file);
}

/** The address a live portal process wrote; undefined when none was written or its process is gone. */
export async function readLiveToolSocketAddress(dataDir: string): Promise<ToolSocketAddress | undefined> {
  let address: Partial<ToolSocketAddress>;
  try {
    address = JSON.parse(await readFile(toolSocketFile(dataDir), 'utf8')) as Partial<ToolSocketAddress>;
  } catch {
    return undefined;
  }
  const { host, port, pid } = address;
  if (typeof host !== 'string' || typeof port !== 'number' || typeof pid !== 'number') return undefined;
  return isRunning(pid) ? { host, port, pid } : undefined;
}

/** Removes the file only when it still names this process (a newer portal may have replaced it). */
export async function removeToolSocketAddress(dataDir: string, pid: number): Promise<void> {
  const current = await readLiveToolSocketAddress(dataDir);
  if (current?.pid === pid) await rm(toolSocketFile(dataDir), { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
