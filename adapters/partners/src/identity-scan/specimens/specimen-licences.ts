import type { DocumentSide, ExtractedField, Region } from '@lease-portal/domain';

/**
 * The sandbox's specimen licences: fictitious people on made-up cards, like a payment sandbox's test
 * cards. Their images are committed beside this file (README.md lists them for testers); an image
 * recognised as one of them gives these fields, any other usable image gives none.
 */
export interface SpecimenLicence {
  /** Names the images: `<id>-front.png`, `<id>-back.png`. */
  id: string;
  region: Region;
  issuingCountryCode: 'AUS' | 'NZL';
  /** AU: the issuing state's name. */
  issuingStateName?: string;
  documentName: string;
  /** What the card prints on each side, as the service reads it. */
  fields: Record<DocumentSide, ExtractedField[]>;
}

const au = (
  id: string,
  state: { code: string; name: string },
  person: { first: string; middle?: string; last: string; dob: string; address: string },
  licence: { number: string; card: string; expiry: string },
): SpecimenLicence => ({
  id,
  region: 'AU',
  issuingCountryCode: 'AUS',
  issuingStateName: state.name,
  documentName: `${state.name} Driver Licence (specimen)`,
  fields: {
    Front: [
      { Name: 'FirstName', Value: person.first },
      ...(person.middle ? [{ Name: 'MiddleName' as const, Value: person.middle }] : []),
      { Name: 'LastName', Value: person.last },
      { Name: 'BirthDate', Value: person.dob },
      { Name: 'Address', Value: person.address },
      { Name: 'DocumentNumber', Value: licence.number },
      { Name: 'ExpiryDate', Value: licence.expiry },
      { Name: 'IssuingStateCode', Value: state.code },
    ],
    Back: [{ Name: 'CardNumber', Value: licence.card }],
  },
});

export const SPECIMEN_LICENCES: readonly SpecimenLicence[] = [
  au(
    'au-nsw',
    { code: 'NSW', name: 'New South Wales' },
    {
      first: 'Jane',
      middle: 'Alexandra',
      last: 'Citizen',
      dob: '1985-03-14',
      address: '42 Harbour Street, Sydney NSW 2000',
    },
    { number: '12345678', card: '2012345678', expiry: '2031-07-21' },
  ),
  au(
    'au-vic',
    { code: 'VIC', name: 'Victoria' },
    {
      first: 'Liam',
      middle: 'Oliver',
      last: 'Sample',
      dob: '1990-11-02',
      address: '10 Collins Street, Melbourne VIC 3000',
    },
    { number: '098765432', card: 'P1234567', expiry: '2030-02-28' },
  ),
  au(
    'au-qld',
    { code: 'QLD', name: 'Queensland' },
    {
      first: 'Chloe',
      last: 'Specimen',
      dob: '1978-06-30',
      address: '1 Queen Street, Brisbane City QLD 4000',
    },
    { number: '087654321', card: 'AB12345678', expiry: '2029-09-15' },
  ),
  {
    id: 'nz',
    region: 'NZ',
    issuingCountryCode: 'NZL',
    documentName: 'New Zealand Driver Licence (specimen)',
    fields: {
      Front: [
        { Name: 'FirstName', Value: 'Wiremu' },
        { Name: 'MiddleName', Value: 'James' },
        { Name: 'LastName', Value: 'Sample' },
        { Name: 'BirthDate', Value: '1982-01-09' },
        { Name: 'Address', Value: '1 Lambton Quay, Wellington Central, Wellington 6011' },
        { Name: 'DocumentNumber', Value: 'DL123456' },
        { Name: 'ExpiryDate', Value: '2033-01-09' },
        { Name: 'LicenceVersion', Value: '321' },
      ],
      Back: [],
    },
  },
];

/** The variants that show each quality check failing: `<specimen>-<side>-<variant>.png`. */
export const FAILING_VARIANTS = ['blurred', 'cropped', 'low-resolution'] as const;
export type FailingVariant = (typeof FAILING_VARIANTS)[number];

export const specimenFileName = (id: string, side: DocumentSide, variant?: FailingVariant): string =>
  `${id}-${side.toLowerCase()}${variant ? `-${variant}` : ''}.png`;

export const fieldValue = (fields: readonly ExtractedField[], name: ExtractedField['Name']): string =>
  fields.find((field) => field.Name === name)?.Value ?? '';
