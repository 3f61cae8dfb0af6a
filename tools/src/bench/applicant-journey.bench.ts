/**
 * Applicant journey benchmark (decision 1703): whole journeys of an AU company officer through the
 * portal's API, from a quote issued as `lease-admin application create` issues it to a finished lease,
 * on the real portal (embedded PGlite, or the PostgreSQL server in DATABASE_URL in a schema of its
 * own) with the sandbox partners answering at once (SANDBOX_CREDIT_DELAY_MS=0, SANDBOX_CRM_DELAY_MS=0).
 *
 * Each journey: the quote opened and signed in the sandbox's signing page, the business confirmed
 * from the Company Lookup, Authorised Officer (1) confirmed, the credit application's three steps,
 * the licence's front and back uploaded and kept, the ID details confirmed, the privacy consent, the
 * credit check submitted and its decision awaited as the waiting screen awaits it (pushed over the API's
 * WebSocket, checked at once and every 10 s), the guarantee signed on paper and uploaded, then the
 * lease signed (and witnessed) in the sandbox's signing page until the portal records it finished.
 * Setting the password and signing in happen before the clock starts: password hashing is slow on
 * purpose (decision 0702), and 50 sign-ins from one address would meet the login limit (0703).
 *
 * Reported: the server time of one journey (the sum of its requests' times, one journey at a time),
 * then 50 journeys at once (errors, wall time, per-journey server time's median, 95th percentile and
 * maximum), and the time to render the AU lease document pack of a finished application.
 *
 * `--two-replicas` runs them on the deployment's topology instead (decision 2126): two replicas of the
 * build behind nginx on a schema of their own in DATABASE_URL, as the rolling-restart check starts
 * them; it also reports each replica's share of the requests and where the crowd's processor time
 * went (the replicas, this process, the database and the rest), and leaves out the document pack,
 * which is rendered in the portal's own process. `--as-built` runs the build as it is.
 *
 *   npm run bench:journey -w @lease-portal/tools [-- --journeys 50 --rounds 5]
 *   DATABASE_URL=postgres://… npm run bench:journey -w @lease-portal/tools -- --two-replicas [--journeys 50]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CREDIT_CHECK_POLL,
  LEASE_DOCUMENT_RENDERER,
  LogIn,
  ORG_PROFILES,
  PASSWORD_HASHER,
  UNIT_OF_WORK,
  leaseDocumentKinds,
  renderLeaseDocuments,
  type LeaseDocumentRenderer,
  type OrgProfiles,
  type PasswordHasher,
  type UnitOfWork,
} from '@lease-portal/domain';
import { aSignedPdf } from '@lease-portal/domain/src/files/testing/pdf-builder';
import { createLogger, readConfig, startPortal, type RunningPortal } from '@lease-portal/server';
import { aQuotedOfficer } from '@lease-portal/server/src/testing/a-quoted-officer';
import { twoReplicaStage } from './journey-on-two-replicas';
import { aSchema } from '../deploy/two-replicas';
import { aWaitingScreen, CREDIT_DECISION } from '../deploy/waiting-screen';

const { values: args } = parseArgs({
  options: {
    journeys: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
    'two-replicas': { type: 'boolean', default: false },
    'as-built': { type: 'boolean', default: false },
  },
});
const CONCURRENT = Math.min(Number(args.journeys), 200);
const ROUNDS = Math.min(Number(args.rounds), 20);

const ORG_ID = 'org-au-demo';
const HOST = 'au.localhost';
const PASSWORD = 'Bench-2-lease-portal!';
/** How long a journey waits for its credit decision before it counts as an error. */
const DECISION_PATIENCE_MS = 60_000;
const specimens = path.resolve(__dirname, '../../../adapters/partners/src/identity-scan/specimens');

/** One HTTP exchange with the portal; its time counts towards the journey's server time. */
interface Exchange {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

class Journey {
  serverMs = 0;
  requests = 0;
  /** Each request's time by what it was, for the slowest steps' report. */
  readonly steps: { step: string; ms: number }[] = [];
  /** The customer's page origin: signing views return only to it. */
  get origin(): string {
    return `http://${HOST}:${this.port}`;
  }
  constructor(
    private readonly port: number,
    private readonly cookie: string,
    readonly applicationId: string,
  ) {}

