import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print, visit, type DocumentNode } from 'graphql';
import { PAGE_ORG_PROFILE_QUERY } from './page-org-profile';

/** The web app's operation, read from its source: the page must answer exactly what the app asks. */
function webAppOperation(): DocumentNode {
  const file = path.resolve(
    __dirname,
    '../../../web/src/features/organisation/graphql/getOrgProfilesByDomain.ts',
  );
  const [, text] = /graphql\(`([\s\S]*?)`\)/.exec(readFileSync(file, 'utf8')) ?? [];
  if (!text) throw new Error(`No graphql(\`…\`) operation in ${file}`);
  return parse(text);
}

function withoutTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    Field: (field) => (field.name.value === '__typename' ? null : undefined),
  });
}

describe('the organisation profile sent with the page', () => {
  it("asks for the web app's own selection, so the app's cache takes it as its answer", () => {
    expect(print(withoutTypenames(parse(PAGE_ORG_PROFILE_QUERY)))).toBe(print(webAppOperation()));
  });

  it("names every object's type, as the app's cache writes it", () => {
    const fieldsWithoutTypename: string[] = [];
    visit(parse(PAGE_ORG_PROFILE_QUERY), {
      Field: (field) => {
        const names = field.selectionSet?.selections.map((s) => (s.kind === 'Field' ? s.name.value : ''));
        if (names && !names.includes('__typename')) fieldsWithoutTypename.push(field.name.value);
      },
    });
    expect(fieldsWithoutTypename).toEqual([]);
  });
});
