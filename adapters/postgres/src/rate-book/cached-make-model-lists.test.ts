import type { MakeModelLists, MakeModels, Region } from '@lease-portal/domain';
import { CachedMakeModelLists } from './cached-make-model-lists';

/** Counts the fetches that reach the source, each answering after the test lets it. */
class CountingLists implements MakeModelLists {
  makeFetches = 0;
  modelFetches: string[][] = [];
  makes(countryCode: Region): Promise<string[]> {
    this.makeFetches += 1;
    return new Promise((resolve) => setTimeout(() => resolve([`${countryCode}-MAKE`]), 5));
  }
  async models(_countryCode: Region, makes: readonly string[]): Promise<MakeModels[]> {
    this.modelFetches.push([...makes]);
    return makes.map((make) => ({ make, models: ['ONE'] }));
  }
}

describe('make and model lists kept in the server process', () => {
  it('sends one fetch for concurrent requests of the same list', async () => {
    const source = new CountingLists();
    const cached = new CachedMakeModelLists(source);
    const answers = await Promise.all([cached.makes('AU'), cached.makes('AU'), cached.makes('AU')]);
    expect(answers).toEqual([['AU-MAKE'], ['AU-MAKE'], ['AU-MAKE']]);
    expect(source.makeFetches).toBe(1);
  });

  it('reuses a list until its time is up, then fetches again', async () => {
    const source = new CountingLists();
    const cached = new CachedMakeModelLists(source, { ttlMs: 20 });
    await cached.makes('NZ');
    await cached.makes('NZ');
    expect(source.makeFetches).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await cached.makes('NZ');
    expect(source.makeFetches).toBe(2);
  });

  it('keeps each country and each choice of makes apart, whatever the order or case of the makes', async () => {
    const source = new CountingLists();
    const cached = new CachedMakeModelLists(source);
    await cached.makes('AU');
    await cached.makes('NZ');
    await cached.models('AU', ['toyota', 'FORD']);
    await cached.models('AU', ['FORD', 'Toyota']);
    await cached.models('NZ', ['FORD', 'TOYOTA']);
    expect(source.makeFetches).toBe(2);
    expect(source.modelFetches).toEqual([
      ['FORD', 'TOYOTA'],
      ['FORD', 'TOYOTA'],
    ]);
  });

  it('hands out copies, so a caller cannot change the cached list', async () => {
    const cached = new CachedMakeModelLists(new CountingLists());
    (await cached.makes('AU')).push('CHANGED');
    expect(await cached.makes('AU')).toEqual(['AU-MAKE']);
  });

  it('fetches again after being cleared', async () => {
    const source = new CountingLists();
    const cached = new CachedMakeModelLists(source);
    await cached.makes('AU');
    cached.clear();
    await cached.makes('AU');
    expect(source.makeFetches).toBe(2);
  });
});
