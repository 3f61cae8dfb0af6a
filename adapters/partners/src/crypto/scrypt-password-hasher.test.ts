import { HashingSlots, ScryptPasswordHasher } from './scrypt-password-hasher';

// A low cost keeps the test fast; the format and the checks are the same at any cost.
const hasher = new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 });

describe('ScryptPasswordHasher', () => {
  it('verifies the password it hashed, and no other', async () => {
    const stored = await hasher.hash('Lease2go!');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await hasher.verify('Lease2go!', stored)).toBe(true);
    expect(await hasher.verify('Lease2go?', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Lease2go!')).not.toBe(await hasher.hash('Lease2go!'));
  });

  it('reads the cost from the stored hash, so raising the cost keeps old hashes working', async () => {
    const old = await hasher.hash('Lease2go!');
    expect(await new ScryptPasswordHasher({ N: 2048, r: 8, p: 1 }).verify('Lease2go!', old)).toBe(true);
  });

  it('hashes with the default cost', async () => {
    const stored = await new ScryptPasswordHasher().hash('Lease2go!');
    expect(stored.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(await new ScryptPasswordHasher().verify('Lease2go!', stored)).toBe(true);
  });

  it.each(['', 'plain:Lease2go!', 'scrypt$3$8$1$abc$def', 'scrypt$1024$8$1$$', 'bcrypt$2b$10$x'])(
    'refuses stored text that is not its hash: %p',
    async (stored) => {
      expect(await hasher.verify('Lease2go!', stored)).toBe(false);
    },
  );

  it('treats the same text in two Unicode forms as one password', async () => {
    const stored = await hasher.hash('Café2go!x');
    expect(await hasher.verify('Cafe\u03012go!x', stored)).toBe(true);
  });
});

describe('the hashing slots', () => {
  it('run at most their size at once and keep the others waiting in turn, where an exit drops them', async () => {
    const slots = new HashingSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const hashes = Array.from({ length: 60 }, (_, n) =>
      slots.during(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        order.push(n);
        running -= 1;
      }),
    );
    await Promise.all(hashes);
    expect(most).toBe(2);
    expect(order).toHaveLength(60);
  });

  it('free their slot when a hash fails', async () => {
    const slots = new HashingSlots(1);
    await expect(slots.during(() => Promise.reject(new Error('bad parameters')))).rejects.toThrow();
    await expect(slots.during(async () => 'next')).resolves.toBe('next');
  });
});
