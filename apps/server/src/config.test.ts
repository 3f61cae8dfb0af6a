import { readConfig } from './config';

describe('the portal configuration', () => {
  it('listens on loopback only unless HOST names another interface', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('takes the special introducer as an ABN or an NZBN, and stops on anything else', () => {
    expect(readConfig({}).specialIntroducerAbn).toBeUndefined();
    expect(readConfig({ SPECIAL_INTRODUCER_ABN: '51 824 753 556' }).specialIntroducerAbn).toBe(
      '51 824 753 556',
    );
    expect(readConfig({ SPECIAL_INTRODUCER_ABN: '9429047654321' }).specialIntroducerAbn).toBe(
      '9429047654321',
    );
    expect(() => readConfig({ SPECIAL_INTRODUCER_ABN: 'ABN 5182' })).toThrow(/SPECIAL_INTRODUCER_ABN/);
  });

  it('stops on TERM at once, requests in flight given 10 s, unless STOP_DELAY_SECONDS and STOP_GRACE_SECONDS say otherwise', () => {
    expect(readConfig({}).stop).toEqual({ unreadyMs: 0, graceMs: 10_000 });
    expect(readConfig({ STOP_DELAY_SECONDS: '5', STOP_GRACE_SECONDS: '2.5' }).stop).toEqual({
      unreadyMs: 5_000,
      graceMs: 2_500,
    });
    expect(() => readConfig({ STOP_GRACE_SECONDS: 'soon' })).toThrow(/STOP_GRACE_SECONDS/);
    expect(() => readConfig({ STOP_DELAY_SECONDS: '-1' })).toThrow(/STOP_DELAY_SECONDS/);
  });
});
