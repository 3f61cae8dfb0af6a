/**
 * @jest-environment node
 */
import {
  HOSTS,
  STATES,
  eachLike,
  fromProviderState,
  fromState,
  interaction,
  like,
  regex,
  typename,
  webApiPact,
} from '../../../testing/web-api-pact';
import { leaseSignReturnUrl } from './contract-signing-view';
import { DeleteWetSignature } from './graphql/deleteWetSignature';
import { GetContractSigning } from './graphql/getContractSigning';
import { GetEnvelopeMla } from './graphql/getEnvelopeMLA';
import { GetMlaDocusign } from './graphql/getMLADocusign';
import { GetWetSignatureUrl } from './graphql/getWetSignatureUrl';
import { RecordDirectDebitAccount } from './graphql/recordDirectDebitAccount';
import { SendWetSignatureEmail } from './graphql/sendWetSignatureEmail';
import { SubmitWetSignature } from './graphql/submitWetSignature';
import { UploadWetSignature } from './graphql/uploadWetSignature';

const pact = webApiPact();
const origin = `http://${HOSTS.au}`;
const readyToSign = (signing: 'electronic' | 'wet') => ({
  state: STATES.officerReadyToSign,
  params: { signing },
});
const applicationId = fromState('applicationId', 'app-1');
const applicationRoute = {
  ...typename('UrlResult'),
  url: regex('^/applications/.+$', '/applications/app-1'),
};

