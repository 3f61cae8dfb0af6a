import type { Region } from '../shared/region';
import type { AddressCompletion, AddressParts } from './address';
import type { AddressFinder } from './address-finder.port';
import { FindAddresses } from './find-addresses';

/** A finder answering n made-up completions per country, recording what it was asked. */
class CountingFinder implements AddressFinder {
  readonly asked: { country: Region; query: string; max: number }[] = [];
  constructor(private readonly perCountry = 8) {}
  async autocomplete(country: Region, query: string, max: number): Promise<AddressCompletion[]> {
    this.asked.push({ country, query, max });
    return Array.from({ length: Math.min(max, this.perCountry) }, (_, at) => ({
      id: `${country.toLowerCase()}-${at + 1}`,
      fullAddress: `${at + 1} Queen Street, ${country}`,
    }));
  }
  async metadata(country: Region, id: string): Promise<Omit<AddressParts, 'id'> | undefined> {
    if (id === 'missing') return undefined;
    return {
      fullAddress: `${id} Queen Street`,
      streetNo: '1',
      streetName: 'Queen Street',
      country: country === 'AU' ? 'Australia' : 'New Zealand',
      countryCode: country,
    };
  }
}

describe('FindAddresses', () => {
  it('answers nothing, and asks nobody, below 3 typed characters', async () => {
    const finder = new CountingFinder();
    const find = new FindAddresses(finder);
    expect(await find.suggestions({ query: '  1 ' })).toEqual([]);
    expect(await find.suggestions({ query: '12' })).toEqual([]);
    expect(finder.asked).toEqual([]);
  });

  it('asks both AU and NZ by default, takes their best in turn and answers at most 10', async () => {
    const finder = new CountingFinder();
    const suggestions = await new FindAddresses(finder).suggestions({ query: ' 12  queen ' });
    expect(finder.asked).toEqual([
      { country: 'AU', query: '12 queen', max: 10 },
      { country: 'NZ', query: '12 queen', max: 10 },
    ]);
    expect(suggestions).toHaveLength(10);
    expect(suggestions.slice(0, 3)).toEqual([
      { id: 'AU:au-1', fullAddress: '1 Queen Street, AU', country: 'AU' },
      { id: 'NZ:nz-1', fullAddress: '1 Queen Street, NZ', country: 'NZ' },
      { id: 'AU:au-2', fullAddress: '2 Queen Street, AU', country: 'AU' },
    ]);
  });

  it('restricts to the countries asked, and never beyond AU and NZ', async () => {
    const finder = new CountingFinder(20);
    const onlyNz = await new FindAddresses(finder).suggestions({ query: 'queen', countries: ['NZ'] });
    expect(onlyNz.every((suggestion) => suggestion.country === 'NZ')).toBe(true);
    expect(onlyNz).toHaveLength(10);
    expect(await new FindAddresses(finder).suggestions({ query: 'queen', countries: ['US'] })).toEqual([]);
    expect(finder.asked.map((asked) => asked.country)).toEqual(['NZ']);
  });

  it("reads a suggestion's parts through its country, keeping the suggestion's id", async () => {
    const find = new FindAddresses(new CountingFinder());
    expect(await find.details('NZ:nz-3')).toMatchObject({
      id: 'NZ:nz-3',
      streetName: 'Queen Street',
      countryCode: 'NZ',
    });
  });

  it.each(['', 'nz-3', 'US:1', 'AU:', ':1', 'AU:missing', `AU:${'x'.repeat(120)}`])(
    'answers undefined for the id %j',
    async (id) => {
      expect(await new FindAddresses(new CountingFinder()).details(id)).toBeUndefined();
    },
  );

  it('reports a service that throws something unexpected as PARTNER_UNAVAILABLE', async () => {
    const broken: AddressFinder = {
      autocomplete: async () => {
        throw new Error('socket hang up');
      },
      metadata: async () => undefined,
    };
    await expect(new FindAddresses(broken).suggestions({ query: 'queen' })).rejects.toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
    });
  });
});
