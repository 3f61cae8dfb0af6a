import type { FileKind } from './file-kinds';

/**
 * What a signed URL allows: one upload of one file, or one file's download, to one user, until a time.
 * The grant is the upload's authority (the PUT carries no session), so it binds the user, their
 * organisation, the application, the kind and the declared type.
 */
export interface FileGrant {
  purpose: 'upload' | 'download';
  uuid: string;
  userId: string;
  orgId: string;
  applicationId: string;
  kind: FileKind;
  /** The accepted type the upload must turn out to be (its `detectedAs`). */
  contentType: string;
  expiresAt: string;
}

/** Signs grants into URL-safe tokens and checks tokens back into grants. */
export interface FileGrants {
  sign(grant: FileGrant): string;
  /** The grant the token carries when its signature is ours; undefined for anything tampered with. */
  verify(token: string): FileGrant | undefined;
}
export const FILE_GRANTS = Symbol('FileGrants');

/** Decision 1600: long enough for a 10 MB upload on a slow phone link, short enough to be useless later. */
export const UPLOAD_GRANT_MINUTES = 15;
export const DOWNLOAD_GRANT_MINUTES = 5;

export function grantAt(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** A grant of the purpose, still valid at `now`. */
export function isValidGrant(
  grant: FileGrant | undefined,
  purpose: FileGrant['purpose'],
  now: Date,
): grant is FileGrant {
  return grant !== undefined && grant.purpose === purpose && Date.parse(grant.expiresAt) > now.getTime();
}
