import { ScryptPasswordHasher } from '@lease-portal/partners';

/**
 * Test support: the portal's own scrypt hasher at a cost of 1 MiB a hash instead of production's 32 MiB
 * (decision 0702), given to a started portal (its `passwordHasher` start option) by a test whose
 * subject is not hashing. A stored hash carries its cost, so a login verifies it at this cost too:
 * milliseconds a login rather than 300 ms and more on a busy machine. Production's cost stays as it is.
 */
export const quickPasswordHasher = new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 });
