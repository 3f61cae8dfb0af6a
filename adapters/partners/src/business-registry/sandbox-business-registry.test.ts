import { Abn, type BusinessLookupRow } from '@lease-portal/domain';
import { SandboxBusinessRegistry } from './sandbox-business-registry';

const names = (rows: BusinessLookupRow[]) => rows.map((row) => row.name);

describe('SandboxBusinessRegistry', () => {
  const registry = new SandboxBusinessRegistry();

  it('finds businesses by a word prefix of the name, ignoring case, in name order', async () => {
    expect(names(await registry.search({ by: 'name', name: 'HARBOUR' }, 'AU'))).toEqual([
      'Harbour City Plumbing Pty Ltd',
      'The Trustee for Harbour City Property Trust',
    ]);
    expect(names(await registry.search({ by: 'name', name: 'gold' }, 'AU'))).toEqual([
      'Gold Coast Landscaping Supplies',
      'Goldfields Heavy Haulage Pty Ltd',
      'The Trustee for Goldfields Grain Trust',
    ]);
  });

  it('searches only the register of the region asked', async () => {
    expect(names(await registry.search({ by: 'name', name: 'plumbing' }, 'NZ'))).toEqual([
      'Hutt Valley Plumbing & Gas Limited',
      'Waitematā Plumbing Limited',
    ]);
    expect(await registry.search({ by: 'name', name: 'waitemata' }, 'AU')).toEqual([]);
  });

  it('matches NZ names typed without macrons or accents', async () => {
    expect(names(await registry.search({ by: 'name', name: 'cafe' }, 'NZ'))).toEqual([
      'Lyttelton Harbour Café',
      'Mount Maunganui Surf Café',
      'Whanganui River Café',
    ]);
  });

  it('finds a business by its whole number and by nothing less', async () => {
    const [plumber] = await registry.search({ by: 'name', name: 'harbour city plumbing' }, 'AU');
    expect(plumber).toBeDefined();
    const byNumber = await registry.search({ by: 'number', number: plumber?.abn ?? '' }, 'AU');
    expect(byNumber).toEqual([plumber]);
    expect(await registry.search({ by: 'number', number: plumber?.abn.slice(0, 9) ?? '' }, 'AU')).toEqual([]);
    expect(
      await registry.search({ by: 'number', number: Abn.forIdentifier('123456789').value }, 'AU'),
    ).toEqual([]);
  });

  it('answers the same on every instance', async () => {
    const again = new SandboxBusinessRegistry();
    const query = { by: 'name', name: 'tr' } as const;
    expect(await again.search(query, 'NZ')).toEqual(await registry.search(query, 'NZ'));
  });

  it('gives callers copies, so changing a row changes nothing in the register', async () => {
    const [first] = await registry.search({ by: 'name', name: 'lygon' }, 'AU');
    if (first) first.name = 'Changed';
    expect(names(await registry.search({ by: 'name', name: 'lygon' }, 'AU'))).toEqual([
      'Lygon Street Espresso',
    ]);
  });

  it('finds an AU company by its ACN, as the ABR does, and nothing else by it', async () => {
    const [plumber] = await registry.search({ by: 'name', name: 'harbour city plumbing' }, 'AU');
    const acn = plumber?.registerNumber ?? '';
    expect(await registry.search({ by: 'company number', number: acn }, 'AU')).toEqual([plumber]);
    expect(await registry.search({ by: 'company number', number: acn }, 'NZ')).toEqual([]);
  });

  it('searches a register a test brings', async () => {
    const own = new SandboxBusinessRegistry({
      AU: [
        {
          name: 'Only One',
          abn: '51824753556',
          postCode: '2000',
          stateCode: 'NSW',
          entityType: 'IND',
          status: 'Active',
        },
      ],
      NZ: [],
    });
    expect(names(await own.search({ by: 'number', number: '51824753556' }, 'AU'))).toEqual(['Only One']);
  });
});
