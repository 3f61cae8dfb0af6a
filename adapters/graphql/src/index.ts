export { buildGraphqlServer, type GraphqlServerOptions } from './server';
export type { GraphqlDependencies } from './dependencies';
export { graphqlContextFor, type GraphqlContext, type RequestHeaders, type Viewer } from './context';
export type { ErrorLog } from './errors/format-error';
export { REQUEST_LIMITS } from './request-limits';
