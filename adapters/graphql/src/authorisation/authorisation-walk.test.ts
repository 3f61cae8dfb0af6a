import type { ApolloServer } from '@apollo/server';
import {
  buildClientSchema,
  buildSchema,
  getNamedType,
  introspectionFromSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  parse,
  subscribe,
} from 'graphql';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import { aFilesWorld } from '@lease-portal/domain/src/files/testing/files-world';
import { anOfficersWorld } from '@lease-portal/domain/src/lease-application/testing/officers-world';
import { aCreditCheckWorld } from '@lease-portal/domain/src/credit-bureau/testing/credit-check-world';
import type { GraphqlContext } from '../context';
import { typeDefs } from '../schema/type-defs';
import { accountsDependenciesOf, signedInAs } from '../testing/accounts-test-support';
import { creditCheckDependenciesOf } from '../testing/credit-check-test-support';
import { filesDependenciesOf } from '../testing/files-test-support';
import { officersDependenciesOf } from '../testing/officers-test-support';
import { aFleetCoProfile, anonymous, aTestServer, testServerDependencies } from '../testing/test-server';
import { subscriptionServing } from '../subscriptions';
import { PUBLIC_OPERATIONS } from './public-operations';

/*
 * Walks EVERY query and mutation of the served schema (read by introspection, so a new operation joins
 * by itself) as an anonymous visitor and as another customer of the same organisation, aiming each at
 * a seeded application that belongs to someone else. Nothing of it may come back.
 */

const VICTIM = {
  id: 'victim-user',
  email: 'vera.victim@fleetco.example',
  firstName: 'Vera',
  lastName: 'Victimson',
};
const VICTIM_APPLICATION = 'victim-application';
/** A statement the victim uploaded and saved: getFileByUUID and saveFile are aimed at it. */
const VICTIM_FILE = 'victim-file';
/** creditCheck's param for the victim's application: its id's first 8 characters plus '3'. */
const VICTIM_CREDIT_CHECK_PARAM = `${VICTIM_APPLICATION.slice(0, 8)}3`;
const SECRETS = [VICTIM.id, VICTIM.email, VICTIM.lastName, VICTIM_APPLICATION, 'Victim Haulage'];

async function aWorldWithAVictim() {
  const world = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  await world.aCustomer({ ...VICTIM, orgId: 'fleet-co', password: 'Lease2go!' });
  const intruder = await world.aCustomer({
    id: 'intruder',
    orgId: 'fleet-co',
    email: 'ivan@fleetco.example',
  });
  const victimsApplication = {
    ...anApplication()
      .ownedBy(VICTIM.id)
      .withPrimary({
        userId: VICTIM.id,
        email: VICTIM.email,
        firstName: VICTIM.firstName,
        lastName: VICTIM.lastName,
      })
      .withJourney({
        status: 'businessDetails' as const,
        companyDetails: { companyName: 'Victim Haulage' },
        entityDetails: { abn: '51824753556', entityType: 'PRV' },
      })
      .build(),
    applicationId: VICTIM_APPLICATION,
    orgId: 'fleet-co',
  };
  world.applications.add(victimsApplication);
  // The officers' operations name no application: they act on the caller's own, so the victim's is there too.
  const officers = anOfficersWorld([aFleetCoProfile()]).given(victimsApplication);
  const files = aFilesWorld(world);
  await files.files.recordUpload({
    uuid: VICTIM_FILE,
    ownerUserId: VICTIM.id,
    orgId: 'fleet-co',
    applicationId: VICTIM_APPLICATION,
    kind: 'financialStatement',
    contentType: 'application/pdf',
    sizeBytes: 4,
    uploadedAt: '2026-05-04T09:00:00.000Z',
  });
  await files.files.markSaved(VICTIM_FILE, 'Victim Haulage accounts.pdf', '2026-05-04T09:00:00.000Z');
  const server = aTestServer({
    accounts: accountsDependenciesOf(world),
    files: filesDependenciesOf(files),
    officers: officersDependenciesOf(officers),
    // The credit check knows the victim's application, as the portal's storage would.
    creditCheck: creditCheckDependenciesOf(aCreditCheckWorld(victimsApplication)),
  }).server;
  return { world, intruder, server, victimsApplication };
}

