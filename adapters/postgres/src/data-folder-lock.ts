import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { link, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive, processStartTime } from './process-start-time';

/** Who owns a data folder: a portal, or the support tool opening the folder itself. */
export interface FolderOwner {
  kind: 'portal' | 'tool';
  pid: number;
  /** The owner's start time (processStartTime), so a reused process id is not taken for the owner. */
  startedAt?: string;
  /** Tells this ownership apart from any earlier one of the same process. */
  token: string;
}

export const LOCK_FILE = 'owner.lock';
const TAKEOVER_STALE_MS = 10_000;

export function lockFile(dataDir: string): string {
  return path.join(dataDir, LOCK_FILE);
}

/** Another live process owns the data folder. */
export class DataFolderInUse extends Error {
  override readonly name = 'DataFolderInUse';

  constructor(readonly owner: FolderOwner) {
    super(
      owner.kind === 'portal'
        ? `Another portal process (pid ${owner.pid}) owns the embedded database in this data folder; stop it first.`
        : `The support tool (pid ${owner.pid}) has the embedded database in this data folder open; wait for it to finish.`,
    );
  }
}

/**
 * Exactly one process may open an embedded data folder (decision 0211). The lock file appears
 * atomically, complete (written aside, then hard-linked: the link fails when the file exists), before
 * the database is opened. A lock whose process is gone, or whose id now names another process
 * (different start time), is stale and taken over under a second, short-lived lock, so two processes
 * finding the same stale lock cannot both take it.
 */
export class DataFolderLock {
  private constructor(
    private readonly dataDir: string,
    readonly owner: FolderOwner,
  ) {}

  static async acquire(dataDir: string, kind: FolderOwner['kind']): Promise<DataFolderLock> {
    const owner: FolderOwner = {
      kind,
      pid: process.pid,
      startedAt: await processStartTime(process.pid),
      token: randomUUID(),
    };
    const file = lockFile(dataDir);
    const aside = `${file}.${owner.token}`;
    await writeFile(aside, JSON.stringify(owner), { mode: 0o600 });
    try {
      for (;;) {
        try {
          await link(aside, file);
          return new DataFolderLock(dataDir, owner);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        const held = await readLock(file);
        if (held?.owner && (await isLive(held.owner))) throw new DataFolderInUse(held.owner);
        if (held) await removeStale(file, held.text);
      }
    } finally {
      await rm(aside, { force: true });
    }
  }

  /**
   * Removes the lock file if it is still this one (never a newer owner's). Synchronously, as the tool
   * socket's file: a stopping portal's thread pool may be taken by work of requests it cut off.
   */
  async release(): Promise<void> {
    const file = lockFile(this.dataDir);
    let held: Partial<FolderOwner> | undefined;
    try {
      held = JSON.parse(readFileSync(file, 'utf8')) as Partial<FolderOwner>;
    } catch {
      return; // gone, or damaged: not this one
    }
    if (held?.token === this.owner.token) rmSync(file, { force: true });
  }
}

/** The live owner of a data folder, if any. */
export async function liveFolderOwner(dataDir: string): Promise<FolderOwner | undefined> {
  const held = await readLock(lockFile(dataDir));
  return held?.owner && (await isLive(held.owner)) ? held.owner : undefined;
}

/** undefined: no lock file. owner undefined: a file that names no owner (damaged), hence stale. */
async function readLock(file: string): Promise<{ text: string; owner?: FolderOwner } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Partial<FolderOwner>;
    if (typeof owner.pid === 'number' && typeof owner.token === 'string' && owner.kind) {
      return { text, owner: owner as FolderOwner };
    }
  } catch {
    // damaged: stale
  }
  return { text };
}

async function isLive(owner: FolderOwner | undefined): Promise<boolean> {
  if (!owner || !isProcessAlive(owner.pid)) return false;
  if (owner.startedAt === undefined) return true;
  const startedAt = await processStartTime(owner.pid);
  // Unknown start time: the id alone decides.
  return startedAt === undefined || startedAt === owner.startedAt;
}

/** Removes a stale lock, unless someone else has replaced or removed it meanwhile. */
async function removeStale(file: string, staleText: string): Promise<void> {
  const takeover = `${file}.takeover`;
  try {
    await (await open(takeover, 'wx', 0o600)).close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process is taking over; its takeover lock is itself stale only if it died doing so.
    const since = await stat(takeover).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (since > TAKEOVER_STALE_MS) await rm(takeover, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 50));
    return;
  }
  try {
    const current = await readLock(file);
    if (current?.text === staleText) await rm(file, { force: true });
  } finally {
    await rm(takeover, { force: true });
  }
}
