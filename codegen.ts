import type { CodegenConfig } from '@graphql-codegen/cli';

// The SDL file in contracts/ is the source of truth: both sides are generated from the file, never
// from a running server. `npm run codegen -- --check` fails when a generated file is stale.
const scalars = { JSON: 'unknown' };

const config: CodegenConfig = {
  schema: 'contracts/schema.graphql',
  // The web app may have no operations yet; the client preset still emits its helpers.
  ignoreNoDocuments: true,
  generates: {
    'adapters/graphql/src/generated/graphql.ts': {
      plugins: [
        { add: { content: '// Generated from contracts/schema.graphql by `npm run codegen`. Do not edit.' } },
        'typescript',
        'typescript-resolvers',
      ],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../context#GraphqlContext',
        // Resolvers answer domain objects; GraphQL reads their fields directly. An application's journey
        // answers as the wire's own Scoreboard, mapped at the boundary (src/wire/scoreboard-wire.ts).
        mappers: {
          OrgProfile: '@lease-portal/domain#OrgProfile as DomainOrgProfile',
          User: '@lease-portal/domain#User as DomainUser',
          VehicleApplication: '@lease-portal/domain#VehicleApplication as DomainVehicleApplication',
        },
      },
    },
    'apps/web/src/gql/': {
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**/*'],
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
  },
};

export default config;
