import { randomBytes } from 'node:crypto';
import type { FileGrant } from '@lease-portal/domain';
import { HmacFileGrants } from './hmac-file-grants';

const grant: FileGrant = {
  purpose: 'upload',
  uuid: '3f1c',
  userId: 'user-1',
  orgId: 'org-au',
  applicationId: 'app-1',
  kind: 'driversLicence',
  contentType: 'image/png',
  expiresAt: '2026-05-04T09:15:00.000Z',
};

describe('HmacFileGrants', () => {
  const grants = new HmacFileGrants(randomBytes(32));

  it('verifies what it signed, as signed', () => {
    expect(grants.verify(grants.sign(grant))).toEqual(grant);
  });

  it('refuses a token with a changed payload or signature, or signed under another secret', () => {
    const token = grants.sign(grant);
    const [payload, signature] = token.split('.') as [string, string];
    const otherUser = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('user-1', 'user-2'),
    ).toString('base64url');
    expect(grants.verify(`${otherUser}.${signature}`)).toBeUndefined();
    expect(grants.verify(`${payload}.${signature.slice(0, -2)}AA`)).toBeUndefined();
    expect(grants.verify(`${payload}.`)).toBeUndefined();
    expect(grants.verify('garbage')).toBeUndefined();
    expect(new HmacFileGrants(randomBytes(32)).verify(token)).toBeUndefined();
  });

  it('carries no file name in the URL', () => {
    expect(Buffer.from(grants.sign(grant).split('.')[0]!, 'base64url').toString()).not.toMatch(/\.png|\.pdf/);
  });

  it('refuses a short secret', () => {
    expect(() => new HmacFileGrants(Buffer.alloc(16))).toThrow('at least 32 bytes');
  });
});
