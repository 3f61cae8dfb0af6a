import type { IncomingMessage } from 'node:http';
import type { DiallerLead, LeadDialler } from '@lease-portal/domain';
import {
  answerJson,
  startStubRegistry,
  type StubRegistryServer,
} from '../business-registry/stub-registry-server';
import { HttpLeadDialler } from './http-lead-dialler';
import { SandboxLeadDialler } from './sandbox-lead-dialler';

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

let service: StubRegistryServer;
const behind = new SandboxLeadDialler();
beforeAll(async () => {
  service = await startStubRegistry((request, response) => {
    if (request.method !== 'POST' || request.url !== '/leads') return answerJson(response, 404, {});
    bodyOf(request)
      .then((lead) => behind.submitLead(lead as DiallerLead))
      .then((leadId) => answerJson(response, 201, { leadId }))
      .catch(() => answerJson(response, 503, {}));
  });
});
afterAll(() => service.close());

interface Subject {
  dialler: LeadDialler;
  received(): DiallerLead[];
  failNext(): void;
}

function sandboxSubject(): Subject {
  const dialler = new SandboxLeadDialler();
  return {
    dialler,
    received: () => dialler.received(),
    failNext: () => dialler.faults.failNext('submitLead'),
  };
}

function httpSubject(): Subject {
  return {
    dialler: new HttpLeadDialler({ baseUrl: service.baseUrl, apiKey: 'contract' }),
    received: () => behind.received(),
    // Down for longer than the outbound layer's three attempts.
    failNext: () => behind.faults.failNext('submitLead', 3),
  };
}

let sequence = 0;
const aLead = (): DiallerLead => ({
  reference: `lead-${++sequence}`,
  orgId: 'kiwi',
  region: 'NZ',
  firstName: 'Sam',
  lastName: 'Rider',
  phone: '021234567',
  email: 'sam@kiwi.example',
  vehicles: ['V-1'],
});

describe.each([
  ['SandboxLeadDialler', sandboxSubject],
  ['HttpLeadDialler', httpSubject],
])('the LeadDialler contract: %s', (_name, subject: () => Subject) => {
  it('queues a lead once per reference and answers the same id for it', async () => {
    const { dialler, received } = subject();
    const lead = aLead();
    const leadId = await dialler.submitLead(lead);
    expect(leadId).toBe(`DL-${lead.reference}`);
    expect(await dialler.submitLead(lead)).toBe(leadId);
    expect(received().filter((queued) => queued.reference === lead.reference)).toEqual([lead]);
  });

  it('fails with PARTNER_UNAVAILABLE when the dialler is down', async () => {
    const { dialler, failNext } = subject();
    failNext();
    await expect(dialler.submitLead(aLead())).rejects.toMatchObject({ code: 'PARTNER_UNAVAILABLE' });
  });
});
