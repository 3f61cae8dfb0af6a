import { ScryptPasswordHasher } from '@lease-portal/partners';

/**
 * Test support: the portal's own scrypt hasher at a cost of 1 MiB a hash instead of production's 32 MiB
 * (decision 0702), for tests whose subject is not hashing but that set a password to sign in with.
 * A stored hash carries its cost, so the portal's login verifies it at this cost too: some 5 ms a
 * login rather than 300 ms and more on a busy machine. Production's cost stays where it is.
 */
export const quickPasswordHasher = new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 });
