/**
 * @jest-environment node
 */
import {
  STATES,
  eachLike,
  fromState,
  interaction,
  like,
  officerAt,
  refusal,
  regex,
  typename,
  webApiPact,
} from '../../../testing/web-api-pact';
import { CompanyLookup } from './graphql/companyLookup';
import { ConfirmBusiness } from './graphql/confirmBusiness';
import { Industries } from './graphql/industries';
import { ReassignQuote } from './graphql/reassignQuote';
import { SelectPrimaryApplicant } from './graphql/selectPrimaryApplicant';
import { SelectSecondaryApplicant } from './graphql/selectSecondaryApplicant';
import { SubDivisions } from './graphql/subDivisions';
import { SubGroups } from './graphql/subGroups';

const pact = webApiPact();

const classification = (type: string, docId: string, name: string) =>
  eachLike({ ...typename(type), docId: like(docId), name: like(name) });

/** The company the Company Lookup finds in the sandbox register, as the dialog keeps it. */
const yarraDigital = {
  name: 'Yarra Digital Consulting Pty Ltd',
  abn: '74561874440',
  status: 'Active',
  postCode: '3000',
  stateCode: 'VIC',
  entityType: 'PRV',
  registerNumber: '561874440',
};

/** What the officers' mutations answer on success; the page goes on whatever the message. */
const officerStatus = (field: string, type: string) => ({
  data: { [field]: { ...typename(type), status: '200', message: like('OK') } },
});

/** Another person's contact details, as the officer form sends them (phone normalised). */
const anotherOfficer = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@fleetco.example',
  phone: '0498765432',
};

describe("the business details step's lists, as the web app asks for them", () => {
  it('lists the industries for the Industry dropdown', () =>
    interaction(pact, {
      given: officerAt('businessDetails'),
      uponReceiving: 'a request for the industries',
      document: Industries,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          industries: classification('Industry', 'M', 'Professional, Scientific and Technical Services'),
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      expect(data?.industries[0]?.docId).toBe('M');
    }));

  it("lists the chosen industry's sub divisions", () =>
    interaction(pact, {
      given: officerAt('businessDetails'),
      uponReceiving: 'a request for the sub divisions of industry M',
      document: SubDivisions,
      host: 'au',
      signedIn: true,
      variables: { param: 'M' },
      respondWith: {
        data: {
          subDivisions: classification('SubDivision', '70', 'Computer System Design and Related Services'),
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.subDivisions[0]?.docId).toBe('70');
    }));

  it("lists the chosen sub division's sub groups", () =>
    interaction(pact, {
      given: officerAt('businessDetails'),
      uponReceiving: 'a request for the sub groups of industry M, sub division 70',
      document: SubGroups,
      host: 'au',
      signedIn: true,
      variables: { industryId: 'M', subDivisionId: '70' },
      respondWith: {
        data: { subGroups: classification('SubGroup', '700', 'Computer System Design and Related Services') },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.subGroups[0]?.docId).toBe('700');
    }));

  it('finds the companies matching what the officer typed in the Company Lookup', () =>
    interaction(pact, {
      given: officerAt('businessDetails'),
      uponReceiving: 'a Company Lookup by name',
      document: CompanyLookup,
      host: 'au',
      signedIn: true,
      variables: { param: 'Yarra Digital Consulting', region: 'AU' },
      respondWith: {
        data: {
          getBusinessInfo: {
            ...typename('BusinessInfo'),
            rows: eachLike({
              ...typename('BusinessLookupRow'),
              name: like(yarraDigital.name),
              abn: regex('^\\d{11}$', yarraDigital.abn),
              status: like('Active'),
              postCode: like('3000'),
              stateCode: like('VIC'),
              entityType: like('PRV'),
              registerNumber: like('561874440'),
            }),
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.getBusinessInfo.rows[0]).toMatchObject({ name: yarraDigital.name, entityType: 'PRV' });
    }));
});

describe('confirming the business, as the web app sends it', () => {
  it('confirms a company that may apply online: OK', () =>
    interaction(pact, {
      given: officerAt('businessDetails'),
      uponReceiving: 'a confirmation of a company with its industry',
      document: ConfirmBusiness,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId: fromState('applicationId', 'app-1'),
        params: {
          propertyFirst: 'entityDetails',
          entityObj: yarraDigital,
          entityDetails: { industry: 'M', subDivision: '70', subGroup: '700' },
        },
      },
      respondWith: {
        data: { createOrUpdateProperty: { ...typename('MutationStatus'), status: '200', message: 'OK' } },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.createOrUpdateProperty).toMatchObject({ status: '200', message: 'OK' });
    }));

  it('confirms a trust: NOT_ALLOWED, and the page says the team will be in contact', () =>
    interaction(pact, {
      given: officerAt('businessDetails'),
      uponReceiving: 'a confirmation of a trust with its industry',
      document: ConfirmBusiness,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId: fromState('applicationId', 'app-1'),
        params: {
          propertyFirst: 'entityDetails',
          entityObj: {
            name: 'The Trustee for Darling Downs Cattle Trust',
            abn: '96439471653',
            status: 'Active',
            postCode: '4350',
            stateCode: 'QLD',
            entityType: 'TRT',
          },
          entityDetails: { industry: 'A', subDivision: '01', subGroup: '014' },
        },
      },
      respondWith: {
        data: {
          createOrUpdateProperty: { ...typename('MutationStatus'), status: '200', message: 'NOT_ALLOWED' },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.createOrUpdateProperty.message).toBe('NOT_ALLOWED');
    }));

  it('refuses an industry that does not belong together with field messages beside the dropdowns', () =>
    interaction(pact, {
      given: officerAt('businessDetails'),
      uponReceiving: 'a confirmation of a company with a sub group of another sub division',
      document: ConfirmBusiness,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId: fromState('applicationId', 'app-1'),
        params: {
          propertyFirst: 'entityDetails',
          entityObj: yarraDigital,
          entityDetails: { industry: 'M', subDivision: '70', subGroup: '014' },
        },
      },
      respondWith: refusal('BAD_USER_INPUT', 'Please check the highlighted fields.', {
        fields: { 'entityDetails.subGroup': eachLike(like('Field is invalid')) },
      }),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [
          {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { 'entityDetails.subGroup': ['Field is invalid'] },
            },
          },
        ],
      });
    }));
});

