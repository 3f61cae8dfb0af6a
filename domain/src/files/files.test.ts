import { anAccountsWorld } from '../accounts/testing/accounts-world';
import { anApplication } from '../application/vehicle-application.builder';
import type { User } from '../accounts/user';
import {
  MAX_FILE_BYTES,
  MAX_FILES_PER_KIND,
  MAX_LICENCE_FILES_PER_APPLICANT,
  acceptedTypeFor,
} from './file-kinds';
import { readAtMost } from './accept-upload';
import { aFilesWorld } from './testing/files-world';
import { SIGNED_DOCUMENT_PAGES_LOOKED_AT } from './signed-document-content';
import { HTML_BYTES, PDF_BYTES, PNG_BYTES } from './testing/in-memory-files';
import { aSignedPdf } from './testing/pdf-builder';

async function aWorld() {
  const accounts = anAccountsWorld();
  const owner = await accounts.aCustomer({ id: 'owner', orgId: 'org-au' });
  const stranger = await accounts.aCustomer({ id: 'stranger', orgId: 'org-au' });
  accounts.applications.add({
    ...anApplication().ownedBy(owner.id).build(),
    applicationId: 'app-1',
    orgId: 'org-au',
  });
  return { accounts, owner, stranger, world: aFilesWorld(accounts) };
}

async function* chunks(...parts: Uint8Array[]) {
  for (const part of parts) yield part;
}

const aStatement = (user: User) => ({
  user,
  applicationId: 'app-1',
  kind: 'financialStatement' as const,
  fileName: 'Balance sheet 2025.pdf',
  mimeType: 'application/pdf',
  size: PDF_BYTES.length,
});

async function uploaded(world: Awaited<ReturnType<typeof aWorld>>['world'], user: User, bytes = PDF_BYTES) {
  const grant = await world.issueUploadGrant.execute(aStatement(user));
  if (!grant.ok) throw grant.error;
  const accepted = await world.acceptUpload.execute(grant.value.token, chunks(bytes));
  return { grant: grant.value, accepted };
}

describe('accepted types', () => {
  it('takes a type by the declared type and the name together, per kind', () => {
    expect(acceptedTypeFor('driversLicence', 'front.JPG', 'image/jpeg')?.detectedAs).toBe('image/jpeg');
    expect(acceptedTypeFor('signedDocument', 'mla.png', 'image/png')).toBeUndefined();
    expect(acceptedTypeFor('financialStatement', 'x.pdf', 'image/png')).toBeUndefined();
    expect(acceptedTypeFor('driversLicence', 'card.svg', 'image/svg+xml')).toBeUndefined();
    expect(acceptedTypeFor('financialStatement', 'statement', 'application/pdf')).toBeUndefined();
  });
});

