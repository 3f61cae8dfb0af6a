import type { UploadedFile } from '@lease-portal/domain';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { PostgresUploadedFiles } from './postgres-uploaded-files';

/** Opening and migrating a fresh database takes seconds on a busy machine. */
const STARTUP_TIMEOUT_MS = 60_000;

function anUpload(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    uuid: uniqueId('file'),
    ownerUserId: 'user-1',
    orgId: 'org-au',
    applicationId: uniqueId('app'),
    kind: 'financialStatement',
    contentType: 'application/pdf',
    sizeBytes: 1234,
    uploadedAt: '2026-05-04T09:00:00.000Z',
    ...overrides,
  };
}

export function describeUploadedFiles(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresUploadedFiles on ${engine}`, () => {
    let db: Database;
    let files: PostgresUploadedFiles;

    beforeAll(async () => {
      db = await factory.open();
      files = new PostgresUploadedFiles(db);
    }, STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      if (db) await factory.dispose(db);
    }, STARTUP_TIMEOUT_MS);

    it('keeps an upload as recorded, without a name until it is saved', async () => {
      const upload = anUpload();
      await files.recordUpload(upload);
      expect(await files.ofId(upload.uuid)).toEqual(upload);
      expect(await files.ofId('unknown')).toBeUndefined();
    });

    it('records the name and time of saving, and a later upload under the same id keeps them', async () => {
      const upload = anUpload();
      await files.recordUpload(upload);
      await files.markSaved(upload.uuid, 'Balance sheet 2025.pdf', '2026-05-04T09:01:00.000Z');
      await files.recordUpload({ ...upload, sizeBytes: 99, uploadedAt: '2026-05-04T09:02:00.000Z' });
      expect(await files.ofId(upload.uuid)).toEqual({
        ...upload,
        sizeBytes: 99,
        uploadedAt: '2026-05-04T09:02:00.000Z',
        fileName: 'Balance sheet 2025.pdf',
        savedAt: '2026-05-04T09:01:00.000Z',
      });
    });

    it('counts the saved files of an application and kind only', async () => {
      const applicationId = uniqueId('app');
      const saved = [anUpload({ applicationId }), anUpload({ applicationId })];
      const others = [
        anUpload({ applicationId }),
        anUpload({ applicationId, kind: 'driversLicence', contentType: 'image/png' }),
        anUpload(),
      ];
      for (const upload of [...saved, ...others]) await files.recordUpload(upload);
      for (const upload of [...saved, others[1]!, others[2]!]) {
        await files.markSaved(upload.uuid, 'x.pdf', '2026-05-04T09:01:00.000Z');
      }
      expect(await files.countSaved(applicationId, 'financialStatement')).toBe(2);
      expect(await files.countSaved(applicationId, 'driversLicence')).toBe(1);
      expect(await files.countSaved(applicationId, 'signedDocument')).toBe(0);
      expect(await files.countSaved(applicationId, 'financialStatement', saved[0]!.ownerUserId)).toBe(
        saved.filter((upload) => upload.ownerUserId === saved[0]!.ownerUserId).length,
      );
      expect(await files.countSaved(applicationId, 'financialStatement', 'nobody')).toBe(0);
    });

    it('refuses a kind outside the journey’s', async () => {
      await expect(files.recordUpload(anUpload({ kind: 'passport' as never }))).rejects.toThrow();
    });
  });
}