describe('the authorised officers, as the web app names them', () => {
  it('confirms the signed-in officer as Authorised Officer (1), with a second officer to come', () =>
    interaction(pact, {
      given: STATES.officerWhoConfirmedTheBusiness,
      uponReceiving: 'a confirmation of the signed-in officer as Authorised Officer (1)',
      document: SelectPrimaryApplicant,
      host: 'au',
      signedIn: true,
      variables: { isCurrentUserPrimary: true, vehicleApplicationStatus: 'yes' },
      respondWith: officerStatus('selectPrimaryApplicant', 'PrimaryApplicantResult'),
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.selectPrimaryApplicant.status).toBe('200');
    }));

  it('nominates someone else as Authorised Officer (1)', () =>
    interaction(pact, {
      given: officerAt('businessDetails'),
      uponReceiving: 'a nomination of another person as Authorised Officer (1)',
      document: SelectPrimaryApplicant,
      host: 'au',
      signedIn: true,
      variables: { isCurrentUserPrimary: false, vehicleApplicationStatus: '', userInfo: anotherOfficer },
      respondWith: officerStatus('selectPrimaryApplicant', 'PrimaryApplicantResult'),
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.selectPrimaryApplicant.status).toBe('200');
    }));

  it('names Authorised Officer (2), who is invited by mail', () =>
    interaction(pact, {
      given: STATES.officerWithASecondOfficerToName,
      uponReceiving: 'a nomination of a director as Authorised Officer (2)',
      document: SelectSecondaryApplicant,
      host: 'au',
      signedIn: true,
      variables: { applicantType: 'director', userInfo: anotherOfficer },
      respondWith: officerStatus('selectSecondaryApplicant', 'SecondaryApplicantResult'),
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.selectSecondaryApplicant.status).toBe('200');
    }));

  it('refuses a role other than director or company secretary, with the message beside the role', () =>
    interaction(pact, {
      given: STATES.officerWithASecondOfficerToName,
      uponReceiving: 'a nomination of Authorised Officer (2) with a role that is not allowed in AU',
      document: SelectSecondaryApplicant,
      host: 'au',
      signedIn: true,
      variables: { applicantType: 'shareholder', userInfo: anotherOfficer },
      respondWith: refusal('BAD_USER_INPUT', 'Please check the highlighted fields.', {
        fields: { applicantType: eachLike(like('Choose Director or Company Secretary')) },
      }),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [{ extensions: { code: 'BAD_USER_INPUT', fields: { applicantType: [expect.any(String)] } } }],
      });
    }));

  it('sends the quote to another authorised officer', () =>
    interaction(pact, {
      given: officerAt('orderVerification'),
      uponReceiving: 'a reassignment of the quote to another person',
      document: ReassignQuote,
      host: 'au',
      signedIn: true,
      variables: { userInfo: anotherOfficer },
      respondWith: officerStatus('reassignQuote', 'MutationStatus'),
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.reassignQuote.status).toBe('200');
    }));

  it("refuses to reassign the quote to the officer's own address, with the message beside the e-mail field", () =>
    interaction(pact, {
      given: officerAt('orderVerification'),
      uponReceiving: "a reassignment of the quote to the officer's own address",
      document: ReassignQuote,
      host: 'au',
      signedIn: true,
      variables: { userInfo: { ...anotherOfficer, email: fromState('email', 'jordan@fleetco.example') } },
      respondWith: refusal('BAD_USER_INPUT', 'Please check the highlighted fields.', {
        fields: { email: eachLike(like('You can not reassigne the quote yourself')) },
      }),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [{ extensions: { code: 'BAD_USER_INPUT', fields: { email: [expect.any(String)] } } }],
      });
    }));
});
