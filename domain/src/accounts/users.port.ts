import type { User } from './user';

export interface Users {
  ofId(id: string): Promise<User | undefined>;
  /** E-mail is unique within an organisation, compared case-insensitively. */
  ofEmail(orgId: string, email: string): Promise<User | undefined>;
  add(user: User): Promise<void>;
  update(user: User): Promise<void>;
}
export const USERS = Symbol('Users');