describe('upload grants', () => {
  it('grants an upload of an accepted type to an applicant of the application', async () => {
    const { world, owner } = await aWorld();
    const grant = await world.issueUploadGrant.execute(aStatement(owner));
    expect(grant).toEqual({
      ok: true,
      value: { uuid: 'file-1', token: 'grant-1', contentType: 'application/pdf' },
    });
    expect(world.grants.verify('grant-1')).toMatchObject({
      purpose: 'upload',
      userId: 'owner',
      applicationId: 'app-1',
      kind: 'financialStatement',
      expiresAt: '2026-05-04T09:15:00.000Z',
    });
  });

  it("refuses someone else's application, a declared size over the limit and a type the kind does not take", async () => {
    const { world, owner, stranger } = await aWorld();
    const refused = async (request: Parameters<typeof world.issueUploadGrant.execute>[0]) => {
      const result = await world.issueUploadGrant.execute(request);
      return result.ok ? 'granted' : result.error.message;
    };
    expect(await refused(aStatement(stranger))).toBe('You do not have access to this.');
    expect(await refused({ ...aStatement(owner), size: MAX_FILE_BYTES + 1 })).toBe(
      'File size should be under 10MB.',
    );
    expect(await refused({ ...aStatement(owner), size: MAX_FILE_BYTES })).toBe('granted');
    expect(await refused({ ...aStatement(owner), fileName: 'page.html', mimeType: 'text/html' })).toBe(
      'This type of file cannot be uploaded here.',
    );
  });

  it(`refuses an eleventh saved file of a kind, but not of another kind`, async () => {
    const { world, owner } = await aWorld();
    for (let count = 0; count < MAX_FILES_PER_KIND; count++) {
      const { grant } = await uploaded(world, owner);
      expect(
        (await world.saveFile.execute({ user: owner, uuid: grant.uuid, fileName: `s${count}.pdf` })).ok,
      ).toBe(true);
    }
    const eleventh = await world.issueUploadGrant.execute(aStatement(owner));
    expect(eleventh.ok || eleventh.error.code).toBe('NOT_ALLOWED');
    const licence = await world.issueUploadGrant.execute({
      ...aStatement(owner),
      kind: 'driversLicence',
      fileName: 'front.png',
      mimeType: 'image/png',
    });
    expect(licence.ok).toBe(true);
  });

  it("grants and saves an eleventh licence image, and bounds each applicant's own licence images", async () => {
    const { world, owner } = await aWorld();
    const aLicence = (user: User) => ({
      ...aStatement(user),
      kind: 'driversLicence' as const,
      fileName: 'front.png',
      mimeType: 'image/png',
      size: PNG_BYTES.length,
    });
    for (let count = 0; count < MAX_LICENCE_FILES_PER_APPLICANT; count++) {
      const grant = await world.issueUploadGrant.execute(aLicence(owner));
      if (!grant.ok) throw grant.error;
      expect((await world.acceptUpload.execute(grant.value.token, chunks(PNG_BYTES))).ok).toBe(true);
      const saved = await world.saveFile.execute({
        user: owner,
        uuid: grant.value.uuid,
        fileName: 'front.png',
      });
      expect(saved.ok).toBe(true);
    }
    expect(MAX_LICENCE_FILES_PER_APPLICANT).toBeGreaterThan(MAX_FILES_PER_KIND);
    const over = await world.issueUploadGrant.execute(aLicence(owner));
    expect(over.ok || over.error.details?.reason).toBe('TOO_MANY');
    // Licence images leave the application's statements their own ten.
    expect((await world.issueUploadGrant.execute(aStatement(owner))).ok).toBe(true);
  });
});

describe('accepting an upload', () => {
  it('stores the bytes under the random id and records them as the grant user’s', async () => {
    const { world, owner } = await aWorld();
    const { accepted } = await uploaded(world, owner);
    expect(accepted).toEqual({
      ok: true,
      value: expect.objectContaining({
        uuid: 'file-1',
        ownerUserId: 'owner',
        contentType: 'application/pdf',
      }),
    });
    expect(world.storage.stored.get('file-1')).toEqual(PDF_BYTES);
  });

  it('refuses bytes that are not the granted type (a PNG named .pdf, HTML) or none, saying why, storing nothing', async () => {
    const { world, owner } = await aWorld();
    for (const bytes of [PNG_BYTES, HTML_BYTES]) {
      const { accepted } = await uploaded(world, owner, bytes);
      expect(accepted.ok || accepted.error.message).toBe(
        'This file is not really a PDF: its content is another kind of file. Please choose a PDF.',
      );
    }
    const { accepted: empty } = await uploaded(world, owner, new Uint8Array());
    expect(empty.ok || empty.error.message).toBe('This file is empty. Please choose the file again.');
    expect(world.storage.stored.size).toBe(0);
    expect(world.files.stored.size).toBe(0);
  });

  it('stops reading a body past the limit and stores nothing', async () => {
    const { world, owner } = await aWorld();
    const grant = await world.issueUploadGrant.execute(aStatement(owner));
    if (!grant.ok) throw grant.error;
    let read = 0;
    async function* endless() {
      yield PDF_BYTES;
      for (;;) {
        read++;
        yield new Uint8Array(1_000_000);
      }
    }
    const accepted = await world.acceptUpload.execute(grant.value.token, endless());
    expect(accepted.ok || accepted.error.message).toBe('File size should be under 10MB.');
    expect(read).toBe(11);
    expect(world.storage.stored.size).toBe(0);
  });

  it('refuses an expired, unknown or download grant', async () => {
    const { world, owner, accounts } = await aWorld();
    const grant = await world.issueUploadGrant.execute(aStatement(owner));
    if (!grant.ok) throw grant.error;
    accounts.clock.advanceMinutes(15);
    expect((await world.acceptUpload.execute(grant.value.token, chunks(PDF_BYTES))).ok).toBe(false);
    expect((await world.acceptUpload.execute('grant-99', chunks(PDF_BYTES))).ok).toBe(false);
    expect(world.storage.stored.size).toBe(0);
  });
});

