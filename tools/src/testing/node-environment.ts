import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import NodeEnvironment from 'jest-environment-node';
import vm from 'node:vm';

/**
 * Jest's node environment, its suites run on a plain global object (decision 2132).
 *
 * Jest makes each suite's context from a Proxy it hands to `vm.createContext`, which contextifies it:
 * V8 then reads every global the suite's code names (`Math`, `Buffer`, `JSON`, `Object`) through
 * Node's interceptors and the Proxy. A loop calling `Math.abs` ran 100 times slower than in Node's own
 * context, and every module of every suite paid a little of that. `vm.constants.DONT_CONTEXTIFY`
 * makes a context whose global is an ordinary object, which V8 reads as fast as Node's own; Jest's
 * environment is built on such a context instead. What Jest installs on the global (its globals, the
 * fake timers, the module mocker) is the same; only its bookkeeping of what a suite left on the
 * global, to free it at teardown, is lost with the Proxy, and the whole context is freed anyway.
 */
export default class PlainGlobalNodeEnvironment extends NodeEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    const createContext = vm.createContext;
    vm.createContext = (() => createContext(vm.constants.DONT_CONTEXTIFY)) as typeof vm.createContext;
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}
