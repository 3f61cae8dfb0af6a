import { isRegion, type BusinessLookupRow, type BusinessRegistry } from '@lease-portal/domain';
import { HttpBusinessRegistry } from './http-business-registry';
import type { RegistryResponse } from './registry-response';
import { SandboxBusinessRegistry } from './sandbox-business-registry';
import { answerJson, startStubRegistry, type StubRegistryServer } from './stub-registry-server';

/** The wire form of a row, as the registry service sends it. */
function onTheWire(row: BusinessLookupRow): RegistryResponse['businesses'][number] {
  const { contactDetail, abn, entityType, ...rest } = row;
  return {
    ...rest,
    businessNumber: abn,
    entityTypeCode: entityType,
    contact: contactDetail && { ...contactDetail, phone: contactDetail.contactNumber },
  };
}

/** A registry service that answers from the sandbox register, so both adapters can be held to one contract. */
async function serviceBackedBy(sandbox: SandboxBusinessRegistry): Promise<StubRegistryServer> {
  return startStubRegistry((request, response) => {
    const params = new URL(request.url ?? '/', 'http://registry').searchParams;
    const region = params.get('region');
    const number = params.get('number');
    if (!isRegion(region)) return answerJson(response, 400, { message: 'region' });
    const query = number !== null ? { by: 'number', number } : { by: 'name', name: params.get('name') ?? '' };
    sandbox
      .search(query as Parameters<BusinessRegistry['search']>[0], region)
      .then((rows) => answerJson(response, 200, { businesses: rows.map(onTheWire) }))
      .catch(() => answerJson(response, 503, { message: 'unavailable' }));
  });
}

let service: StubRegistryServer;
const behind = new SandboxBusinessRegistry();
beforeAll(async () => {
  service = await serviceBackedBy(behind);
});
afterAll(() => service.close());

/** A registry under test, and how to make its next search fail as an unreachable register would. */
interface Subject {
  registry: BusinessRegistry;
  failNextSearch(): void;
}

function sandboxSubject(): Subject {
  const registry = new SandboxBusinessRegistry();
  return { registry, failNextSearch: () => registry.failNextSearches(1) };
}

function httpSubject(): Subject {
  const registry = new HttpBusinessRegistry({ baseUrl: service.baseUrl, apiKey: 'contract' });
  // Down for longer than the registry's two attempts.
  return { registry, failNextSearch: () => behind.failNextSearches(2) };
}

describe.each([
  ['SandboxBusinessRegistry', sandboxSubject],
  ['HttpBusinessRegistry', httpSubject],
])('the BusinessRegistry contract: %s', (_name, subject: () => Subject) => {
  it('finds a business by a word of its name, with everything the lookups show', async () => {
    const rows = await subject().registry.search({ by: 'name', name: 'lygon' }, 'AU');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Lygon Street Espresso',
      postCode: '3053',
      stateCode: 'VIC',
      entityType: 'IND',
      status: 'Active',
      contactDetail: { suburb: 'Carlton', state: 'VIC', postCode: '3053' },
    });
  });

  it('finds the same business again by its number', async () => {
    const { registry } = subject();
    const [found] = await registry.search({ by: 'name', name: 'tamaki digital' }, 'NZ');
    expect(found?.registerNumber).toMatch(/^\d{7}$/);
    expect(await registry.search({ by: 'number', number: found?.abn ?? '' }, 'NZ')).toEqual([found]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await subject().registry.search({ by: 'name', name: 'zzzz' }, 'NZ')).toEqual([]);
  });

  it('fails with PARTNER_UNAVAILABLE when the register cannot be searched', async () => {
    const { registry, failNextSearch } = subject();
    failNextSearch();
    await expect(registry.search({ by: 'name', name: 'harbour' }, 'AU')).rejects.toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
    });
  });
});
