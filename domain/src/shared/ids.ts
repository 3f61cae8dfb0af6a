/** Identifier generation is a port so tests can predict ids. */
export interface Ids {
  next(): string;
}
export const IDS = Symbol('Ids');