describe('a grant works once (decision 2030)', () => {
  it('refuses a second PUT with the same grant, keeping the bytes and record of the first', async () => {
    const { world, owner } = await aWorld();
    const { grant, accepted } = await uploaded(world, owner);
    expect(accepted.ok).toBe(true);
    const replayed = await world.acceptUpload.execute(grant.token, chunks(aSignedPdf()));
    expect(replayed).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'NOT_ALLOWED',
        message: 'This upload link has been used already. Please upload the file again.',
      }),
    });
    expect(world.storage.stored.get(grant.uuid)).toEqual(PDF_BYTES);
    expect(world.files.stored.get(grant.uuid)?.sizeBytes).toBe(PDF_BYTES.length);
  });

  it('lets only one of two PUTs at once with the same grant store its bytes', async () => {
    const { world, owner } = await aWorld();
    const grant = await world.issueUploadGrant.execute(aStatement(owner));
    if (!grant.ok) throw grant.error;
    const other = new TextEncoder().encode('%PDF-1.7\n% the other body\n%%EOF\n');
    const answers = await Promise.all([
      world.acceptUpload.execute(grant.value.token, chunks(PDF_BYTES)),
      world.acceptUpload.execute(grant.value.token, chunks(other)),
    ]);
    expect(answers.map((answer) => answer.ok).sort()).toEqual([false, true]);
    const won = answers[0]!.ok ? PDF_BYTES : other;
    expect(world.storage.stored.get(grant.value.uuid)).toEqual(won);
    expect(world.files.stored.get(grant.value.uuid)?.sizeBytes).toBe(won.length);
  });

  it('uses the grant only when the bytes are stored: a refused body leaves it for the upload', async () => {
    const { world, owner } = await aWorld();
    const grant = await world.issueUploadGrant.execute(aStatement(owner));
    if (!grant.ok) throw grant.error;
    expect((await world.acceptUpload.execute(grant.value.token, chunks(PNG_BYTES))).ok).toBe(false);
    expect((await world.acceptUpload.execute(grant.value.token, chunks(PDF_BYTES))).ok).toBe(true);
  });

  it('writes every stored upload in the trail: the customer, the kind, the id and the size, never the name', async () => {
    const { world, owner } = await aWorld();
    const { grant } = await uploaded(world, owner);
    expect(world.files.entries).toEqual([
      {
        actor: `customer:${owner.id}`,
        action: 'application.file.uploaded',
        applicationId: 'app-1',
        at: '2026-05-04T09:00:00.000Z',
        details: { kind: 'financialStatement', fileId: grant.uuid, sizeBytes: PDF_BYTES.length },
      },
    ]);
  });
});

