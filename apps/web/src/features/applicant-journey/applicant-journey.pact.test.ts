/**
 * @jest-environment node
 */
import {
  HOSTS,
  STATES,
  eachLike,
  fromProviderState,
  fromState,
  integer,
  interaction,
  like,
  number,
  officerAt,
  regex,
  typename,
  webApiPact,
} from '../../testing/web-api-pact';
import { GetEnvelope } from './graphql/getEnvelope';
import { GetJourneyApplication } from './graphql/getJourneyApplication';
import { GetQuoteDocusign } from './graphql/getQuoteDocusign';
import { GetQuotePdf } from './graphql/getQuotePDF';
import { GetSignedDocuments } from './graphql/getSignedDocuments';
import { SetJourneyStatus } from './graphql/setJourneyStatus';
import { UpdateDocusignStatus } from './graphql/updateDocusignStatus';
import { quoteSignReturnUrl } from './quote-signing-message';

const pact = webApiPact();
const origin = `http://${HOSTS.au}`;
const success = (field: string, message: unknown = null) => ({
  data: { [field]: { ...typename('MutationStatus'), status: '200', message } },
});

describe("the applicant journey's home and quote review, as the web app asks for them", () => {
  it("reads the officer's quoted application: the quote, the vehicle and the officers", () =>
    interaction(pact, {
      given: officerAt('orderVerification'),
      uponReceiving: "a request for an officer's journey application at orderVerification",
      document: GetJourneyApplication,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getVehicleApplication: {
            ...typename('SignedInApplication'),
            user: {
              ...typename('User'),
              id: like('user-1'),
              firstName: like('Jordan'),
              lastName: like('Tran'),
              email: like('jordan@fleetco.example'),
              region: 'AU',
            },
            vehicleApplication: {
              ...typename('VehicleApplication'),
              applicationId: like('app-1'),
              applicationType: 'standard',
              orgUserId: like('user-1'),
              scoreboard: {
                ...typename('Scoreboard'),
                status: 'orderVerification',
                statusSecondary: null,
                // Electronic signing, not signed yet: the envelope goes out by a job as the review
                // begins, so it may have gone already (decision 2109).
                docusignStatus: regex('none|created', 'none'),
                wetSignature: null,
                primaryApplicant: {
                  ...typename('PrimaryApplicant'),
                  userId: like('user-1'),
                  firstName: like('Jordan'),
                  lastName: like('Tran'),
                  email: like('jordan@fleetco.example'),
                  phone: like('0412345678'),
                  // Nominated by staff, not yet confirmed by the officer.
                  confirmed: null,
                },
                secondaryApplicant: null,
                entityDetails: null,
                companyDetails: null,
                quoteDetails: {
                  ...typename('QuoteDetails'),
                  primaryQuoteReference: like('Q-2026-0042'),
                  erpQuoteRef: null,
                },
                leaseDetails: {
                  ...typename('LeaseDetails'),
                  driveAwayPrice: number(58990),
                  fiscalValue: null,
                  monthlyRentalNet: number(1120.5),
                  terms: integer(48),
                },
                vehicleDetails: {
                  ...typename('VehicleDetails'),
                  make: like('Toyota'),
                  model: like('HiLux SR5'),
                  vehicleImage: like('https://images.example.com/hilux.png'),
                },
              },
            },
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      const scoreboard = data?.getVehicleApplication.vehicleApplication?.scoreboard;
      expect(scoreboard?.status).toBe('orderVerification');
      expect(scoreboard?.leaseDetails?.terms).toBe(48);
      expect(scoreboard?.primaryApplicant?.confirmed).toBeNull();
    }));

  it("saves where the journey starts before the home's first step opens", () =>
    interaction(pact, {
      given: STATES.officer,
      uponReceiving: "a request to start an officer's quoted application at orderVerification",
      document: SetJourneyStatus,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId: fromState('applicationId', 'app-1'),
        params: { propertyFirst: 'status', value: 'orderVerification' },
      },
      respondWith: success('createOrUpdateProperty'),
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.createOrUpdateProperty.status).toBe('200');
    }));

  it('makes the quote as a PDF for the officer to download', () =>
    interaction(pact, {
      given: officerAt('orderVerification'),
      uponReceiving: "a request for the officer's quote as a PDF",
      document: GetQuotePdf,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getQuotePDF: {
            ...typename('UrlResult'),
            url: regex(
              '^data:application/pdf;base64,[A-Za-z0-9+/=]+$',
              'data:application/pdf;base64,JVBERi0=',
            ),
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.mutate({ mutation: document });
      expect(data?.getQuotePDF.url).toMatch(/^data:application\/pdf;base64,/);
    }));

  it("opens a signing view of the quote that returns to the application's quotesign page", () =>
    interaction(pact, {
      given: officerAt('orderVerification'),
      uponReceiving: 'a request for a signing view of the quote',
      document: GetQuoteDocusign,
      host: 'au',
      signedIn: true,
      variables: {
        returnUrl: fromProviderState(
          `${origin}/applications/\${applicationId}/quotesign`,
          quoteSignReturnUrl(origin, 'app-1'),
        ),
      },
      respondWith: {
        data: {
          getQuoteDocusign: {
            ...typename('UrlResult'),
            url: like('/sandbox/e-signature/views/view-token'),
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.getQuoteDocusign.url).toBe('/sandbox/e-signature/views/view-token');
    }));
});

describe('the return from quote signing, as the web app checks it', () => {
  it("reads the quote envelope's status from the e-signature service", () =>
    interaction(pact, {
      given: STATES.officerWhoSignedTheQuote,
      uponReceiving: "a request for the signed quote envelope's status",
      document: GetEnvelope,
      host: 'au',
      signedIn: true,
      respondWith: { data: { getEnvelope: { ...typename('EnvelopeStatus'), status: 'completed' } } },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.mutate({ mutation: document });
      expect(data?.getEnvelope.status).toBe('completed');
    }));

  it('records the signed quote: the application moves on to businessDetails', () =>
    interaction(pact, {
      given: STATES.officerWhoSignedTheQuote,
      uponReceiving: 'a request to record the signed quote',
      document: UpdateDocusignStatus,
      host: 'au',
      signedIn: true,
      variables: { applicationId: fromState('applicationId', 'app-1'), docusignStatus: 'completed' },
      respondWith: success('updateDocusignStatus', 'businessDetails'),
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.updateDocusignStatus).toMatchObject({ status: '200', message: 'businessDetails' });
    }));
});

describe("the finished home's signed documents, as the web app asks for them", () => {
  it('gives an applicant of the finished lease its signed documents as PDF links', () =>
    interaction(pact, {
      given: STATES.officerWhoseLeaseIsComplete,
      uponReceiving: "a request for a finished lease's signed documents",
      document: GetSignedDocuments,
      host: 'au',
      signedIn: true,
      variables: { applicationId: fromState('applicationId', 'app-1') },
      respondWith: {
        data: {
          signedDocuments: {
            ...typename('WetSignatureFiles'),
            files: eachLike({
              ...typename('DownloadableFile'),
              url: regex(
                '^data:application/pdf;base64,[A-Za-z0-9+/=]+$',
                'data:application/pdf;base64,JVBERi0=',
              ),
              fileName: like('masterLeaseAgreement signed.pdf'),
            }),
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables, fetchPolicy: 'no-cache' });
      expect(data?.signedDocuments.files[0]?.url).toMatch(/^data:application\/pdf;base64,/);
    }));
});
