import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where each operation's document is served from during the build: one small module per operation. */
const DOCUMENT_MODULE = 'virtual:graphql-document/';

/**
 * The generated `graphql()` looks each operation up by its text in a map of every operation the app
 * has (src/gql/gql.ts), and src/gql/graphql.ts holds every document in one module, so every page's
 * queries would ride in the first page's script. At build time each `graphql(`…`)` call becomes its
 * generated document, served as a module of its own, so each page carries only its own operations
 * (decision 0603). The codegen client preset's Babel plugin does the first half the same way, keyed
 * by the same text as the map.
 */
export function graphqlDocumentsPerOperation(gqlDir: string): Plugin {
  let names: Map<string, string> = new Map();
  let documents: Map<string, string> = new Map();
  return {
    name: 'lease-portal-graphql-documents',
    apply: 'build',
    // Before TypeScript is compiled away, while each call is still the source's own text.
    enforce: 'pre',
    async buildStart() {
      names = documentNamesByText(await readFile(path.join(gqlDir, 'gql.ts'), 'utf8'));
      documents = documentsByName(await readFile(path.join(gqlDir, 'graphql.ts'), 'utf8'));
    },
    resolveId: (id) => (id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return undefined;
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      const document = documents.get(name);
      if (!document) throw new Error(`No generated document ${name} in ${gqlDir}/graphql.ts`);
      return `export const ${name} = ${document};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir + path.sep)) return undefined;
      const rewritten = withDocumentImports(code, names, (name) => DOCUMENT_MODULE + name);
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}

/** The generated map's entries: `"<operation text>": types.<Name>Document,`, one a line. */
export function documentNamesByText(gqlSource: string): Map<string, string> {
  const entries = gqlSource.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm);
  return new Map([...entries].map(([, text, name]) => [JSON.parse(text!) as string, name!]));
}

/** The generated documents: `export const <Name>Document = {…} as unknown as DocumentNode<…>;`. */
export function documentsByName(graphqlSource: string): Map<string, string> {
  const lines = graphqlSource.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm);
  return new Map([...lines].map(([, name, document]) => [name!, document!]));
}

/** Replaces each `graphql(`…`)` whose text the map knows by its document, imported from its module. */
export function withDocumentImports(
  code: string,
  names: Map<string, string>,
  moduleOf: (name: string) => string,
): string {
  const used = new Set<string>();
  // A template with no interpolation (`${`) and no escapes is exactly the text the map is keyed by.
  const replaced = code.replace(/\bgraphql\(`((?:[^`\\$]|\$(?!\{))*)`\)/g, (call, text: string) => {
    const name = names.get(text);
    if (!name) return call;
    used.add(name);
    return name;
  });
  if (used.size === 0) return code;
  const imports = [...used].map((name) => `import { ${name} } from '${moduleOf(name)}';\n`).join('');
  return imports + replaced;
}
