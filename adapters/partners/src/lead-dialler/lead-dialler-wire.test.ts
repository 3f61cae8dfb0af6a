import type { DiallerLead } from '@lease-portal/domain';
import { leadWireOf } from './lead-dialler-over-http';
import { aDiallerLead } from './lead-dialler-pact';
import { DIALLER_PATHS, leadAcceptedWire, leadWire, problemWire, tokenWire } from './lead-dialler-wire';

const accepted = (body: unknown) => leadAcceptedWire.safeParse(body).success;

describe('the lead on the published wire (decision 2118)', () => {
  it("writes the dialler's lead as the contract's lead: the person as its contact, the business as given", () => {
    expect(leadWireOf(aDiallerLead('lead-1'))).toEqual({
      reference: 'lead-1',
      organisation: 'fleet-co',
      region: 'AU',
      contact: { firstName: 'Alex', lastName: 'Driver', phone: '0491570156', email: 'alex@fleetco.example' },
      business: { name: 'Lygon Street Espresso', number: '51824753556' },
      message: 'Two utes before June, please.',
      vehicles: ['TOY-HILUX-2026'],
    });
  });

  it('writes a call-back request without a business or a message, and no vehicles', () => {
    const callBack: DiallerLead = {
      reference: 'lead-2',
      orgId: 'kiwi',
      region: 'NZ',
      firstName: 'Sam',
      lastName: 'Rider',
      phone: '+6421234567',
      email: 'sam@kiwi.example',
      vehicles: [],
    };
    const wire = leadWireOf(callBack);
    expect(wire).not.toHaveProperty('business');
    expect(wire).not.toHaveProperty('message');
    expect(leadWire.parse(wire)).toEqual({
      reference: 'lead-2',
      organisation: 'kiwi',
      region: 'NZ',
      contact: { firstName: 'Sam', lastName: 'Rider', phone: '+6421234567', email: 'sam@kiwi.example' },
      vehicles: [],
    });
  });

  it('refuses what the contract does not take', () => {
    const lead = leadWireOf(aDiallerLead('lead-3'));
    const taken = (change: object) => leadWire.safeParse({ ...lead, ...change }).success;
    const contact = (change: object) => taken({ contact: { ...lead.contact, ...change } });
    expect(taken({})).toBe(true);
    expect(taken({ reference: '' })).toBe(false);
    expect(taken({ reference: 'x'.repeat(65) })).toBe(false);
    expect(taken({ region: 'US' })).toBe(false);
    expect(taken({ vehicles: ['A', 'B', 'C', 'D'] })).toBe(false);
    expect(taken({ business: { name: 'Lygon Street Espresso' } })).toBe(false);
    expect(taken({ message: 'x'.repeat(1001) })).toBe(false);
    expect(taken({ surprise: true })).toBe(false);
    expect(contact({ phone: '0491 570 156' })).toBe(false);
    expect(contact({ phone: '12345' })).toBe(false);
    expect(contact({ email: 'not an address' })).toBe(false);
    expect(contact({ middleName: 'J' })).toBe(false);
  });

  it('hands leads over at the paths the contract publishes', () => {
    expect(DIALLER_PATHS).toEqual({ token: '/oauth/token', leads: '/leads' });
  });
});

describe("the dialler's answer on the published wire (decision 2118)", () => {
  const common = { leadId: 'DL-7', reference: 'lead-1' };

  it('reads a lead queued (201) or queued already (200), in each of its statuses', () => {
    for (const status of ['queued', 'dialling', 'completed'] as const) {
      expect(leadAcceptedWire.parse({ ...common, status })).toEqual({ ...common, status });
    }
  });

  it('takes for garbage an answer without its id, with an empty one, or a status the contract does not name', () => {
    expect(accepted({ reference: 'lead-1', status: 'queued' })).toBe(false);
    expect(accepted({ ...common, leadId: '', status: 'queued' })).toBe(false);
    expect(accepted({ ...common, status: 'ringing' })).toBe(false);
    expect(accepted({ leadId: 'DL-7', status: 'queued' })).toBe(false);
  });

  it("reads a refusal's problem details with the fields it names, and refuses one without its title", () => {
    const problem = {
      type: 'https://dialler.example.com/problems/invalid-lead',
      title: 'The lead does not match the contract',
      status: 400,
      errors: [{ field: 'contact.phone', message: 'Digits, with a leading + for an international number.' }],
    };
    expect(problemWire.parse(problem)).toEqual(problem);
    expect(problemWire.safeParse({ ...problem, title: undefined }).success).toBe(false);
    expect(problemWire.safeParse({ ...problem, status: 400.5 }).success).toBe(false);
    expect(problemWire.safeParse({ ...problem, errors: [{ field: 'contact.phone' }] }).success).toBe(false);
  });

  it('reads a bearer token however its type is cased, and refuses another type or no lifetime', () => {
    const token = { access_token: 'at-1', token_type: 'Bearer', expires_in: 3600, scope: 'leads:write' };
    expect(tokenWire.parse(token)).toEqual(token);
    expect(tokenWire.parse({ ...token, token_type: 'bearer' }).token_type).toBe('bearer');
    expect(tokenWire.safeParse({ ...token, token_type: 'mac' }).success).toBe(false);
    expect(tokenWire.safeParse({ ...token, expires_in: 0 }).success).toBe(false);
    expect(tokenWire.safeParse({ ...token, access_token: '' }).success).toBe(false);
  });
});
