import { readConfig } from './config';

describe('the portal configuration', () => {
  it('listens on loopback only unless HOST names another interface', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