/** The schema as a client sees it through introspection. */
function servedSchema(): GraphQLSchema {
  return buildClientSchema(introspectionFromSchema(buildSchema(typeDefs)));
}

/** A value of the type, aimed at the victim: their application id and user id wherever one is asked. */
function sampleValue(type: GraphQLInputType, name = ''): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (name === 'applicationId') return VICTIM_APPLICATION;
  if (name === 'userId') return VICTIM.id;
  if (name === 'uuid') return VICTIM_FILE;
  if (name === 'email') return VICTIM.email;
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) || field.name === 'applicationId' || field.name === 'uuid',
    );
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type, field.name)]));
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = { Int: 10, Float: 1.5, Boolean: true, JSON: {} };
    return samples[type.name] ?? VICTIM_CREDIT_CHECK_PARAM;
  }
  throw new Error(`no sample for ${String(type)}`);
}

function operationCalling(
  kind: 'query' | 'mutation' | 'subscription',
  field: GraphQLField<unknown, unknown>,
): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = 'getFields' in getNamedType(field.type) ? ' { __typename }' : '';
  return `${kind}${variables ? ` (${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

interface Answer {
  operation: string;
  public: boolean;
  namesTheApplication: boolean;
  code: unknown;
  data: unknown;
  body: string;
}

async function walk(server: ApolloServer<GraphqlContext>, context: GraphqlContext): Promise<Answer[]> {
  const schema = servedSchema();
  const answers: Answer[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const variables = Object.fromEntries(
        field.args.map((arg) => [arg.name, sampleValue(arg.type, arg.name)]),
      );
      const response = await server.executeOperation(
        { query: operationCalling(kind, field), variables },
        { contextValue: context },
      );
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      const { data, errors } = response.body.singleResult;
      const operation = `${root!.name}.${field.name}`;
      answers.push({
        operation,
        public: PUBLIC_OPERATIONS.has(operation),
        // Aimed at the other customer: their application or user id anywhere, or their address as an argument.
        namesTheApplication:
          [VICTIM_APPLICATION, VICTIM.id, VICTIM_FILE].some((secret) =>
            JSON.stringify(variables).includes(secret),
          ) ||
          variables.email === VICTIM.email ||
          // creditCheck names the application by its id's first characters (journey §7).
          (field.name === 'creditCheck' && variables.param === VICTIM_CREDIT_CHECK_PARAM),
        code: errors?.[0]?.extensions?.code,
        data: data?.[field.name] ?? null,
        body: JSON.stringify(response.body.singleResult),
      });
    }
  }
  return answers;
}

describe('authorisation of every operation of the served schema', () => {
  it('finds the operations by introspection, public ones included', async () => {
    const operations = (await walk((await aWorldWithAVictim()).server, anonymous)).map(
      (answer) => answer.operation,
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const publicOperation of PUBLIC_OPERATIONS) expect(operations).toContain(publicOperation);
  });

  it('refuses an anonymous caller every non-public operation with UNAUTHENTICATED and no data', async () => {
    const { server } = await aWorldWithAVictim();
    const refused = (await walk(server, anonymous)).filter((answer) => !answer.public);
    expect(refused.length).toBeGreaterThan(30);
    for (const answer of refused) {
      expect({ operation: answer.operation, code: answer.code, data: answer.data }).toEqual({
        operation: answer.operation,
        code: 'UNAUTHENTICATED',
        data: null,
      });
    }
  });

  it("refuses another customer every operation on someone else's application, with FORBIDDEN", async () => {
    const { server, intruder } = await aWorldWithAVictim();
    const aimed = (await walk(server, signedInAs(intruder))).filter(
      (answer) => answer.namesTheApplication && !answer.public,
    );
    expect(aimed.map((answer) => answer.operation)).toEqual(
      expect.arrayContaining([
        'Mutation.updateQuoteStageName',
        'Mutation.submitCreditCheck',
        'Query.creditCheck',
        'Mutation.updateShortlists',
        'Mutation.getSignedUrl',
        'Mutation.saveFile',
        'Mutation.getFileByUUID',
        'Mutation.saveDrivingLicense',
        'Mutation.updateDocusignStatus',
        'Mutation.getEnvelopeMLA',
        'Mutation.getMLADocusign',
        'Mutation.getWetSignatureUrl',
        'Mutation.uploadWetSignature',
        'Mutation.deleteWetSignature',
        'Mutation.sendWetSignatureEmail',
        'Mutation.submitWetSignature',
        'Query.signedDocuments',
        'Query.user',
      ]),
    );
    for (const answer of aimed) {
      expect({ operation: answer.operation, code: answer.code, data: answer.data }).toEqual({
        operation: answer.operation,
        code: 'FORBIDDEN',
        data: null,
      });
    }
  });

  it("refuses another customer the officers' operations, which act on the caller's own application, with FORBIDDEN", async () => {
    const { server, intruder } = await aWorldWithAVictim();
    const officers = [
      'Mutation.reassignQuote',
      'Mutation.selectPrimaryApplicant',
      'Mutation.selectSecondaryApplicant',
    ];
    const answers = (await walk(server, signedInAs(intruder))).filter((answer) =>
      officers.includes(answer.operation),
    );
    expect(answers.map((answer) => answer.operation).sort()).toEqual(officers);
    for (const answer of answers) {
      expect({ operation: answer.operation, code: answer.code, data: answer.data }).toEqual({
        operation: answer.operation,
        code: 'FORBIDDEN',
        data: null,
      });
    }
  });

  it.each([
    ['an anonymous caller', () => anonymous],
    ['another customer', (intruder: Parameters<typeof signedInAs>[0]) => signedInAs(intruder)],
  ])(
    'reveals nothing of the other customer to %s, whatever the operation answers',
    async (_who, contextOf) => {
      const { server, intruder } = await aWorldWithAVictim();
      for (const answer of await walk(server, contextOf(intruder))) {
        const leaked = SECRETS.filter((secret) => answer.body.includes(secret));
        expect({ operation: answer.operation, leaked }).toEqual({ operation: answer.operation, leaked: [] });
        expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_IMPLEMENTED', 'BAD_USER_INPUT', undefined]).toContain(
          answer.code,
        );
      }
    },
  );
});