  request(method: string, url: string, body?: Buffer | string, headers: Record<string, string> = {}) {
    const started = performance.now();
    return new Promise<Exchange>((resolve, reject) => {
      const target = new URL(url, `http://127.0.0.1:${this.port}`);
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          path: `${target.pathname}${target.search}`,
          method,
          headers: { host: `${HOST}:${this.port}`, cookie: this.cookie, ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const spent = performance.now() - started;
            this.serverMs += spent;
            this.steps.push({ step: stepOf(method, target.pathname, body), ms: spent });
            this.requests += 1;
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by shape
  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<any> {
    const answer = await this.request('POST', '/graphql', JSON.stringify({ query, variables }), {
      'content-type': 'application/json',
    });
    const parsed = JSON.parse(answer.body) as { data?: unknown; errors?: { message: string }[] };
    if (parsed.errors?.length) throw new Error(`${query.slice(0, 60)}: ${parsed.errors[0]!.message}`);
    return parsed.data;
  }

  write(params: Record<string, unknown>) {
    return this.graphql(
      `mutation ($applicationId: ID!, $params: PropertyUpdateInput!) {
        createOrUpdateProperty(applicationId: $applicationId, params: $params) { status message } }`,
      { applicationId: this.applicationId, params },
    );
  }

  /** getSignedUrl → PUT of the bytes → saveFile (decision 1600). */
  async upload(kind: string, fileName: string, mimeType: string, bytes: Buffer) {
    const file = { fileName, mimeType, size: bytes.length, kind, applicationId: this.applicationId };
    const granted = await this.graphql(
      'mutation ($file: FileInput!) { getSignedUrl(file: $file, shouldUpload: false) { uuid signedUrl } }',
      { file },
    );
    const { uuid, signedUrl } = granted.getSignedUrl as { uuid: string; signedUrl: string };
    const put = await this.request('PUT', signedUrl, bytes, { 'content-type': mimeType });
    if (put.status !== 200)
      throw new Error(`upload of ${fileName} answered ${put.status}: ${put.body.slice(0, 200)}`);
    await this.graphql('mutation ($file: FileInput!) { saveFile(file: $file) { uuid } }', {
      file: { ...file, uuid },
    });
    return { uuid, fileName, mimeType };
  }

  /**
   * The waiting screen as the app runs it (decision 1660): the decision pushed over the API's
   * WebSocket, and meanwhile a check at once and every 10 s; then the next page reads the application.
   */
  async waitForCreditDecision(): Promise<void> {
    const screen = aWaitingScreen(this.port, this.cookie);
    const left = new AbortController();
    try {
      const pushed = new Promise<void>((resolve, reject) => {
        screen.subscribe(
          { query: CREDIT_DECISION, variables: { applicationId: this.applicationId } },
          { next: () => resolve(), error: reject, complete: () => undefined },
        );
      });
      const checked = (async () => {
        for (let checks = 0; !left.signal.aborted; checks++) {
          if ((await this.creditStatus()) !== 'waiting') return;
          if (checks * CREDIT_CHECK_POLL.intervalMs > DECISION_PATIENCE_MS)
            throw new Error('no credit decision');
          await sleep(CREDIT_CHECK_POLL.intervalMs, undefined, { signal: left.signal }).catch(
            () => undefined,
          );
        }
      })();
      await Promise.race([pushed, checked]);
    } finally {
      left.abort();
      await screen.dispose();
    }
    const status = await this.creditStatus();
    if (status !== 'approved') throw new Error(`credit status ${status}`);
  }

  /** The application's credit check status; 'waiting' while the service decides. */
  private async creditStatus(): Promise<string> {
    const read = await this.graphql(
      'query { getVehicleApplication { vehicleApplication { scoreboard { statusCreditCheck } } } }',
    );
    const status = read.getVehicleApplication.vehicleApplication.scoreboard.statusCreditCheck as
      string | null;
    return !status || status === 'refer' || status === 'waiting' ? 'waiting' : status;
  }

  /** The sandbox's signing page: opened, then Sign, which returns to the portal's page. */
  async signInSandbox(viewUrl: string) {
    const page = await this.request('GET', viewUrl);
    if (page.status !== 200) throw new Error(`signing page answered ${page.status}`);
    const signed = await this.request('POST', viewUrl, 'action=sign', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    if (signed.status !== 303) throw new Error(`signing answered ${signed.status}`);
  }
}

/** A request named by its operation (GraphQL) or its path's first segments. */
function stepOf(method: string, pathname: string, body: Buffer | string | undefined): string {
  if (pathname === '/graphql' && typeof body === 'string') {
    const query = (JSON.parse(body) as { query: string }).query;
    return /\{\s*(\w+)/.exec(query)?.[1] ?? 'graphql';
  }
  return `${method} ${pathname.split('/').slice(0, 3).join('/')}`;
}

/** The steps that took longest, summed over the journeys given. */
function slowestSteps(journeys: Journey[], count = 6): string {
  const totals = new Map<string, number>();
  for (const { step, ms } of journeys.flatMap((journey) => journey.steps)) {
    totals.set(step, (totals.get(step) ?? 0) + ms / journeys.length);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([step, ms]) => `${step} ${ms.toFixed(0)} ms`)
    .join(', ');
}

interface Files {
  front: Buffer;
  back: Buffer;
  pdf: Buffer;
}

async function runJourney(journey: Journey, files: Files): Promise<void> {
  const id = journey.applicationId;
  const origin = journey.origin;
  await journey.write({ propertyFirst: 'status', value: 'orderVerification' });
  const quoteView = await journey.graphql(
    'mutation ($returnUrl: String!) { getQuoteDocusign(returnUrl: $returnUrl) { url } }',
    { returnUrl: `${origin}/applications/${id}/quotesign` },
  );
  await journey.signInSandbox(quoteView.getQuoteDocusign.url);
  await journey.graphql('mutation { getEnvelope { status } }');
  await journey.graphql(
    `mutation ($applicationId: ID!) { updateDocusignStatus(applicationId: $applicationId, docusignStatus: completed) { status } }`,
    { applicationId: id },
  );

  const lookup = await journey.graphql(
    'query { getBusinessInfo(param: "Yarra Digital Consulting", region: AU) { rows { name abn status postCode stateCode entityType registerNumber } } }',
  );
  await journey.write({
    propertyFirst: 'entityDetails',
    entityObj: lookup.getBusinessInfo.rows[0],
    entityDetails: { industry: 'M', subDivision: '70', subGroup: '700' },
  });
  await journey.graphql(
    'mutation { selectPrimaryApplicant(isCurrentUserPrimary: true, vehicleApplicationStatus: "no") { status message } }',
  );
  await journey.write({
    propertyFirst: 'businessDetails',
    propertySecond: 'entityDetails',
    value: {
      companyLegalAddress: '120 Collins Street, Melbourne VIC 3000',
      tradingAddressSame: true,
      tradingAddress: '120 Collins Street, Melbourne VIC 3000',
      businessContactNumber: '0395550123',
      businessWebsite: 'https://yarradigital.example',
      streetNo: '120',
      streetName: 'Collins Street',
      suburb: 'Melbourne',
      state: 'VIC',
      postCode: '3000',
      country: 'Australia',
      countryCode: 'AU',
    },
  });
  await journey.write({
    propertyFirst: 'businessDetails',
    propertySecond: 'annualRevenue',
    value: '2400000',
  });
  await journey.write({
    propertyFirst: 'businessDetails',
    propertySecond: 'financeDetails',
    financeDetails: {
      currentFleetSize: '4',
      numberOfEmployees: '30',
      purchaseMoreVehicles: 'no',
      valueOfApplication: 60000,
      maximum: false,
      personalGuarantee: 'yes',
      completed: 'yes',
    },
  });

  const front = await journey.upload('driversLicence', 'licence-front.png', 'image/png', files.front);
  const back = await journey.upload('driversLicence', 'licence-back.png', 'image/png', files.back);
  await journey.graphql(
    `mutation ($applicationId: ID!, $params: [UploadedFileInput!]!) {
      saveDrivingLicense(applicationId: $applicationId, params: $params, applicantType: primary) { status } }`,
    { applicationId: id, params: [front, back] },
  );
  await journey.write({
    propertyFirst: 'primaryApplicant',
    propertySecond: 'idScanResult',
    idScanResult: {
      firstName: 'Jordan',
      lastName: 'Tran',
      dob: '14/03/1985',
      currentAddress: '120 Collins Street, Melbourne VIC 3000',
      streetNo: '120',
      streetName: 'Collins Street',
      suburb: 'Melbourne',
      state: 'VIC',
      postCode: '3000',
      country: 'Australia',
      countryCode: 'AU',
      driversLicenceNumber: '12345678',
      driversLicenceExpiry: '21/07/2031',
      driversLicenceState: 'nsw',
      driversCardNumber: '2012345678',
    },
  });
  await journey.write({
    propertyFirst: 'primaryApplicant',
    propertySecond: 'privacyConsent',
    value: 'confirmed',
  });
  await journey.graphql(
    `mutation ($payload: CreditCheckSubmissionInput!) { submitCreditCheck(payload: $payload) { status result } }`,
    { payload: { applicationId: id, testing: 'accept' } },
  );
  await journey.waitForCreditDecision();

  const guarantee = await journey.upload(
    'signedDocument',
    'Personal Guarantee signed.pdf',
    'application/pdf',
    files.pdf,
  );
  await journey.graphql(
    `mutation ($applicationId: ID!, $file: UploadedFileInput!) {
      uploadWetSignature(applicationId: $applicationId, wetSignatureObjName: "documentPCA", uploadFileObj: $file) { url } }`,
    { applicationId: id, file: guarantee },
  );
  // The account to debit comes before the envelope is sent (decision 2081).
  await journey.graphql(
    `mutation ($applicationId: ID!, $account: DirectDebitAccountInput!) {
      recordDirectDebitAccount(applicationId: $applicationId, account: $account) { accountNumber } }`,
    {
      applicationId: id,
      account: { accountName: 'Yarra Digital Consulting', bsb: '062-000', accountNumber: '12345678' },
    },
  );
  const rows = `mutation ($applicationId: ID!) { getEnvelopeMLA(applicationId: $applicationId) {
    status { signers { email status } witnesses { roleName status } } } }`;
  await journey.graphql(rows, { applicationId: id });
  // Authorised Officer (1) signs, then their witness on the same device (decision 1701), whom they
  // name first: someone other than the officers (decision 2047).
  // The witness's e-mail address within the portal's 55 characters (calculator §5's rule for every address).
  const witness = {
    name: 'Wiremu Tane',
    email: `witness.${id.slice(0, 8)}@neighbours.example`,
    address: '14 Kauri Street, Auckland 1010',
  };
  for (let view = 0; view < 2; view++) {
    const signing = await journey.graphql(
      `mutation ($applicationId: ID!, $returnUrl: String!, $witness: WitnessInput) {
        getMLADocusign(applicationId: $applicationId, isCurrentUserPrimary: true, returnUrl: $returnUrl, witness: $witness) { url } }`,
      {
        applicationId: id,
        returnUrl: `${origin}/applications/${id}/quotesign-mla`,
        ...(view === 1 ? { witness } : {}),
      },
    );
    await journey.signInSandbox(signing.getMLADocusign.url);
    await journey.graphql(rows, { applicationId: id });
  }
  const finished = await journey.graphql(
    'query { getVehicleApplication { vehicleApplication { scoreboard { status } } } }',
  );
  if (finished.getVehicleApplication.vehicleApplication.scoreboard.status !== 'finished')
    throw new Error('the journey did not finish');
}

/** An officer with a quote and a session, before the clock starts. */
interface Officer {
  cookie: string;
  applicationId: string;
}

/** What lease-admin does for staff: issue the quote; then the officer's password and session (not timed). */
async function issueAndSignIn(
  container: RunningPortal['container'],
  n: number,
  passwordHash: string,
): Promise<Officer> {
  const officer = await aQuotedOfficer(container, {
    email: `bench.${process.pid}.${n}@yarradigital.example`,
    quoteReference: `Q-BENCH-${process.pid}-${n}`,
    staffId: 'os:bench',
    passwordHash,
  });
  const signedIn = await container.get(LogIn).execute({
    orgId: ORG_ID,
    email: officer.email,
    password: PASSWORD,
    // One address per officer, as fifty officers on their own devices would be.
    clientAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  });
  if (!signedIn.ok) throw signedIn.error;
  return { cookie: `lp_session=${signedIn.value.token}`, applicationId: officer.applicationId };
}

/** The time every processor of the machine has spent busy since boot. */
const machineBusyMs = () =>
  cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** The nearest-rank percentile: the value `p` per cent of them are at or under. */
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] ?? 0;
const max = (values: number[]) => Math.max(...values);
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Where the journeys run: the portal as its officers reach it, and what it can tell besides. */
interface Stage {
  port: number;
  describe: string;
  /** The n-th officer (from 1), quoted and signed in, before the clock. */
  officer(n: number): Promise<Officer>;
  /** Requests each replica answered since last asked; absent for one portal. */
  answeredSinceLastAsked?(): Promise<number[]>;
  /** The processor time the replicas have used, in ms; absent for one portal (it is this process). */
  replicasProcessorMs?(): Promise<number>;
  /** The AU lease document pack of a finished application, rendered in the portal's own process. */
  documentPack?(applicationId: string): Promise<void>;
  stop(): Promise<void>;
}

async function chooseDatabase(): Promise<{ url?: string; describe: string; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { describe: 'embedded PGlite', dispose: async () => undefined };
  const schema = await aSchema(url, 'bench_journey');
  return {
    url: schema.url,
    describe: `PostgreSQL server (schema ${schema.schema} of DATABASE_URL)`,
    dispose: () => schema.drop(),
  };
}

/** One portal in this process, on embedded PGlite or a schema of its own in DATABASE_URL. */
async function onePortal(): Promise<Stage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'journey-bench-'));
  const database = await chooseDatabase();
  const cleanUp = async () => {
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  };
  let portal: RunningPortal;
  try {
    portal = await startPortal(
      { ...readConfig({}), port: 0, dataDir, databaseUrl: database.url, logLevel: 'warn' },
      createLogger('warn'),
      { serveTools: false },
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const { container } = portal;
  const passwordHash = await container.get<PasswordHasher>(PASSWORD_HASHER).hash(PASSWORD);
  return {
    port: portal.port,
    describe: database.describe,
    officer: (n) => issueAndSignIn(container, n, passwordHash),
    async documentPack(applicationId) {
      const application = await container
        .get<UnitOfWork>(UNIT_OF_WORK)
        .run((tx) => tx.leaseApplications.ofId(applicationId));
      if (!application) throw new Error('no application to render');
      const deps = {
        orgProfiles: container.get<OrgProfiles>(ORG_PROFILES),
        renderer: container.get<LeaseDocumentRenderer>(LEASE_DOCUMENT_RENDERER),
      };
      const pack = [];
      for (let round = 0; round < 10; round++) {
        const at = performance.now();
        const rendered = await renderLeaseDocuments(deps, application.value, (profile) =>
          leaseDocumentKinds(application.value, profile, 'wet', undefined),
        );
        if (!rendered.ok) throw rendered.error;
        pack.push({ ms: performance.now() - at, documents: rendered.value.length });
      }
      console.log(
        `Lease document pack (${pack[0]!.documents} PDFs): first ${ms(pack[0]!.ms)}, median ${ms(median(pack.map((p) => p.ms)))} (target under 300 ms)`,
      );
    },
    async stop() {
      await portal.stop();
      await cleanUp();
    },
  };
}

/** The deployment's topology: every officer arranged before the replicas start (decision 2126). */
async function twoReplicas(officers: number): Promise<Stage> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('--two-replicas needs DATABASE_URL: the replicas share its database.');
  const stage = await twoReplicaStage({
    databaseUrl,
    asBuilt: args['as-built'],
    async arrange(container) {
      const passwordHash = await container.get<PasswordHasher>(PASSWORD_HASHER).hash(PASSWORD);
      return Promise.all(
        Array.from({ length: officers }, (_, n) => issueAndSignIn(container, n + 1, passwordHash)),
      );
    },
  });
  return {
    port: stage.port,
    describe: stage.describe,
    officer: async (n) => stage.officers[n - 1]!,
    answeredSinceLastAsked: () => stage.answeredSinceLastAsked(),
    replicasProcessorMs: () => stage.replicasProcessorMs(),
    stop: () => stage.stop(),
  };
}

/**
 * Where the crowd's processor time went, a journey each: the replicas, this process (the officers'
 * clients) and the rest (the database, the proxy and whatever else the machine ran meanwhile).
 */
function processorShares(busy: number, replicas: number, own: number): string {
  const each = (value: number) =>
    `${ms(value / CONCURRENT)} (${((100 * value) / Math.max(busy, 1)).toFixed(0)}%)`;
  const rest = Math.max(0, busy - replicas - own);
  return `a journey: the replicas ${each(replicas)}, this process ${each(own)}, the database, proxy and the rest ${each(rest)}`;
}

/** Each replica's share of the requests answered since last asked, or nothing for one portal. */
async function shares(stage: Stage): Promise<string> {
  const answered = await stage.answeredSinceLastAsked?.();
  if (!answered) return '';
  const all = answered.reduce((sum, count) => sum + count, 0);
  const each = answered.map(
    (count, n) => `replica ${n + 1} ${count} (${((100 * count) / Math.max(all, 1)).toFixed(0)}%)`,
  );
  return `  requests per replica: ${each.join(', ')}`;
}

async function main(): Promise<void> {
  // The sandbox partners answer at once: the benchmark measures the portal, not their pretend latency.
  process.env.SANDBOX_CREDIT_DELAY_MS = '0';
  process.env.SANDBOX_CRM_DELAY_MS = '0';
  // The warm-up, the rounds one at a time, then the crowd.
  const stage = args['two-replicas'] ? await twoReplicas(1 + ROUNDS + CONCURRENT) : await onePortal();
  try {
    console.log(`Storage: ${stage.describe}; NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}`);
    const files: Files = {
      front: await readFile(path.join(specimens, 'au-nsw-front.png')),
      back: await readFile(path.join(specimens, 'au-nsw-back.png')),
      // A signed page: the upload refuses a blank or broken signed document (decision 2030).
      pdf: Buffer.from(aSignedPdf()),
    };
    const journeyOf = async (n: number) => {
      const officer = await stage.officer(n);
      return new Journey(stage.port, officer.cookie, officer.applicationId);
    };
    let n = 0;

    // A journey that fails one at a time is reported and counted, and the run goes on to the crowd.
    let failedAlone = 0;
    const alone = async (journey: Journey) =>
      runJourney(journey, files).then(
        () => true,
        (error: unknown) => {
          failedAlone += 1;
          console.log(`  error (one at a time): ${String(error)}`);
          return false;
        },
      );

    // Warm-up: the first journey compiles and loads what later ones reuse.
    await alone(await journeyOf((n += 1)));

    const times: number[] = [];
    const requests: number[] = [];
    const single: Journey[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const journey = await journeyOf((n += 1));
      if (!(await alone(journey))) continue;
      times.push(journey.serverMs);
      requests.push(journey.requests);
      single.push(journey);
    }
    console.log(
      `One journey at a time (${single.length} of ${ROUNDS} journeys finished, ${failedAlone} errors counting the warm-up, ${requests[0]} requests each): server time median ${ms(median(times))}, max ${ms(max(times))} (target at most 1000 ms)`,
    );
    console.log(`  slowest steps of a journey (mean): ${slowestSteps(single)}`);

    const crowd = await Promise.all(Array.from({ length: CONCURRENT }, async () => journeyOf((n += 1))));
    await stage.answeredSinceLastAsked?.();
    const started = performance.now();
    const busyBefore = machineBusyMs();
    const ownBefore = process.cpuUsage();
    const replicasBefore = await stage.replicasProcessorMs?.();
    const outcomes = await Promise.allSettled(crowd.map((journey) => runJourney(journey, files)));
    const wall = performance.now() - started;
    const busy = machineBusyMs() - busyBefore;
    const own = process.cpuUsage(ownBefore);
    const replicas =
      replicasBefore === undefined ? undefined : (await stage.replicasProcessorMs!()) - replicasBefore;
    const errors = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const error of errors.slice(0, 3))
      console.log(`  error: ${String((error as PromiseRejectedResult).reason)}`);
    const crowdTimes = crowd.map((journey) => journey.serverMs);
    console.log(
      `${CONCURRENT} journeys at once: ${errors.length} errors (target 0), all finished in ${ms(wall)}; per journey median ${ms(median(crowdTimes))}, 95th percentile ${ms(percentile(crowdTimes, 95))}, max ${ms(max(crowdTimes))}`,
    );
    console.log(
      `  the machine's processors were busy ${ms(busy)} meanwhile (every process: portal, database, proxy and this one), ${ms(busy / CONCURRENT)} a journey, on ${cpus().length} cores`,
    );
    if (replicas !== undefined)
      console.log(`  ${processorShares(busy, replicas, (own.user + own.system) / 1000)}`);
    const perReplica = await shares(stage);
    if (perReplica) console.log(perReplica);

    // The lease document pack (wet signing, AU, with a guarantee) of a finished application.
    const finished = crowd.find((_, i) => outcomes[i]!.status === 'fulfilled') ?? crowd[0]!;
    if (stage.documentPack) await stage.documentPack(finished.applicationId);
    else console.log("Lease document pack: not measured on replicas (rendered in the portal's own process)");
    if (errors.length + failedAlone > 0) process.exitCode = 1;
  } finally {
    await stage.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
