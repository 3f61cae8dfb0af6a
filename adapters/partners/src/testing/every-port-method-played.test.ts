import { everyPortMethodPlayed, type UnlistedMethods } from './every-port-method-played';

/** A port of three methods, and an adapter of it that also has what ports do not (close). */
interface Shelf {
  put(item: string): Promise<void>;
  take(item: string): Promise<boolean>;
  count(): Promise<number>;
}
class ShelfAdapter implements Shelf {
  private readonly items: string[] = [];
  async put(item: string) {
    this.items.push(item);
  }
  async take(item: string) {
    const at = this.items.indexOf(item);
    if (at >= 0) this.items.splice(at, 1);
    return at >= 0;
  }
  async count() {
    return this.items.length;
  }
  async close() {}
}

describe('every method of a port played by an interaction', () => {
  it('is a list the compiler holds complete', () => {
    const none: UnlistedMethods<Shelf, ['put', 'take', 'count']> = undefined as never;
    const one: UnlistedMethods<Shelf, ['put', 'take']> = 'count';
    expect([none, one]).toEqual([undefined, 'count']);
    // @ts-expect-error -- `count` is left out.
    everyPortMethodPlayed<Shelf>()(['put', 'take']);
    // @ts-expect-error -- `lend` is no method of the port.
    everyPortMethodPlayed<Shelf>()(['put', 'take', 'count', 'lend']);
  });

  it('notes the methods called through the adapter, on the adapter itself', async () => {
    const played = everyPortMethodPlayed<Shelf>()(['put', 'take', 'count']);
    const shelf = played.record(new ShelfAdapter());
    await shelf.put('box');
    expect(await shelf.take('box')).toBe(true);
    await shelf.close();
    expect(played.unplayed()).toEqual(['count']);
    expect(() => played.assertEveryMethodPlayed()).toThrow(
      'The pact does not cover the port: no interaction played these methods of the port: count.',
    );
    expect(await shelf.count()).toBe(0);
    expect(() => played.assertEveryMethodPlayed()).not.toThrow();
  });

  it('passes a method named as not calling the partner, and fails when it is played all the same', async () => {
    const played = everyPortMethodPlayed<Shelf>()(['put', 'take', 'count'], {
      count: 'the adapter counts what it holds',
    });
    const shelf = played.record(new ShelfAdapter());
    await shelf.put('box');
    await shelf.take('box');
    expect(() => played.assertEveryMethodPlayed()).not.toThrow();
    await shelf.count();
    expect(() => played.assertEveryMethodPlayed()).toThrow(
      'count was played though named as not calling the partner (the adapter counts what it holds)',
    );
  });
});
