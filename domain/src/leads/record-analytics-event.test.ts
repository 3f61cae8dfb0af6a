import { aLeadsWorld } from './testing/leads-world';

describe('RecordAnalyticsEvent', () => {
  it('records a known event with its details and time', async () => {
    const world = aLeadsWorld();
    const result = await world.recordAnalyticsEvent.execute({
      name: 'noResults',
      orgId: 'fleet-co',
      region: 'AU',
      details: { vehicleBodytype: ['VAN'] },
    });
    expect(result).toEqual({ ok: true, value: { id: 'event-1' } });
    expect(world.analytics.events).toEqual([
      {
        id: 'event-1',
        name: 'noResults',
        orgId: 'fleet-co',
        region: 'AU',
        details: { vehicleBodytype: ['VAN'] },
        at: '2026-05-04T09:00:00.000Z',
      },
    ]);
  });

  it('refuses an unknown event and records nothing', async () => {
    const world = aLeadsWorld();
    const result = await world.recordAnalyticsEvent.execute({
      name: 'click',
      orgId: 'fleet-co',
      region: 'AU',
    });
    expect(!result.ok && result.error.code).toBe('BAD_INPUT');
    expect(world.analytics.events).toEqual([]);
  });
});