describe('a signed document is checked on arrival (decision 2030)', () => {
  const aSignedDocument = (user: User) => ({
    ...aStatement(user),
    kind: 'signedDocument' as const,
    fileName: 'Master Lease Agreement signed.pdf',
  });

  async function uploadSigned(world: Awaited<ReturnType<typeof aWorld>>['world'], user: User) {
    const grant = await world.issueUploadGrant.execute(aSignedDocument(user));
    if (!grant.ok) throw grant.error;
    return world.acceptUpload.execute(grant.value.token, chunks(aSignedPdf()));
  }

  it('keeps a PDF whose pages show something, looking at the first 50 pages', async () => {
    const { world, owner } = await aWorld();
    expect((await uploadSigned(world, owner)).ok).toBe(true);
    expect(world.pdfReader.asked).toEqual([SIGNED_DOCUMENT_PAGES_LOOKED_AT]);
    expect(SIGNED_DOCUMENT_PAGES_LOOKED_AT).toBe(50);
  });

  it.each([
    [undefined, 'This file cannot be opened as a PDF. Please upload the signed document.'],
    [{ pageCount: 0 }, 'This PDF has no pages. Please upload the signed document.'],
    [
      { pageCount: 4 },
      'This PDF has only blank pages. Please upload the signed document with its signatures.',
    ],
  ])('refuses a PDF read as %j with its message, and stores nothing', async (facts, message) => {
    const { world, owner } = await aWorld();
    world.pdfReader.answer = facts;
    const refused = await uploadSigned(world, owner);
    expect(refused).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'BAD_INPUT', message }),
    });
    expect(world.storage.stored.size).toBe(0);
    expect(world.files.stored.size).toBe(0);
    expect(world.files.entries).toEqual([]);
  });

  it('reads only signed documents: statements and licences are kept by their type alone', async () => {
    const { world, owner } = await aWorld();
    world.pdfReader.answer = undefined;
    expect((await uploaded(world, owner)).accepted.ok).toBe(true);
    expect(world.pdfReader.asked).toEqual([]);
  });
});

describe('saving and reading a file', () => {
  it('lets only the owner save, read and download it', async () => {
    const { world, owner, stranger } = await aWorld();
    const { grant } = await uploaded(world, owner);
    expect((await world.saveFile.execute({ user: stranger, uuid: grant.uuid, fileName: 'x.pdf' })).ok).toBe(
      false,
    );
    const saved = await world.saveFile.execute({ user: owner, uuid: grant.uuid, fileName: ' Balance.pdf ' });
    if (!saved.ok) throw saved.error;
    expect(saved.value.file).toMatchObject({ fileName: 'Balance.pdf', savedAt: '2026-05-04T09:00:00.000Z' });
    // The trail names the customer, the kind and the file's id, never the name they gave it.
    expect(world.audit).toEqual([
      {
        actor: `customer:${owner.id}`,
        action: 'application.file.saved',
        applicationId: saved.value.file.applicationId,
        at: '2026-05-04T09:00:00.000Z',
        details: { kind: saved.value.file.kind, fileId: grant.uuid },
      },
    ]);
    expect(JSON.stringify(world.audit)).not.toContain('Balance');

    expect((await world.getFile.execute(stranger, grant.uuid)).ok).toBe(false);
    expect((await world.getFile.execute({ ...owner, orgId: 'org-nz' }, grant.uuid)).ok).toBe(false);
    const read = await world.getFile.execute(owner, grant.uuid);
    if (!read.ok) throw read.error;

    expect((await world.downloadFile.execute(read.value.downloadToken, stranger)).ok).toBe(false);
    expect((await world.downloadFile.execute(read.value.downloadToken, undefined)).ok).toBe(false);
    expect((await world.downloadFile.execute(grant.token, owner)).ok).toBe(false);
    const download = await world.downloadFile.execute(read.value.downloadToken, owner);
    expect(download.ok && download.value.bytes).toEqual(PDF_BYTES);
  });

  it('answers the same for an unknown file and for a file not uploaded yet', async () => {
    const { world, owner } = await aWorld();
    const grant = await world.issueUploadGrant.execute(aStatement(owner));
    if (!grant.ok) throw grant.error;
    const unknown = await world.getFile.execute(owner, 'nope');
    const notUploaded = await world.saveFile.execute({
      user: owner,
      uuid: grant.value.uuid,
      fileName: 'a.pdf',
    });
    expect(!unknown.ok && !notUploaded.ok && [unknown.error.code, notUploaded.error.code]).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
  });
});

describe('reading a body', () => {
  it('joins the chunks of a body within the limit', async () => {
    expect(await readAtMost(chunks(new Uint8Array([1, 2]), new Uint8Array([3])), 3)).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    expect(await readAtMost(chunks(new Uint8Array([1, 2]), new Uint8Array([3])), 2)).toBeUndefined();
  });
});
