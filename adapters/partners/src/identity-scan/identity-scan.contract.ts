import type { IdentityScan } from '@lease-portal/domain';

export interface IdentityScanContractSubject {
  scan: IdentityScan;
  /** Images of a licence's sides that pass every quality check, and one that fails blur. */
  images: { front: Uint8Array; back: Uint8Array; blurred: Uint8Array };
}

/**
 * What the portal relies on from the identity-scan service (decision 2119), whoever answers it: the
 * sandbox's journeys in-process, or the GBG adapter over HTTP against the portal's GBG sandbox or a
 * GBG test account. The front's upload starts a journey, the back continues it by its id, each side
 * answers its quality checks, and the journey and its images are read back.
 */
export function describeIdentityScanContract(
  name: string,
  subject: () => Promise<IdentityScanContractSubject>,
) {
  describe(`the IdentityScan port: ${name}`, () => {
    let scan: IdentityScan;
    let images: IdentityScanContractSubject['images'];

    beforeEach(async () => {
      ({ scan, images } = await subject());
    });

    const front = (image: Uint8Array, reference = 'app-1:primary:user-1') =>
      scan.submitDocument({ reference, region: 'AU', side: 'Front', image });

    it("starts a journey with the front's upload, unfinished and asking for the back", async () => {
      const started = await front(images.front);
      const other = await front(images.front, 'app-1:secondary:user-2');
      expect(started.journeyId).not.toBe(other.journeyId);
      expect(started).toMatchObject({ side: 'Front', accepted: true, journey: { RequiredAction: 'BACK' } });
      expect(started.QualityCheckDetails.map((c) => c.State)).toEqual(['Good', 'Good', 'Good']);
      expect(await scan.journey(started.journeyId)).toMatchObject({
        JourneyId: started.journeyId,
        HighLevelResult: 'Undefined',
        RequiredAction: 'BACK',
        AdditionalData: [{ Name: 'reference', Value: 'app-1:primary:user-1' }],
        ProcessedDocuments: [{ DocumentSide: 'Front', Attempt: 1 }],
      });
      expect(await scan.journey('no-such-journey')).toBeUndefined();
    });

    it('continues the journey with the back by its id, then answers the finished journey and its images', async () => {
      const { journeyId } = await front(images.front);
      const back = await scan.submitDocument({
        journeyId,
        reference: 'app-1:primary:user-1',
        region: 'AU',
        side: 'Back',
        image: images.back,
      });
      expect(back).toMatchObject({ journeyId, side: 'Back', accepted: true });
      const journey = await scan.journey(journeyId);
      expect(journey?.RequiredAction).toBeUndefined();
      expect(['Passed', 'Refer']).toContain(journey?.HighLevelResult);
      expect(journey?.ProcessedDocuments.map((d) => d.DocumentSide)).toEqual(['Front', 'Back']);
      for (const [document, bytes] of journey!.ProcessedDocuments.map(
        (d, i) => [d, i === 0 ? images.front : images.back] as const,
      )) {
        expect(document.DocumentImages).toEqual([{ Role: 'WhiteImage', Url: expect.any(String) }]);
        const image = await scan.image(journeyId, document.DocumentImages[0]!.Url);
        expect(Buffer.from(image!.bytes).equals(Buffer.from(bytes))).toBe(true);
        expect(await scan.image('another-journey', document.DocumentImages[0]!.Url)).toBeUndefined();
      }
      await expect(
        scan.submitDocument({
          journeyId,
          reference: 'app-1:primary:user-1',
          region: 'AU',
          side: 'Front',
          image: images.front,
        }),
      ).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
    });

    it('lists the failed quality checks of a side and does not finish the journey', async () => {
      const blurred = await front(images.blurred);
      expect(blurred.accepted).toBe(false);
      expect(blurred.QualityCheckDetails).toContainEqual({ Name: 'BlurCheck', State: 'Bad' });
      const journey = await scan.journey(blurred.journeyId);
      expect(journey).toMatchObject({ HighLevelResult: 'NotAccepted' });
      expect(journey?.HighLevelResultDetails).toContain('BLURCHECK:FAILED');
      expect(journey?.ProcessedDocuments[0]?.ExtractedFields).toEqual([]);
    });

    it('refuses an unknown journey and what is not an image, keeping nothing', async () => {
      const mine = await front(images.front);
      await expect(
        scan.submitDocument({
          journeyId: 'no-such-journey',
          reference: 'app-1:primary:user-1',
          region: 'AU',
          side: 'Back',
          image: images.back,
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const notAnImage = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
      await expect(
        scan.submitDocument({
          journeyId: mine.journeyId,
          reference: 'app-1:primary:user-1',
          region: 'AU',
          side: 'Back',
          image: notAnImage,
        }),
      ).rejects.toMatchObject({
        code: 'BAD_INPUT',
        details: { reason: 'IDENTITY_CHECK.IMAGE_NOT_READABLE' },
      });
      expect((await scan.journey(mine.journeyId))?.ProcessedDocuments.map((d) => d.DocumentSide)).toEqual([
        'Front',
      ]);
    });
  });
}
