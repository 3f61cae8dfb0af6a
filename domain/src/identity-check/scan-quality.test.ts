import { failedQualityChecks, SCAN_QUALITY_CHECK_LABELS, SCAN_QUALITY_CHECKS } from './scan-quality';

describe('the scan quality checks (journey §5)', () => {
  it('passes a scan whose every check is Good', () => {
    expect(failedQualityChecks({ blur: 'Good', fullDocumentInView: 'Good', lowResolution: 'Good' })).toEqual(
      [],
    );
  });

  it('lists every check that is not Good, in order', () => {
    expect(failedQualityChecks({ blur: 'Poor', fullDocumentInView: 'Good', lowResolution: 'Bad' })).toEqual([
      'blur',
      'lowResolution',
    ]);
  });

  it('fails a check the service did not report', () => {
    expect(failedQualityChecks({ blur: 'Good', lowResolution: 'Good' })).toEqual(['fullDocumentInView']);
    expect(failedQualityChecks({})).toEqual([...SCAN_QUALITY_CHECKS]);
  });

  it('has words for every check', () => {
    for (const check of SCAN_QUALITY_CHECKS) expect(SCAN_QUALITY_CHECK_LABELS[check]).toMatch(/\w/);
  });
});
