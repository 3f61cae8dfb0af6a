/**
 * @jest-environment node
 */
import { documentNamesByText, documentsByName, withDocumentImports } from './graphql-documents';

const gqlSource = [
  'const documents: Documents = {',
  '    "\\n  query getOrgProfilesByDomain($domain: String!) {\\n    name\\n  }\\n": types.GetOrgProfilesByDomainDocument,',
  '    "\\n  mutation logout {\\n    logout\\n  }\\n": types.LogoutDocument,',
  '};',
].join('\n');

describe('graphql() calls become the generated documents they stand for', () => {
  const documents = documentNamesByText(gqlSource);

  it('reads the generated map: operation text to document name', () => {
    expect([...documents]).toEqual([
      [
        '\n  query getOrgProfilesByDomain($domain: String!) {\n    name\n  }\n',
        'GetOrgProfilesByDomainDocument',
      ],
      ['\n  mutation logout {\n    logout\n  }\n', 'LogoutDocument'],
    ]);
  });

  it('replaces a known call by its document and imports it', () => {
    const code = [
      "import { graphql } from '../../gql';",
      'export const Logout = graphql(`\n  mutation logout {\n    logout\n  }\n`);',
    ].join('\n');
    expect(withDocumentImports(code, documents, (name) => `virtual:${name}`)).toBe(
      [
        "import { LogoutDocument } from 'virtual:LogoutDocument';",
        "import { graphql } from '../../gql';",
        'export const Logout = LogoutDocument;',
      ].join('\n'),
    );
  });

  it('keeps the variables of an operation in its text', () => {
    const code =
      'export const Profiles = graphql(`\n  query getOrgProfilesByDomain($domain: String!) {\n    name\n  }\n`);';
    expect(withDocumentImports(code, documents, (name) => `virtual:${name}`)).toBe(
      "import { GetOrgProfilesByDomainDocument } from 'virtual:GetOrgProfilesByDomainDocument';\nexport const Profiles = GetOrgProfilesByDomainDocument;",
    );
  });

  it('leaves text the map does not know, and files without calls, as they are', () => {
    const unknown = 'export const Other = graphql(`\n  query other {\n    x\n  }\n`);';
    expect(withDocumentImports(unknown, documents, String)).toBe(unknown);
    expect(withDocumentImports('export const x = 1;', documents, String)).toBe('export const x = 1;');
  });

  it('reads each generated document without its TypeScript cast', () => {
    const graphqlSource = [
      'export type LogoutMutation = { logout: boolean };',
      'export const LogoutDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;',
    ].join('\n');
    expect([...documentsByName(graphqlSource)]).toEqual([
      ['LogoutDocument', '{"kind":"Document","definitions":[]}'],
    ]);
  });
});
