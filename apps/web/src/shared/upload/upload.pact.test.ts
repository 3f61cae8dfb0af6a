/**
 * @jest-environment node
 */
import {
  STATES,
  fromState,
  interaction,
  like,
  regex,
  typename,
  webApiPact,
} from '../../testing/web-api-pact';
import { RequestUpload } from './graphql/requestUpload';
import { SaveUploadedFile } from './graphql/saveUploadedFile';

const pact = webApiPact();

/** A financial statement as useFileUpload describes it (decision 1600). */
const statement = {
  fileName: 'Balance sheet 2025.pdf',
  mimeType: 'application/pdf',
  size: 48213,
  kind: 'financialStatement',
};

describe('file uploads, as the web app makes them', () => {
  it('asks where to PUT the bytes of a financial statement', () =>
    interaction(pact, {
      given: STATES.officerWhoConfirmedTheBusiness,
      uponReceiving: 'a request for an upload URL for a financial statement',
      document: RequestUpload,
      host: 'au',
      signedIn: true,
      variables: { file: { ...statement, applicationId: fromState('applicationId', 'app-1') } },
      respondWith: {
        data: {
          getSignedUrl: {
            ...typename('UploadedFile'),
            uuid: like('3f1c2a4e-0000-4000-8000-000000000001'),
            signedUrl: regex('^/files/upload/[\\w-]+\\.[\\w-]+$', '/files/upload/grant.signature'),
            fileName: 'Balance sheet 2025.pdf',
            mimeType: 'application/pdf',
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.getSignedUrl.signedUrl).toMatch(/^\/files\/upload\//);
    }));

  it('records a statement whose bytes were PUT, answering where to download it', () =>
    interaction(pact, {
      given: STATES.officerWhoUploadedAFile,
      uponReceiving: 'a request to save an uploaded financial statement',
      document: SaveUploadedFile,
      host: 'au',
      signedIn: true,
      variables: {
        file: {
          ...statement,
          applicationId: fromState('applicationId', 'app-1'),
          uuid: fromState('uuid', '3f1c2a4e-0000-4000-8000-000000000001'),
        },
      },
      respondWith: {
        data: {
          saveFile: {
            ...typename('UploadedFile'),
            uuid: like('3f1c2a4e-0000-4000-8000-000000000001'),
            signedUrl: regex('^/files/download/.+', '/files/download/grant.signature'),
            fileName: 'Balance sheet 2025.pdf',
            mimeType: 'application/pdf',
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.saveFile).toMatchObject({
        fileName: 'Balance sheet 2025.pdf',
        mimeType: 'application/pdf',
      });
    }));
});
