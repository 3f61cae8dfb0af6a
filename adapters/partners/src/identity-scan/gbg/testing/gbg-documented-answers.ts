/**
 * Answers in the shapes GBG documents for IDscan Enterprise's web API (decision 2119): the retrieval's
 * `Journey/Get` with its fields (`…/ieos-web-api-9-2-21-2/actions/retrieval/`), the `HighLevelResult`
 * values (`…/sdk/enumerations/highlevelresult/`), `JourneyImages` as GBG's own reporting scripts read
 * them, and the evaluated quality checks (`QualityCheckDetails[{Name, State}]`, state 2 failed). The
 * values are examples of our own, in GBG's formats: no real person's licence.
 */
export const GBG_PASSED_JOURNEY = {
  JourneyId: '3f2b8c1e-7a4d-4e2b-9c61-1d2e3f4a5b6c',
  HighLevelResult: 'Passed',
  HighLevelResultDetails: [],
  InitiatedDateTime: '2026-11-24T09:00:00.000Z',
  RequiredAction: 'NONE',
  ReferenceNumber: 'IDS-000123',
  LastDecision: null,
  AdditionalData: [
    { Name: 'reference', Value: 'app-1:primary:user-1' },
    { Name: 'region', Value: 'AU' },
  ],
  ProcessedDocuments: [
    {
      IssuingCountryCode: 'AUS',
      IssuingStateName: 'New South Wales',
      DocumentCategory: 'DrivingLicence',
      DocumentType: 'DrivingLicence',
      DocumentName: 'Australia - New South Wales Driving Licence',
      DocumentSide: 'Front',
      IsValidated: true,
      ScanDateTime: '2026-11-24T09:00:05.000Z',
      HighLevelResult: 'Passed',
      ExtractedFields: [
        { Name: 'FirstName', Value: 'JANE', OCRValue: 'JANE', LocalValue: null, OCRLocalValue: null },
        { Name: 'LastName', Value: 'CITIZEN', OCRValue: 'CITIZEN' },
        { Name: 'BirthDate', Value: '1985-03-14T00:00:00', OCRValue: '14 MAR 1985' },
        { Name: 'ExpiryDate', Value: '21/07/2031', OCRValue: '21 JUL 2031' },
        { Name: 'DocumentNumber', Value: null, OCRValue: '12345678' },
        { Name: 'IssuingStateCode', Value: 'NSW' },
        { Name: 'FullName', Value: 'JANE CITIZEN' },
      ],
    },
    {
      IssuingCountryCode: 'AUS',
      IssuingStateName: 'New South Wales',
      DocumentCategory: 'DrivingLicence',
      DocumentType: 'DrivingLicence',
      DocumentName: 'Australia - New South Wales Driving Licence',
      DocumentSide: 'Back',
      IsValidated: true,
      ScanDateTime: '2026-11-24T09:00:09.000Z',
      HighLevelResult: 'Passed',
      ExtractedFields: [{ Name: 'CardNumber', Value: '2012345678', OCRValue: '2012345678' }],
    },
  ],
  JourneyImages: [
    {
      StepName: 'FrontSide',
      ImageRole: 'WhiteImage',
      Attempt: 1,
      ImageUrl:
        'https://sydney.idscan.cloud/idscanenterprisesvc/Journey/GetImage?id=11111111&role=OutputWhiteImage',
    },
    {
      StepName: 'BackSide',
      ImageRole: 'WhiteImage',
      Attempt: 1,
      ImageUrl:
        'https://sydney.idscan.cloud/idscanenterprisesvc/Journey/GetImage?id=22222222&role=OutputWhiteImage',
    },
  ],
};

/** A journey whose document has expired: GBG's `Expired`, with `DOCUMENTEXPIRY:FAILED` among its details. */
export const GBG_EXPIRED_JOURNEY = {
  ...GBG_PASSED_JOURNEY,
  HighLevelResult: 'Expired',
  HighLevelResultDetails: ['DOCUMENTEXPIRY:FAILED'],
};

/** A journey still wanting the back: `Undefined`, its `RequiredAction` the step still needed. */
export const GBG_UNFINISHED_JOURNEY = {
  ...GBG_PASSED_JOURNEY,
  HighLevelResult: 'Undefined',
  RequiredAction: 'BACK',
  ProcessedDocuments: [GBG_PASSED_JOURNEY.ProcessedDocuments[0]],
  JourneyImages: [GBG_PASSED_JOURNEY.JourneyImages[0]],
};

/** The evaluated quality checks of a journey whose image was blurred and glared: state 2 is failed. */
export const GBG_QUALITY_BLURRED = {
  QualityCheckDetails: [
    { Name: 'BlurCheck', State: 2 },
    { Name: 'GlareCheck', State: 2 },
    { Name: 'LowResolutionCheck', State: 1 },
    { Name: 'FullDocumentInViewCheck', State: 1 },
  ],
};
