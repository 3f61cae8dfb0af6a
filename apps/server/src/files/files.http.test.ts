import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  AUDIT_TRAIL,
  FILE_GRANTS,
  PASSWORD_HASHER,
  USER_CREDENTIALS,
  USERS,
  UNIT_OF_WORK,
  type AuditTrail,
  type FileGrants,
  type PasswordHasher,
  type UserCredentials,
  type Users,
  type UnitOfWork,
} from '@lease-portal/domain';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import { aBlankPdf, aSignedPdf } from '@lease-portal/domain/src/files/testing/pdf-builder';
import request from 'supertest';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { addApplication } from '@lease-portal/domain/src/lease-application/testing/stored-applications';

// The applicant's uploads as the running portal serves them: getSignedUrl → HTTP PUT → saveFile →
// getFileByUUID → download, as signed-in applicants of the demo organisations.

const AU = 'au.localhost:3000';
const NZ = 'nz.localhost:3000';
const PASSWORD = 'Lease2go!';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

let running: TestPortal;
const tokens: Record<string, string> = {};

async function aCustomer(id: string, orgId: string, host: string): Promise<void> {
  const { container } = running.portal;
  await container.get<Users>(USERS).add({
    id,
    orgId,
    firstName: 'Sam',
    lastName: 'Driver',
    email: `${id}@fleetco.example`,
    region: orgId === 'org-nz-demo' ? 'NZ' : 'AU',
    createdAt: '2026-05-01T00:00:00.000Z',
  });
  const hash = await container.get<PasswordHasher>(PASSWORD_HASHER).hash(PASSWORD);
  await container.get<UserCredentials>(USER_CREDENTIALS).setPasswordHash(id, hash);
  await addApplication(
    container.get<UnitOfWork>(UNIT_OF_WORK),
    { ...anApplication().ownedBy(id).build(), applicationId: `app-of-${id}`, orgId },
    { actor: 'system', action: 'application.created', at: '2026-05-01T00:00:00.000Z' },
  );
  const login = await graphql(
    host,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: `${id}@fleetco.example`, password: PASSWORD },
  );
  tokens[id] = login.body.data.login.token;
}

function graphql(host: string, query: string, variables: Record<string, unknown>, token?: string) {
  const call = request(running.base).post('/graphql').set('Host', host).send({ query, variables });
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
}

const GET_SIGNED_URL =
  'mutation ($file: FileInput!) { getSignedUrl(file: $file, shouldUpload: false) { uuid signedUrl fileName mimeType } }';
const SAVE_FILE =
  'mutation ($file: FileInput!) { saveFile(file: $file) { uuid signedUrl fileName mimeType } }';
const GET_FILE = 'mutation ($uuid: ID!) { getFileByUUID(uuid: $uuid) { uuid signedUrl fileName mimeType } }';

const statement = {
  fileName: 'Balance sheet 2025.pdf',
  mimeType: 'application/pdf',
  applicationId: 'app-of-ava',
};

async function signedUrl(file: Record<string, unknown> = statement, user = 'ava') {
  const answer = await graphql(AU, GET_SIGNED_URL, { file }, tokens[user]);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.getSignedUrl as { uuid: string; signedUrl: string };
}

const put = (url: string, bytes: Buffer, type = 'application/pdf') =>
  request(running.base).put(url).set('Content-Type', type).send(bytes);

async function storedFiles(): Promise<string[]> {
  return readdir(path.join(running.dataDir, 'files')).catch(() => []);
}

beforeAll(async () => {
  running = await startTestPortal('files');
  await aCustomer('ava', 'org-au-demo', AU);
  await aCustomer('ben', 'org-au-demo', AU);
  await aCustomer('nia', 'org-nz-demo', NZ);
}, 60_000);

afterAll(() => running?.stop(), 30_000);

