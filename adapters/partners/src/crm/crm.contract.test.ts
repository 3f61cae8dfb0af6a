import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError, type Crm, type NewCrmAccount } from '@lease-portal/domain';
import { InMemorySandboxCrmStore } from '@lease-portal/domain/src/leads/testing/in-memory-sandbox-crm-store';
import {
  answerJson,
  startStubRegistry,
  type StubRegistryServer,
} from '../business-registry/stub-registry-server';
import { HttpCrm } from './http-crm';
import { SandboxCrm, type CrmOperation } from './sandbox-crm';

const clock = { now: () => new Date('2026-05-04T09:00:00.000Z') };

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** A CRM service answering from a sandbox CRM, so both adapters are held to one contract. */
async function serviceBackedBy(sandbox: SandboxCrm): Promise<StubRegistryServer> {
  return startStubRegistry((request, response) => {
    handle(sandbox, request, response).catch((error: unknown) =>
      answerJson(response, error instanceof DomainError && error.code === 'NOT_FOUND' ? 404 : 503, {}),
    );
  });
}

async function handle(sandbox: SandboxCrm, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://crm');
  const id = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  const route = `${request.method} ${url.pathname.replace(/^\/(accounts|opportunities)\/.+$/, '/$1/:id')}`;
  switch (route) {
    case 'POST /accounts':
      return answerJson(response, 201, {
        id: await sandbox.createAccount((await bodyOf(request)) as NewCrmAccount),
      });
    case 'POST /opportunities':
      return answerJson(response, 201, {
        id: await sandbox.createOpportunity((await bodyOf(request)) as never),
      });
    case 'GET /accounts/:id': {
      const account = await sandbox.account(id);
      return account ? answerJson(response, 200, account) : answerJson(response, 404, {});
    }
    case 'GET /opportunities/:id': {
      const opportunity = await sandbox.opportunity(id);
      return opportunity ? answerJson(response, 200, opportunity) : answerJson(response, 404, {});
    }
    case 'PATCH /opportunities/:id': {
      const { StageName } = (await bodyOf(request)) as { StageName: string };
      await sandbox.updateOpportunityStage(id, StageName);
      response.writeHead(204).end();
      return;
    }
    default:
      return answerJson(response, 404, {});
  }
}

let service: StubRegistryServer;
const behind = new SandboxCrm(new InMemorySandboxCrmStore(), clock);
beforeAll(async () => {
  service = await serviceBackedBy(behind);
});
afterAll(() => service.close());

interface Subject {
  crm: Crm;
  failNext(operation: CrmOperation): void;
}

function sandboxSubject(): Subject {
  const crm = new SandboxCrm(new InMemorySandboxCrmStore(), clock);
  return { crm, failNext: (operation) => crm.faults.failNext(operation) };
}

function httpSubject(): Subject {
  return {
    crm: new HttpCrm({ baseUrl: service.baseUrl, apiKey: 'contract' }),
    // Down for longer than the outbound layer's three attempts.
    failNext: (operation) => behind.faults.failNext(operation, 3),
  };
}

let sequence = 0;
const anAccount = (email: string): NewCrmAccount => ({
  reference: `lead-${++sequence}`,
  orgId: 'fleet-co',
  region: 'AU',
  name: 'Harbour Freight Co',
  businessNumber: '51824753556',
  accountSource: 'Calculator',
  contact: { firstName: 'Alex', lastName: 'Driver', email, phone: '0491570156' },
});

describe.each([
  ['SandboxCrm', sandboxSubject],
  ['HttpCrm', httpSubject],
])('the Crm contract: %s', (_name, subject: () => Subject) => {
  it('opens an account and an opportunity once per reference, and finds them by their ids', async () => {
    const { crm } = subject();
    const email = `alex${++sequence}@fleetco.example`;
    const account = anAccount(email);
    const accountId = await crm.createAccount(account);
    expect(await crm.createAccount(account)).toBe(accountId);
    const opportunity = {
      reference: account.reference,
      accountId,
      leadSource: 'Calculator' as const,
      stageName: 'Needs Analysis' as const,
      shortlists: [],
    };
    const opportunityId = await crm.createOpportunity(opportunity);
    expect(await crm.createOpportunity(opportunity)).toBe(opportunityId);

    expect(await crm.account(accountId)).toEqual({
      Id: accountId,
      Name: 'Harbour Freight Co',
      AccountSource: 'Calculator',
      Credit_Total_Value__c: null,
    });
    await crm.updateOpportunityStage(opportunityId, 'Quote Requested OP');
    expect(await crm.opportunity(opportunityId)).toEqual({
      Id: opportunityId,
      AccountId: accountId,
      LeadSource: 'Calculator',
      StageName: 'Quote Requested OP',
    });
  });

  it('knows no account or opportunity it has no record of', async () => {
    const { crm } = subject();
    expect(await crm.account('ACC-999999')).toBeUndefined();
    expect(await crm.opportunity('OPP-999999')).toBeUndefined();
    await expect(crm.updateOpportunityStage('OPP-999999', 'Needs Analysis')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('fails with PARTNER_UNAVAILABLE when the CRM is down', async () => {
    const { crm, failNext } = subject();
    failNext('createAccount');
    await expect(crm.createAccount(anAccount('down@fleetco.example'))).rejects.toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
    });
  });
});

describe('HttpCrm on the wire', () => {
  it('sends the API key and the lead id as the idempotency key', async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    const stub = await startStubRegistry((request, response) => {
      seen.push(request.headers);
      answerJson(response, 201, { id: 'ACC-1' });
    });
    try {
      await new HttpCrm({ baseUrl: stub.baseUrl, apiKey: 'k-1' }).createAccount(
        anAccount('wire@fleetco.example'),
      );
      expect(seen[0]).toMatchObject({ 'x-api-key': 'k-1', 'idempotency-key': `lead-${sequence}` });
    } finally {
      await stub.close();
    }
  });

  it('treats an answer it cannot read, and a slow one, as an unavailable CRM', async () => {
    const stub = await startStubRegistry((request, response) => {
      if (request.url?.startsWith('/accounts/')) return; // never answers
      answerJson(response, 201, { identifier: 'x' });
    });
    try {
      const crm = new HttpCrm({ baseUrl: stub.baseUrl, apiKey: 'k', timeoutMs: 200 });
      await expect(crm.createAccount(anAccount('odd@fleetco.example'))).rejects.toMatchObject({
        code: 'PARTNER_UNAVAILABLE',
        details: { reason: 'unexpected response' },
      });
      await expect(crm.account('ACC-000001')).rejects.toMatchObject({
        details: { reason: 'timeout' },
      });
    } finally {
      await stub.close();
    }
  });
});
