import { entity, entitySearch } from './nzbn-wire';
import { rowOfEntity } from './nzbn-business-register';
import { ENTITY, ENTITY_SEARCH } from './testing/nzbn-documented-answers';

// The NZBN API's documented answers, read as the adapter reads them.

describe("the NZBN register's answers, as documented", () => {
  it('reads a search page: each entity with its type, status and register number', () => {
    const page = entitySearch.parse(ENTITY_SEARCH);
    expect(page.items.map((item) => [item.nzbn, item.entityTypeCode, item.entityStatusCode])).toEqual([
      ['9429041925676', 'LTD', '50'],
      ['9429046246448', 'Sole_Trader', '80'],
    ]);
    expect(entitySearch.parse({ pageSize: 10, page: 0, totalItems: 0, items: null }).items).toEqual([]);
  });

  it('reads an entity as a lookup row: registered address, region when named, published phone and e-mail', () => {
    expect(rowOfEntity(entity.parse(ENTITY))).toEqual({
      name: 'HARBOUR EXAMPLE LIMITED',
      abn: '9429041925676',
      postCode: '1010',
      stateCode: 'Auckland',
      entityType: 'LTD',
      status: 'Active',
      registerNumber: '5842218',
      contactDetail: {
        street: 'Level 3, 21 Queen Street',
        suburb: 'Auckland Central',
        state: 'Auckland',
        postCode: '1010',
        contactNumber: '095550123',
        email: 'office@harbourexample.example',
      },
    });
  });

  it('takes a removed entity for a cancelled one, and an NZBN-only type without a register number', () => {
    const soleTrader = {
      ...ENTITY,
      entityStatusCode: '80',
      entityTypeCode: 'Sole_Trader',
      sourceRegister: 'NZBN',
      phoneNumbers: [],
      emailAddresses: null,
    };
    const row = rowOfEntity(entity.parse(soleTrader));
    expect(row).toMatchObject({ status: 'Cancelled', entityType: 'Sole_Trader' });
    expect(row.registerNumber).toBeUndefined();
    expect(row.contactDetail).not.toHaveProperty('contactNumber');
    expect(row.contactDetail).not.toHaveProperty('email');
  });

  it('reads a registered address with no line naming a region, and one that has ended', () => {
    const lines = (address: Record<string, unknown>) => ({
      ...ENTITY,
      addresses: { addressList: [{ ...ENTITY.addresses.addressList[0], ...address }] },
    });
    const noRegion = rowOfEntity(
      entity.parse(
        lines({
          address1: '11 Example Street',
          address2: 'Morningside',
          address3: 'Whangārei',
          address4: null,
        }),
      ),
    );
    expect(noRegion.contactDetail).toMatchObject({ street: '11 Example Street', suburb: 'Morningside' });
    expect(noRegion.stateCode).toBe('');
    const ended = rowOfEntity(entity.parse(lines({ endDate: '2022-01-01T00:00:00.000+1300' })));
    expect(ended.postCode).toBe('');
    expect(ended.contactDetail).not.toHaveProperty('street');
  });
});
