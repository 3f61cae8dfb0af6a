import { parseAppConfig } from './app-config';

describe('the page-provided app configuration', () => {
  it('reads the GraphQL address and the session timeout', () => {
    expect(parseAppConfig('{"graphqlUrl":"/graphql","sessionTimeoutMinutes":20}')).toEqual({
      graphqlUrl: '/graphql',
      sessionTimeoutMinutes: 20,
    });
  });

  it('needs only the GraphQL address', () => {
    expect(parseAppConfig('{"graphqlUrl":"https://api.example.org/graphql"}')).toEqual({
      graphqlUrl: 'https://api.example.org/graphql',
    });
  });

  it.each([
    ['nothing', undefined],
    ['an empty script', ''],
    ['the placeholder the server did not replace', '<!--APP_CONFIG-->'],
    ['a JSON list', '[]'],
    ['no GraphQL address', '{"sessionTimeoutMinutes":30}'],
    ['a blank GraphQL address', '{"graphqlUrl":"  "}'],
    ['a timeout that is not a positive number', '{"graphqlUrl":"/graphql","sessionTimeoutMinutes":"30"}'],
  ])('refuses %s', (_what, json) => {
    expect(parseAppConfig(json)).toBeUndefined();
  });
});