describe('file uploads in the running portal', () => {
  it('uploads a statement, saves it and lets its owner download it as an attachment', async () => {
    const granted = await signedUrl();
    expect(granted.signedUrl).toMatch(/^\/files\/upload\/[\w-]+\.[\w-]+$/);
    expect(granted.signedUrl).not.toContain('Balance');
    expect((await put(granted.signedUrl, PDF)).status).toBe(200);

    const saved = await graphql(AU, SAVE_FILE, { file: { ...statement, uuid: granted.uuid } }, tokens.ava);
    expect(saved.body.data.saveFile).toEqual({
      uuid: granted.uuid,
      signedUrl: expect.stringMatching(/^\/files\/download\//),
      fileName: 'Balance sheet 2025.pdf',
      mimeType: 'application/pdf',
    });
    expect(await storedFiles()).toContain(granted.uuid);

    const read = await graphql(AU, GET_FILE, { uuid: granted.uuid }, tokens.ava);
    const url: string = read.body.data.getFileByUUID.signedUrl;
    const download = await request(running.base)
      .get(url)
      .set('Host', AU)
      .set('Authorization', `Bearer ${tokens.ava}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.body).toEqual(PDF);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Balance sheet 2025.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a PNG renamed .pdf, and HTML, SVG or an executable dressed as a PDF', async () => {
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)]);
    const before = await storedFiles();
    for (const bytes of [
      PNG,
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      elf,
    ]) {
      const upload = await put((await signedUrl()).signedUrl, bytes);
      expect({ status: upload.status, message: upload.body.message }).toEqual({
        status: 415,
        message: 'This file is not really a PDF: its content is another kind of file. Please choose a PDF.',
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses at once to grant an HTML or SVG upload', async () => {
    for (const file of [
      { fileName: 'page.html', mimeType: 'text/html' },
      { fileName: 'front.svg', mimeType: 'image/svg+xml', kind: 'driversLicence' },
    ]) {
      const answer = await graphql(AU, GET_SIGNED_URL, { file }, tokens.ava);
      expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('refuses a file over 10,240,000 bytes without storing it, declared or not', async () => {
    const tooBig = Buffer.concat([PDF, Buffer.alloc(10_240_001 - PDF.length)]);
    const before = await storedFiles();
    const upload = await put((await signedUrl()).signedUrl, tooBig);
    expect({ status: upload.status, message: upload.body.message }).toEqual({
      status: 413,
      message: 'File size should be under 10MB.',
    });
    const declared = await graphql(
      AU,
      GET_SIGNED_URL,
      { file: { ...statement, size: 10_240_001 } },
      tokens.ava,
    );
    expect(declared.body.errors[0].message).toBe('File size should be under 10MB.');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a tampered or expired signature', async () => {
    const { signedUrl: url } = await signedUrl();
    const [payload, signature] = url.replace('/files/upload/', '').split('.') as [string, string];
    const tampered = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('app-of-ava', 'app-of-ben'),
    ).toString('base64url');
    expect((await put(`/files/upload/${tampered}.${signature}`, PDF)).status).toBe(403);

    const grants = running.portal.container.get<FileGrants>(FILE_GRANTS);
    const grant = grants.verify(`${payload}.${signature}`)!;
    const expired = grants.sign({ ...grant, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await put(`/files/upload/${expired}`, PDF)).status).toBe(403);
  });

  it("keeps a file from anyone but its owner: another customer, another organisation's, or nobody", async () => {
    const granted = await signedUrl();
    await put(granted.signedUrl, PDF);
    await graphql(AU, SAVE_FILE, { file: { ...statement, uuid: granted.uuid } }, tokens.ava);
    const read = await graphql(AU, GET_FILE, { uuid: granted.uuid }, tokens.ava);
    const url: string = read.body.data.getFileByUUID.signedUrl;

    for (const [host, user] of [
      [AU, 'ben'],
      [NZ, 'nia'],
    ] as const) {
      const asked = await graphql(host, GET_FILE, { uuid: granted.uuid }, tokens[user]);
      expect(asked.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const saved = await graphql(
        host,
        SAVE_FILE,
        { file: { ...statement, applicationId: undefined, uuid: granted.uuid } },
        tokens[user],
      );
      expect(saved.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const fetched = await request(running.base)
        .get(url)
        .set('Host', host)
        .set('Authorization', `Bearer ${tokens[user]}`);
      expect(fetched.status).toBe(403);
    }
    expect((await request(running.base).get(url).set('Host', AU)).status).toBe(403);
    const toBens = await graphql(AU, GET_SIGNED_URL, { file: statement }, tokens.ben);
    expect(toBens.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('takes one PUT per grant: a replay is refused and the saved file keeps its bytes, audited once', async () => {
    const granted = await signedUrl();
    expect((await put(granted.signedUrl, PDF)).status).toBe(200);
    await graphql(AU, SAVE_FILE, { file: { ...statement, uuid: granted.uuid } }, tokens.ava);
    const swapped = Buffer.from('%PDF-1.7\n% another statement\ntrailer <<>>\n%%EOF\n');
    const replayed = await put(granted.signedUrl, swapped);
    expect({ status: replayed.status, message: replayed.body.message }).toEqual({
      status: 409,
      message: 'This upload link has been used already. Please upload the file again.',
    });
    expect(await downloaded(granted.uuid)).toEqual(PDF);
    const uploads = (await trail().ofApplication('app-of-ava')).filter(
      (entry) => entry.action === 'application.file.uploaded' && entry.details?.fileId === granted.uuid,
    );
    expect(uploads).toEqual([
      expect.objectContaining({
        actor: 'customer:ava',
        details: { kind: 'financialStatement', fileId: granted.uuid, sizeBytes: PDF.length },
      }),
    ]);
  });

  it('lets one of two PUTs sent together with the same grant store its bytes', async () => {
    const granted = await signedUrl();
    const other = Buffer.from('%PDF-1.7\n% the other body\ntrailer <<>>\n%%EOF\n');
    const answers = await Promise.all([put(granted.signedUrl, PDF), put(granted.signedUrl, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await graphql(AU, SAVE_FILE, { file: { ...statement, uuid: granted.uuid } }, tokens.ava);
    expect(await downloaded(granted.uuid)).toEqual(answers[0]!.status === 200 ? PDF : other);
  });

  it('keeps a signed document that shows something, and refuses a blank or broken one (decision 2030)', async () => {
    const signed = { ...statement, kind: 'signedDocument', fileName: 'Direct Debit signed.pdf' };
    const granted = await signedUrl(signed);
    expect((await put(granted.signedUrl, Buffer.from(aSignedPdf()))).status).toBe(200);
    const before = await storedFiles();
    for (const [bytes, message] of [
      [aBlankPdf(), 'This PDF has only blank pages. Please upload the signed document with its signatures.'],
      [PDF, 'This file cannot be opened as a PDF. Please upload the signed document.'],
    ] as const) {
      const refused = await put((await signedUrl(signed)).signedUrl, Buffer.from(bytes));
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 422, message });
    }
    expect(await storedFiles()).toEqual(before);
  });
});

const trail = () => running.portal.container.get<AuditTrail>(AUDIT_TRAIL);

/** The saved file's bytes, as its owner downloads them. */
async function downloaded(uuid: string): Promise<Buffer> {
  const read = await graphql(AU, GET_FILE, { uuid }, tokens.ava);
  const download = await request(running.base)
    .get(read.body.data.getFileByUUID.signedUrl)
    .set('Host', AU)
    .set('Authorization', `Bearer ${tokens.ava}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(download.status).toBe(200);
  return download.body as Buffer;
}