describe('signing the lease, as the web app asks for it', () => {
  it('reads what the signing screens need: statuses, officers, guarantee and upload slots', () =>
    interaction(pact, {
      given: readyToSign('wet'),
      uponReceiving: 'a request for the contract signing state of an approved application signed on paper',
      document: GetContractSigning,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getVehicleApplication: {
            ...typename('SignedInApplication'),
            vehicleApplication: {
              ...typename('VehicleApplication'),
              applicationId: like('app-1'),
              scoreboard: {
                ...typename('Scoreboard'),
                status: 'reviewAndSignContract',
                statusSecondary: null,
                statusCreditCheck: 'approved',
                wetSignature: {
                  ...typename('WetSignature'),
                  signType: 'wet',
                  status: null,
                  rejectionReason: null,
                  documents: null,
                },
                primaryApplicant: {
                  ...typename('PrimaryApplicant'),
                  userId: like('user-1'),
                  email: like('jordan@fleetco.example'),
                },
                secondaryApplicant: null,
                entityDetails: null,
                businessDetails: null,
              },
            },
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      const scoreboard = data?.getVehicleApplication.vehicleApplication?.scoreboard;
      expect(scoreboard?.statusCreditCheck).toBe('approved');
      expect(scoreboard?.wetSignature?.signType).toBe('wet');
    }));

  it('sends the lease envelope and reads its signer rows, none signed yet', () =>
    interaction(pact, {
      given: readyToSign('electronic'),
      uponReceiving: "a request for the lease envelope's signer and witness rows",
      document: GetEnvelopeMla,
      host: 'au',
      signedIn: true,
      variables: { applicationId },
      respondWith: {
        data: {
          getEnvelopeMLA: {
            ...typename('EnvelopeMlaResult'),
            status: {
              ...typename('MlaSigningStatus'),
              signers: eachLike({
                ...typename('Signer'),
                email: like('jordan@fleetco.example'),
                status: 'pending',
              }),
              // The AU demo organisation has its leases witnessed (decision 1701).
              witnesses: eachLike({ ...typename('Witness'), roleName: 'Witness', status: 'pending' }),
            },
            // Nobody has signed yet: the portal has not recorded the lease signed.
            finished: false,
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.getEnvelopeMLA.status?.signers[0]?.status).toBe('pending');
      expect(data?.getEnvelopeMLA.finished).toBe(false);
    }));

  it("opens a signing view of the officer's own row", () =>
    interaction(pact, {
      given: readyToSign('electronic'),
      uponReceiving: "a request for a signing view of Authorised Officer (1)'s row of the lease",
      document: GetMlaDocusign,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        isCurrentUserPrimary: true,
        returnUrl: fromProviderState(
          `${origin}/applications/\${applicationId}/quotesign-mla`,
          leaseSignReturnUrl(origin, 'app-1'),
        ),
      },
      respondWith: {
        data: {
          getMLADocusign: { ...typename('UrlResult'), url: like('/sandbox/e-signature/views/view-token') },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.getMLADocusign.url).toBe('/sandbox/e-signature/views/view-token');
    }));

  it('downloads every paper document at once, as one PDF', () =>
    interaction(pact, {
      given: readyToSign('wet'),
      uponReceiving: 'a request to download all the paper lease documents',
      document: GetWetSignatureUrl,
      host: 'au',
      signedIn: true,
      variables: { applicationId, wetSignatureObjName: 'download-all' },
      respondWith: {
        data: {
          getWetSignatureUrl: {
            ...typename('WetSignatureFiles'),
            files: eachLike({
              ...typename('DownloadableFile'),
              url: regex('^data:application/pdf;base64,.+$', 'data:application/pdf;base64,JVBERi0='),
              // Download All is one PDF: the paper pack.
              fileName: like('Lease Documents.pdf'),
            }),
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.getWetSignatureUrl.files[0]?.fileName).toBe('Lease Documents.pdf');
    }));

  it('records the bank account for the direct debit and answers it masked', () =>
    interaction(pact, {
      given: readyToSign('wet'),
      uponReceiving: 'a bank account for the direct debit from Authorised Officer (1)',
      document: RecordDirectDebitAccount,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        account: { accountName: 'Fleet Co Pty Ltd', bsb: '062-000', accountNumber: '12345678' },
      },
      respondWith: {
        data: {
          recordDirectDebitAccount: {
            ...typename('DirectDebitAccount'),
            region: 'AU',
            accountName: 'Fleet Co Pty Ltd',
            bsb: like('062-000'),
            accountNumber: like('•••••678'),
            bank: null,
            branch: null,
            account: null,
            suffix: null,
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.recordDirectDebitAccount.accountNumber).toBe('•••••678');
    }));

  it('e-mails every paper document to an address', () =>
    interaction(pact, {
      given: readyToSign('wet'),
      uponReceiving: 'a request to e-mail all the paper lease documents',
      document: SendWetSignatureEmail,
      host: 'au',
      signedIn: true,
      variables: { applicationId, wetSignatureObjName: 'send-all', email: 'books@fleetco.example' },
      respondWith: { data: { sendWetSignatureEmail: applicationRoute } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.sendWetSignatureEmail.url).toBe('/applications/app-1');
    }));

  it('puts an uploaded signed PDF in its slot', () =>
    interaction(pact, {
      given: STATES.officerWhoUploadedASignedDocument,
      uponReceiving: "a request to put an uploaded signed PDF in the agreement's slot",
      document: UploadWetSignature,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        wetSignatureObjName: 'documentMLA',
        uploadFileObj: {
          uuid: fromState('uuid', 'file-1'),
          fileName: 'Master Lease Agreement signed.pdf',
          mimeType: 'application/pdf',
        },
      },
      respondWith: { data: { uploadWetSignature: applicationRoute } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.uploadWetSignature.url).toBe('/applications/app-1');
    }));

  it('empties a slot before the documents are submitted', () =>
    interaction(pact, {
      given: STATES.officerWhoUploadedEverySignedDocument,
      uponReceiving: "a request to delete the quote's signed upload",
      document: DeleteWetSignature,
      host: 'au',
      signedIn: true,
      variables: { applicationId, wetSignatureObjName: 'documentQuote' },
      respondWith: { data: { deleteWetSignature: applicationRoute } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.deleteWetSignature.url).toBe('/applications/app-1');
    }));

  it('submits the signed documents and finishes the application', () =>
    interaction(pact, {
      given: STATES.officerWhoUploadedEverySignedDocument,
      uponReceiving: 'a request to submit every signed lease document',
      document: SubmitWetSignature,
      host: 'au',
      signedIn: true,
      variables: { applicationId, status: 'completed' },
      respondWith: { data: { submitWetSignature: applicationRoute } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.submitWetSignature.url).toBe('/applications/app-1');
    }));
});
