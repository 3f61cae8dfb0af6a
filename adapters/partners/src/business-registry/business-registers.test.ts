import {
  DomainError,
  type BusinessLookupRow,
  type BusinessQuery,
  type BusinessRegistry,
} from '@lease-portal/domain';
import { BusinessRegisters } from './business-registers';

/** A register that answers one row per question, counting the questions, failing when told to. */
class CountingRegister implements BusinessRegistry {
  readonly asked: BusinessQuery[] = [];
  failing = false;

  async search(query: BusinessQuery): Promise<BusinessLookupRow[]> {
    this.asked.push(query);
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (this.failing) throw new DomainError('PARTNER_UNAVAILABLE', 'The register could not be reached.');
    const name = query.by === 'name' ? query.name : query.number;
    return [{ name, abn: '1', postCode: '', stateCode: '', entityType: 'LTD', status: 'Active' }];
  }
}

describe('BusinessRegisters', () => {
  let au: CountingRegister;
  let nz: CountingRegister;
  let registers: BusinessRegisters;
  beforeEach(() => {
    au = new CountingRegister();
    nz = new CountingRegister();
    registers = new BusinessRegisters({ AU: au, NZ: nz });
  });

  it("asks each region's register: the ABR for AU, the NZBN register for NZ", async () => {
    await registers.search({ by: 'name', name: 'harbour' }, 'AU');
    await registers.search({ by: 'number', number: '9429041925676' }, 'NZ');
    expect(au.asked).toEqual([{ by: 'name', name: 'harbour' }]);
    expect(nz.asked).toEqual([{ by: 'number', number: '9429041925676' }]);
  });

  it('keeps an answer: the same question again, in any case, asks the register nothing', async () => {
    const first = await registers.search({ by: 'name', name: 'Harbour' }, 'AU');
    expect(await registers.search({ by: 'name', name: ' harbour' }, 'AU')).toEqual(first);
    await registers.search({ by: 'name', name: 'harbour' }, 'NZ');
    expect(au.asked).toHaveLength(1);
    expect(nz.asked).toHaveLength(1);
  });

  it('asks once for the same question asked twice at once', async () => {
    await Promise.all([
      registers.search({ by: 'number', number: '51824753556' }, 'AU'),
      registers.search({ by: 'number', number: '51824753556' }, 'AU'),
    ]);
    expect(au.asked).toHaveLength(1);
  });

  it('keeps no failure: the next question goes to the register again', async () => {
    au.failing = true;
    await expect(registers.search({ by: 'name', name: 'harbour' }, 'AU')).rejects.toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
    });
    au.failing = false;
    expect(await registers.search({ by: 'name', name: 'harbour' }, 'AU')).toHaveLength(1);
    expect(au.asked).toHaveLength(2);
  });

  it('forgets an answer after its time', async () => {
    const brief = new BusinessRegisters({ AU: au, NZ: nz }, { ttlMs: 20 });
    await brief.search({ by: 'name', name: 'harbour' }, 'AU');
    await new Promise((resolve) => setTimeout(resolve, 40));
    await brief.search({ by: 'name', name: 'harbour' }, 'AU');
    expect(au.asked).toHaveLength(2);
  });

  it('gives callers copies, so changing a row changes nothing kept', async () => {
    const [row] = await registers.search({ by: 'name', name: 'harbour' }, 'AU');
    row!.name = 'Changed';
    expect((await registers.search({ by: 'name', name: 'harbour' }, 'AU'))[0]?.name).toBe('harbour');
  });
});
