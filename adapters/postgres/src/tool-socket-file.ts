import { readFileSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { liveFolderOwner, type FolderOwner } from './data-folder-lock';

/** Where and how the running portal serves its embedded database to the support tool. */
export interface ToolSocketAddress {
  host: string;
  port: number;
  pid: number;
  /** The folder lock's token: the address is current only while that lock is (decision 0211). */
  token: string;
  /** Required by the socket; the file is readable by the folder's owner only (decision 0212). */
  password: string;
}

export const TOOL_SOCKET_FILE = 'pglite-socket.json';

export function toolSocketFile(dataDir: string): string {
  return path.join(dataDir, TOOL_SOCKET_FILE);
}

export async function writeToolSocketAddress(dataDir: string, address: ToolSocketAddress): Promise<void> {
  const file = toolSocketFile(dataDir);
  // Written aside (owner-only from the start: it holds the password) and renamed, so a reader never
  // sees half a file.
  const aside = `${file}.${address.token}`;
  await writeFile(aside, JSON.stringify(address), { mode: 0o600 });
  await rename(aside, file);
}

/** The address the folder's current owner wrote; undefined when it wrote none (or an older one is left). */
export async function readToolSocketAddress(
  dataDir: string,
  owner: FolderOwner,
): Promise<ToolSocketAddress | undefined> {
  let address: Partial<ToolSocketAddress>;
  try {
    address = JSON.parse(await readFile(toolSocketFile(dataDir), 'utf8')) as Partial<ToolSocketAddress>;
  } catch {
    return undefined;
  }
  const { host, port, pid, token, password } = address;
  if (typeof host !== 'string' || typeof port !== 'number' || typeof password !== 'string') return undefined;
  return pid === owner.pid && token === owner.token ? { host, port, pid, token, password } : undefined;
}

/**
 * Removes the file only when it is this owner's (a newer portal may have replaced it). Synchronously:
 * when a portal stops, the thread pool may be busy for seconds with password hashes of requests it
 * already cut off, and this small file must not wait behind them (decision 2025).
 */
export async function removeToolSocketAddress(dataDir: string, owner: FolderOwner): Promise<void> {
  const file = toolSocketFile(dataDir);
  let address: Partial<ToolSocketAddress>;
  try {
    address = JSON.parse(readFileSync(file, 'utf8')) as Partial<ToolSocketAddress>;
  } catch {
    return;
  }
  if (address.pid === owner.pid && address.token === owner.token) rmSync(file, { force: true });
}

/** The socket of the portal that owns the folder now, if it serves one. */
export async function readLiveToolSocketAddress(dataDir: string): Promise<ToolSocketAddress | undefined> {
  const owner = await liveFolderOwner(dataDir);
  return owner?.kind === 'portal' ? readToolSocketAddress(dataDir, owner) : undefined;
}
