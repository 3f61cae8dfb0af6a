import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print, visit } from 'graphql';

/**
 * The web app's operation, read from its source file (relative to apps/web/src) and printed: what an
 * answer sent with a page must select exactly.
 */
export function printedWebAppOperation(file: string): string {
  const full = path.resolve(__dirname, '../../../../web/src', file);
  const [, text] = /graphql\(`([\s\S]*?)`\)/.exec(readFileSync(full, 'utf8')) ?? [];
  if (!text) throw new Error(`No graphql(\`…\`) operation in ${full}`);
  return print(parse(text));
}

/** The operation as the app writes it: the app's cache adds every __typename itself. */
export function printedWithoutTypenames(query: string): string {
  return print(
    visit(parse(query), { Field: (field) => (field.name.value === '__typename' ? null : undefined) }),
  );
}

/** The fields with a selection that does not name its type, which the app's cache would miss. */
export function selectionsWithoutTypename(query: string): string[] {
  const found: string[] = [];
  visit(parse(query), {
    Field: (field) => {
      const names = field.selectionSet?.selections.map((s) => (s.kind === 'Field' ? s.name.value : ''));
      if (names && !names.includes('__typename')) found.push(field.name.value);
    },
  });
  return found;
}
