import type { SandboxScanJourney, SandboxScanSide } from '@lease-portal/domain';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { withTestDatabase } from '../testing/test-database';
import { PostgresSandboxIdentityScanStore } from './postgres-sandbox-identity-scan-store';

const aJourney = (journeyId = uniqueId('journey')): SandboxScanJourney => ({
  journeyId,
  reference: `app-1:primary:${journeyId}`,
  region: 'AU',
  journeyDefinitionId: 'sandbox-au-driver-licence',
  scanningTokenDigest: `scan-digest-${journeyId}`,
  investigationTokenDigest: `inv-digest-${journeyId}`,
  initiatedAt: '2026-11-24T09:00:00.000Z',
});

const aSide = (journeyId: string, overrides: Partial<SandboxScanSide> = {}): SandboxScanSide => ({
  journeyId,
  side: 'Front',
  attempt: 1,
  imageId: uniqueId('image'),
  contentType: 'image/png',
  qualityChecks: [
    { Name: 'BlurCheck', State: 'Good' },
    { Name: 'FullDocumentInViewCheck', State: 'Bad' },
    { Name: 'LowResolutionCheck', State: 'Good' },
  ],
  submittedAt: '2026-11-24T09:01:00.000Z',
  ...overrides,
});

/** Bytes that are not valid UTF-8 and include a zero byte, so a text round trip would spoil them. */
const IMAGE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0x0d, 0x0a]);

export function describeSandboxIdentityScanStore(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresSandboxIdentityScanStore on ${engine}`, () => {
    let db: Database;
    let store: PostgresSandboxIdentityScanStore;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      store = new PostgresSandboxIdentityScanStore(db);
    });

    it('keeps a journey with its token digests', async () => {
      const journey = aJourney();
      await store.addJourney(journey);
      expect(await store.journeyOf(journey.journeyId)).toEqual(journey);
      expect(await store.journeyOf('unknown')).toBeUndefined();
      expect(await store.journeyOfScanningToken(journey.scanningTokenDigest)).toEqual(journey);
      expect(await store.journeyOfScanningToken(journey.investigationTokenDigest)).toBeUndefined();
      await expect(store.addJourney(journey)).rejects.toThrow();
    });

    it("keeps each side's latest image byte for byte, with its checks and specimen", async () => {
      const journey = aJourney();
      await store.addJourney(journey);
      const front = aSide(journey.journeyId, { specimenId: 'au-nsw' });
      const back = aSide(journey.journeyId, { side: 'Back' });
      expect(await store.putSide(back, IMAGE)).toBe(true);
      expect(await store.putSide(front, IMAGE)).toBe(true);
      expect(await store.sidesOf(journey.journeyId)).toEqual([front, back]);
      const image = await store.imageOf(journey.journeyId, front.imageId);
      expect(image?.contentType).toBe('image/png');
      expect(Array.from(image?.bytes ?? [])).toEqual(Array.from(IMAGE));
      expect(await store.imageOf('another-journey', front.imageId)).toBeUndefined();
    });

    it('replaces a side only from the attempt before, so racing images keep one', async () => {
      const journey = aJourney();
      await store.addJourney(journey);
      const firsts = await Promise.all(
        Array.from({ length: 5 }, () => store.putSide(aSide(journey.journeyId), IMAGE)),
      );
      expect(firsts.filter(Boolean)).toHaveLength(1);
      const second = aSide(journey.journeyId, { attempt: 2, contentType: 'image/jpeg' });
      expect(await store.putSide(second, new Uint8Array([1, 2]))).toBe(true);
      expect(await store.putSide(aSide(journey.journeyId, { attempt: 2 }), IMAGE)).toBe(false);
      expect(await store.putSide(aSide(journey.journeyId, { attempt: 4 }), IMAGE)).toBe(false);
      expect(await store.sidesOf(journey.journeyId)).toEqual([second]);
      const rows = await db.query('SELECT 1 FROM identity_scan_sandbox_sides WHERE journey_id = $1', [
        journey.journeyId,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('keeps no side for an unknown journey', async () => {
      expect(await store.putSide(aSide('no-such-journey'), IMAGE)).toBe(false);
      expect(await store.sidesOf('no-such-journey')).toEqual([]);
    });
  });
}
