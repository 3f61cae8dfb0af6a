import http from 'node:http';
import { send, type Replica } from './two-replicas';

/** A statement as a customer's browser uploads one: the bytes' own signature is what the portal checks. */
const STATEMENT = '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const GET_SIGNED_URL =
  'mutation ($file: FileInput!) { getSignedUrl(file: $file, shouldUpload: false) { uuid signedUrl } }';
const SAVE_FILE = 'mutation ($file: FileInput!) { saveFile(file: $file) { uuid } }';
const GET_FILE = 'mutation ($uuid: ID!) { getFileByUUID(uuid: $uuid) { signedUrl } }';

/**
 * A file uploaded through one replica and read back through the other, as a load balancer may send
 * a customer's requests: the upload granted and written on the first, saved and downloaded on the
 * second (the bytes are the database's, decision 1600). Answers what went wrong, or undefined.
 */
export async function fileAcrossReplicas(
  [first, second]: readonly Replica[],
  sessionCookie: string,
  applicationId: string,
): Promise<string | undefined> {
  const agent = new http.Agent({ keepAlive: false });
  const signedIn = { cookie: sessionCookie };
  const graphql = async (replica: Replica, query: string, variables: Record<string, unknown>) => {
    const answer = await send(
      agent,
      replica.port,
      'POST',
      '/graphql',
      signedIn,
      JSON.stringify({ query, variables }),
    );
    const parsed = JSON.parse(answer.body) as {
      data?: Record<string, Record<string, string>>;
      errors?: unknown;
    };
    if (parsed.errors || !parsed.data) throw new Error(`${answer.status} ${answer.body.slice(0, 300)}`);
    return parsed.data;
  };
  const file = {
    fileName: 'Balance sheet 2025.pdf',
    mimeType: 'application/pdf',
    size: STATEMENT.length,
    kind: 'financialStatement',
    applicationId,
  };
  try {
    const { uuid, signedUrl } = (await graphql(first!, GET_SIGNED_URL, { file })).getSignedUrl!;
    const put = await send(
      agent,
      first!.port,
      'PUT',
      signedUrl!,
      { 'content-type': 'application/pdf' },
      STATEMENT,
    );
    if (put.status !== 200)
      return `the upload through replica 1 answered ${put.status}: ${put.body.slice(0, 200)}`;
    await graphql(second!, SAVE_FILE, { file: { ...file, uuid } });
    const download = (await graphql(second!, GET_FILE, { uuid })).getFileByUUID!.signedUrl!;
    const read = await send(agent, second!.port, 'GET', download, signedIn);
    if (read.status !== 200)
      return `the download through replica 2 answered ${read.status}: ${read.body.slice(0, 200)}`;
    return read.body === STATEMENT ? undefined : 'the download through replica 2 answered other bytes';
  } catch (error) {
    return `a file across the replicas: ${(error as Error).message}`;
  } finally {
    agent.destroy();
  }
}
