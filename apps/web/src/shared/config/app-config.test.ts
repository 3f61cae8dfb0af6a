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

  it('reads the special introducer whose header shows no partner logo', () => {
    expect(parseAppConfig('{"graphqlUrl":"/graphql","specialIntroducerAbn":"51824753556"}')).toEqual({
      graphqlUrl: '/graphql',
      specialIntroducerAbn: '51824753556',
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
    ['a special introducer that is not text', '{"graphqlUrl":"/graphql","specialIntroducerAbn":51824753556}'],
  ])('refuses %s', (_what, json) => {
    expect(parseAppConfig(json)).toBeUndefined();
  });
});
