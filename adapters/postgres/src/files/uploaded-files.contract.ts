import type { UploadedFile } from '@lease-portal/domain';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { PostgresAuditTrail } from '../postgres-audit-trail';
import { anAuditEntry, uniqueId } from '../testing/builders';
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
    let trail: PostgresAuditTrail;

    beforeAll(async () => {
      db = await factory.open();
      files = new PostgresUploadedFiles(db);
      trail = new PostgresAuditTrail(db);
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

    it('records the name and time of saving, and refuses a second record under the same id', async () => {
      const upload = anUpload();
      await files.recordUpload(upload);
      await files.markSaved(upload.uuid, 'Balance sheet 2025.pdf', '2026-05-04T09:01:00.000Z');
      await expect(
        files.recordUpload({ ...upload, sizeBytes: 99, uploadedAt: '2026-05-04T09:02:00.000Z' }),
      ).rejects.toThrow();
      expect(await files.ofId(upload.uuid)).toEqual({
        ...upload,
        fileName: 'Balance sheet 2025.pdf',
        savedAt: '2026-05-04T09:01:00.000Z',
      });
    });

    it('lets a grant be used once, also by two uploads at the same moment (decision 2030)', async () => {
      const [once, twice] = [uniqueId('file'), uniqueId('file')];
      expect(await files.claimUpload(once, '2026-05-04T09:00:00.000Z')).toBe(true);
      expect(await files.claimUpload(once, '2026-05-04T09:00:01.000Z')).toBe(false);
      const together = await Promise.all(
        Array.from({ length: 4 }, () => files.claimUpload(twice, '2026-05-04T09:00:00.000Z')),
      );
      expect(together.filter(Boolean)).toHaveLength(1);
    });

    it('writes an upload and its audit entry together, and neither when the record is refused', async () => {
      const upload = anUpload();
      const entry = anAuditEntry({
        action: 'application.file.uploaded',
        applicationId: upload.applicationId,
        details: { kind: upload.kind, fileId: upload.uuid, sizeBytes: upload.sizeBytes },
      });
      await files.recordUpload(upload, entry);
      await expect(files.recordUpload({ ...upload, sizeBytes: 99 }, entry)).rejects.toThrow();
      expect(await trail.ofApplication(upload.applicationId)).toEqual([entry]);
      expect((await files.ofId(upload.uuid))?.sizeBytes).toBe(upload.sizeBytes);
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
