/**
 * Where the bytes of uploaded files live, by an opaque key. A put is all or nothing: a crash never
 * leaves half a file under a key. A put never replaces: a key that holds bytes keeps them, and a
 * second put under it throws (decision 2030).
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}
export const FILE_STORAGE = Symbol('FileStorage');

/** What the bytes are, by their content (magic numbers), never by a name: a MIME type or undefined. */
export interface ContentSniffer {
  typeOf(bytes: Uint8Array): Promise<string | undefined>;
}
export const CONTENT_SNIFFER = Symbol('ContentSniffer');
