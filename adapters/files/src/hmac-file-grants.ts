import { createHmac, timingSafeEqual } from 'node:crypto';
import { isFileKind, type FileGrant, type FileGrants } from '@lease-portal/domain';

/**
 * Grants as `payload.signature`: the grant's fields as base64url JSON, and an HMAC-SHA256 of it under
 * the portal's secret. Anything altered fails the constant-time comparison. The payload holds ids and
 * a type, never a file name or anything else personal, since URLs end up in logs and histories.
 */
export class HmacFileGrants implements FileGrants {
  constructor(private readonly secret: Buffer) {
    if (secret.length < 32) throw new Error('The file URL secret must have at least 32 bytes.');
  }

  sign(grant: FileGrant): string {
    const payload = Buffer.from(
      JSON.stringify([
        grant.purpose,
        grant.uuid,
        grant.userId,
        grant.orgId,
        grant.applicationId,
        grant.kind,
        grant.contentType,
        grant.expiresAt,
      ]),
    ).toString('base64url');
    return `${payload}.${this.signatureOf(payload).toString('base64url')}`;
  }

  verify(token: string): FileGrant | undefined {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return undefined;
    const expected = this.signatureOf(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return grantOf(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown);
  }

  private signatureOf(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(payload).digest();
  }
}

function grantOf(fields: unknown): FileGrant | undefined {
  if (!Array.isArray(fields) || fields.length !== 8 || !fields.every((field) => typeof field === 'string')) {
    return undefined;
  }
  const [purpose, uuid, userId, orgId, applicationId, kind, contentType, expiresAt] = fields as string[];
  if ((purpose !== 'upload' && purpose !== 'download') || !isFileKind(kind!)) return undefined;
  return {
    purpose,
    uuid: uuid!,
    userId: userId!,
    orgId: orgId!,
    applicationId: applicationId!,
    kind,
    contentType: contentType!,
    expiresAt: expiresAt!,
  };
}
