import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import vm from 'node:vm';
import PlainGlobalNodeEnvironment from './node-environment';

const config = {
  projectConfig: { testEnvironmentOptions: {}, globals: {}, fakeTimers: {} },
  globalConfig: {},
} as unknown as JestEnvironmentConfig;
const context = { console, docblockPragmas: {}, testPath: __filename } as unknown as EnvironmentContext;

describe('the node environment of the suites', () => {
  it('runs them on a plain global, which the context answers as itself', async () => {
    const environment = new PlainGlobalNodeEnvironment(config, context);
    const global = environment.getVmContext()!;
    // A contextified sandbox is not the global its code sees; a context made plain is.
    expect(vm.runInContext('globalThis', global)).toBe(global);
    expect(vm.runInContext('typeof Math.abs + typeof Buffer + typeof setTimeout', global)).toBe(
      'functionfunctionfunction',
    );
    await environment.teardown();
  });

  it('leaves vm.createContext as it was for everyone else', () => {
    const before = vm.createContext;
    new PlainGlobalNodeEnvironment(config, context);
    expect(vm.createContext).toBe(before);
    const sandbox = vm.createContext({});
    expect(vm.runInContext('globalThis', sandbox)).not.toBe(sandbox);
  });
});
