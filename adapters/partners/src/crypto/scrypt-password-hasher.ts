import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { PasswordHasher } from '@lease-portal/domain';

export interface ScryptCost {
  /** CPU and memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/**
 * Decision 0702: one of OWASP's equivalent scrypt minimums (N=2^15, r=8, p=3): 32 MiB of memory a hash,
 * rather than the 128 MiB of N=2^17 at p=1, so a burst of logins cannot exhaust a replica's memory.
 */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * Hashes that may run at once. Each runs on libuv's thread pool (4 threads, shared with file reads and
 * DNS), and a process exits only once every hash queued there has run: a burst of 60 logins kept a
 * stopping portal alive for 10 s and more (decision 2025). The others wait here, where an exit drops them.
 */
export class HashingSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  async during<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // handed a slot on waking
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** One thread pool per process, so one set of slots: as many as the cores, leaving a thread for files. */
const hashingSlots = new HashingSlots(Math.max(1, Math.min(availableParallelism(), 3)));

const derive = (password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> =>
  hashingSlots.during(
    () =>
      new Promise((resolve, reject) => {
        const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );

/**
 * Passwords hashed with Node's scrypt and a random salt, stored as
 * `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url), so the cost can be raised without breaking old hashes.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: ScryptCost = DEFAULT_SCRYPT_COST) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, storedHash: string): Promise<boolean> {
    const parsed = parse(storedHash);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.cost);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }
}

function parse(storedHash: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key] = storedHash.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    scheme === 'scrypt' &&
    Number.isInteger(cost.N) &&
    cost.N > 1 &&
    cost.N <= 2 ** 20 &&
    (cost.N & (cost.N - 1)) === 0 &&
    Number.isInteger(cost.r) &&
    cost.r > 0 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p > 0 &&
    cost.p <= 16 &&
    !!salt &&
    !!key;
  if (!sane) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}
