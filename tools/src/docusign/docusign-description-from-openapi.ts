import type {
  DocuSignDescription,
  DocuSignField,
  DocuSignModel,
  DocuSignOperation,
} from './docusign-description';

/** The little of Swagger 2.0 read here. */
interface Schema {
  readonly $ref?: string;
  readonly items?: Schema;
}
interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly schema?: Schema;
}
interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly responses?: Readonly<Record<string, { readonly schema?: Schema }>>;
}
interface SwaggerDocument {
  readonly swagger?: string;
  readonly info?: { readonly version?: string; readonly title?: string };
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation | readonly Parameter[]>>>>;
  readonly definitions: Readonly<Record<string, { readonly properties?: Readonly<Record<string, Schema>> }>>;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/**
 * DocuSign's API as its OpenAPI (Swagger 2.0) description of eSignature REST v2.1 has it: the paths
 * under `/v2.1/…` (the base path `/restapi` is the caller's), query and body parameters, the schema
 * answered by status, and the definitions' properties. It does not cover the account server
 * (`/oauth/…`): those come from the SDK, passed as `accountServer`.
 */
export function describeDocuSignFromOpenApi(
  document: SwaggerDocument,
  accountServer: DocuSignDescription,
): DocuSignDescription {
  const models = new Map<string, DocuSignModel>();
  for (const [name, definition] of Object.entries(document.definitions)) {
    const fields = new Map<string, DocuSignField>();
    for (const [field, schema] of Object.entries(definition.properties ?? {})) {
      const model = referenced(schema.items ?? schema);
      fields.set(field, model ? { model } : {});
    }
    models.set(name, { name, fields });
  }
  const operations: DocuSignOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (item['parameters'] as readonly Parameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const parameters = [...shared, ...(operation.parameters ?? [])];
      const bodyModel = referenced(parameters.find((p) => p.in === 'body')?.schema ?? {});
      const responses = operation.responses ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        query: new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name)),
        ...(bodyModel ? { body: { model: bodyModel } } : {}),
        answer: (status) => {
          const schema =
            responses[String(status)]?.schema ?? (status >= 400 ? responses['400']?.schema : undefined);
          return schema ? referenced(schema.items ?? schema) : undefined;
        },
      });
    }
  }
  const oauth = accountServer.operations.filter((operation) => operation.path.startsWith('/oauth/'));
  for (const [name, model] of accountServer.models) if (name.startsWith('oauth/')) models.set(name, model);
  return {
    source: `${document.info?.title ?? 'DocuSign'} ${document.info?.version ?? ''} (OpenAPI ${document.swagger ?? '?'}), the account server from ${accountServer.source}`,
    operations: [...operations, ...oauth],
    models,
  };
}

function referenced(schema: Schema): string | undefined {
  return schema.$ref?.replace('#/definitions/', '');
}
