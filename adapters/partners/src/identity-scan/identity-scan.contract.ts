import type { IdentityScan } from '@lease-portal/domain';

export interface IdentityScanContractSubject {
  scan: IdentityScan;
  /** Images of a licence's sides that pass every quality check, and one that fails blur. */
  images: { front: Uint8Array; back: Uint8Array; blurred: Uint8Array };
}

/**
 * What the portal relies on from any identity-scan service (the sandbox, or a real service's HTTP
 * client against its test account): journeys with their own tokens, sides submitted with the
 * scanning token, quality checks per side, and the journey and its images read back.
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

    const start = (reference = 'app-1:primary:user-1') => scan.startJourney({ reference, region: 'AU' });

    it('starts a journey with its own tokens and an unfinished journey asking for the front', async () => {
      const tokens = await start();
      const other = await start('app-1:secondary:user-2');
      expect(tokens.journeyId).not.toBe(other.journeyId);
      expect(tokens.scanningToken).not.toBe(tokens.investigationToken);
      expect(tokens.scanningToken).not.toBe(other.scanningToken);
      expect(tokens.journeyDefinitionId).toMatch(/\w/);
      expect(await scan.journey(tokens.journeyId)).toMatchObject({
        JourneyId: tokens.journeyId,
        HighLevelResult: 'Undefined',
        RequiredAction: 'FRONT',
        AdditionalData: [{ Name: 'reference', Value: 'app-1:primary:user-1' }],
        ProcessedDocuments: [],
      });
      expect(await scan.journey('no-such-journey')).toBeUndefined();
    });

    it('takes both sides with the scanning token, then answers the finished journey and its images', async () => {
      const { journeyId, scanningToken } = await start();
      const front = await scan.submitDocument({
        journeyId,
        scanningToken,
        side: 'Front',
        image: images.front,
      });
      expect(front).toMatchObject({ side: 'Front', accepted: true, journey: { RequiredAction: 'BACK' } });
      expect(front.QualityCheckDetails.map((c) => c.State)).toEqual(['Good', 'Good', 'Good']);
      await scan.submitDocument({ journeyId, scanningToken, side: 'Back', image: images.back });
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
        scan.submitDocument({ journeyId, scanningToken, side: 'Front', image: images.front }),
      ).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
    });

    it('lists the failed quality checks of a side and does not finish the journey', async () => {
      const { journeyId, scanningToken } = await start();
      const blurred = await scan.submitDocument({
        journeyId,
        scanningToken,
        side: 'Front',
        image: images.blurred,
      });
      expect(blurred.accepted).toBe(false);
      expect(blurred.QualityCheckDetails).toContainEqual({ Name: 'BlurCheck', State: 'Bad' });
      const journey = await scan.journey(journeyId);
      expect(journey).toMatchObject({ HighLevelResult: 'NotAccepted' });
      expect(journey?.HighLevelResultDetails).toContain('BLURCHECK:FAILED');
      expect(journey?.ProcessedDocuments[0]?.ExtractedFields).toEqual([]);
    });

    it("refuses another journey's token, an unknown journey and what is not an image, keeping nothing", async () => {
      const mine = await start();
      const theirs = await start('app-2:primary:user-9');
      const submit = (journeyId: string, scanningToken: string, image = images.front) =>
        scan.submitDocument({ journeyId, scanningToken, side: 'Front', image });
      await expect(submit(mine.journeyId, theirs.scanningToken)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(submit(mine.journeyId, mine.investigationToken)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(submit('no-such-journey', mine.scanningToken)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      const notAnImage = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
      await expect(submit(mine.journeyId, mine.scanningToken, notAnImage)).rejects.toMatchObject({
        code: 'BAD_INPUT',
        details: { reason: 'IDENTITY_CHECK.IMAGE_NOT_READABLE' },
      });
      expect((await scan.journey(mine.journeyId))?.ProcessedDocuments).toEqual([]);
    });
  });
}
