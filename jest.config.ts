import type { Config } from 'jest';
import { availableParallelism } from 'node:os';
import path from 'node:path';

// One Jest project per workspace. Tests are TypeScript compiled by swc (type-checking is
// `npm run typecheck`, once, not per test file). ESM-only dependencies are compiled too.
const esmOnly = [
  'inversify',
  '@inversifyjs',
  'commander',
  // file-type (content sniffing of uploads) and what it imports.
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  // cockatiel (the partners' resilience policies).
  'cockatiel',
].join('|');

const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: { legacyDecorator: true, react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

function project(displayName: string, rootDir: string, extra: Partial<Config> = {}): Config {
  return {
    displayName,
    rootDir: path.join(import.meta.dirname, rootDir),
    // Node's environment on a plain global: a contextified one reads every global 100 times slower
    // in a hot loop (decision 2132).
    testEnvironment: path.join(import.meta.dirname, 'tools/src/testing/node-environment.ts'),
    transform: swc,
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
    testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/dist/'],
    ...extra,
  } as Config;
}

// No usage statistics leave the machine from a Pact test (the workers inherit this environment).
process.env.PACT_DO_NOT_TRACK ??= 'true';

const config: Config = {
  // Three workers on a 2-core machine: the suites wait on their databases, sockets and child
  // processes, so two left about an eighth of the processor idle (decision 2127). A count, as Jest
  // reads a percentage over 100 as that many workers.
  maxWorkers: Math.ceil(availableParallelism() * 1.5),
  // A worker keeps some of every suite it ran (module registries, WebAssembly databases); past about
  // 1 GB its collector works harder than its tests, so it is replaced between suites (decision 2072).
  workerIdleMemoryLimit: '1GB',
  // Opening an embedded database takes 2 to 5 s on a busy 2-core machine: Jest's 5 s default turned
  // such a wait into a failure now and then. A test that needs longer still says so itself.
  testTimeout: 15_000,
  projects: [
    project('domain', 'domain'),
    project('postgres', 'adapters/postgres'),
    project('graphql', 'adapters/graphql'),
    project('partners', 'adapters/partners'),
    project('files', 'adapters/files'),
    project('documents', 'adapters/documents'),
    project('server', 'apps/server'),
    project('cli', 'apps/cli'),
    // The web app's tests render React in jsdom (a Pact test opts back into node with a docblock).
    // A feature may import its own stylesheet, so that a lazily loaded page brings its styles along.
    project('web', 'apps/web', {
      testEnvironment: '<rootDir>/src/testing/jsdom-environment.ts',
      setupFilesAfterEnv: ['<rootDir>/src/testing/testing-library-setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/src/testing/style-stub.ts' },
    }),
    project('contracts', 'contracts'),
    project('tools', 'tools'),
  ],
};

export default config;