/*
 * Subscriptions run over the API's WebSocket, outside Apollo's operation guard: each authorises its
 * caller itself (decision 1660). Every one of them is walked the same way, aimed at the victim.
 */
describe('authorisation of every subscription of the served schema', () => {
  async function subscribeAll(caller: GraphqlContext | 'intruder') {
    const world = await aWorldWithAVictim();
    const serving = subscriptionServing(
      testServerDependencies({
        accounts: accountsDependenciesOf(world.world),
        creditCheck: creditCheckDependenciesOf(aCreditCheckWorld(world.victimsApplication)),
      }),
    );
    const contextValue = caller === 'intruder' ? signedInAs(world.intruder) : caller;
    const fields = Object.values(servedSchema().getSubscriptionType()?.getFields() ?? {});
    expect(fields.length).toBeGreaterThan(0);
    return Promise.all(
      fields.map(async (field) => {
        const variables = Object.fromEntries(
          field.args.map((arg) => [arg.name, sampleValue(arg.type, arg.name)]),
        );
        const result = await subscribe({
          schema: serving.schema,
          document: parse(operationCalling('subscription', field)),
          contextValue,
          variableValues: variables,
        });
        if (Symbol.asyncIterator in result)
          throw new Error(`${field.name} subscribed someone it should refuse`);
        const answer = serving.formatResult(result);
        return {
          operation: `Subscription.${field.name}`,
          code: answer.errors?.[0]?.extensions?.code,
          body: JSON.stringify(answer),
        };
      }),
    );
  }

  it.each([
    ['an anonymous caller', anonymous, 'UNAUTHENTICATED'],
    ['another customer', 'intruder' as const, 'FORBIDDEN'],
  ])(
    'refuses %s every subscription aimed at the other customer, revealing nothing',
    async (_who, caller, code) => {
      for (const answer of await subscribeAll(caller)) {
        expect({ operation: answer.operation, code: answer.code }).toEqual({
          operation: answer.operation,
          code,
        });
        expect(SECRETS.filter((secret) => answer.body.includes(secret))).toEqual([]);
      }
    },
  );
});
