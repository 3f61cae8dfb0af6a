import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the pact is checked against: DocuSign's operations (method and path under `/restapi`, with the
 * models their JSON body and answer are) and each model's field names, with the model a field holds
 * when it holds one (or a list of one). Model names are kept lower-camel, as the OpenAPI description
 * spells them (`envelopeDefinition`); the SDK's classes are the same names capitalised.
 */
export interface DocuSignDescription {
  source: string;
  operations: DocuSignOperation[];
  /** Model name → field name → the model that field holds, or undefined for a plain value. */
  models: Map<string, Map<string, string | undefined>>;
}
export interface DocuSignOperation {
  method: string;
  /** e.g. /v2.1/accounts/{accountId}/envelopes/{envelopeId} */
  path: string;
  body?: string;
  answer?: string;
}

const modelName = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The official Node SDK (`docusign-esign`), generated from the same description: its `src/api/*.js`
 * call `callApi('<path>', '<METHOD>', …, postBody, …, returnType)`, its `src/model/*.js` read each field
 * in `constructFromObject` (`data.hasOwnProperty('name')`, converted to the field's model if any).
 */
export function describeSdk(sdkDir: string): DocuSignDescription {
  const version = (JSON.parse(readFileSync(path.join(sdkDir, 'package.json'), 'utf8')) as { version: string })
    .version;
  const operations: DocuSignOperation[] = [];
  const apiDir = path.join(sdkDir, 'src/api');
  for (const file of readdirSync(apiDir).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(path.join(apiDir, file), 'utf8');
    // Each operation's body ends in its call; what precedes it, back to the previous call, is its own.
    const calls = source.split(/this\.apiClient\.callApi\(/);
    for (let i = 1; i < calls.length; i += 1) {
      const call = /^\s*'([^']+)',\s*'([A-Z]+)'/.exec(calls[i]!);
      if (!call) continue;
      const before = calls[i - 1]!;
      const body = [...before.matchAll(/var postBody = (?:optsOrCallback\['(\w+)'\]|(\w+));/g)].pop();
      const answer = [...before.matchAll(/var returnType = (\w+);/g)].pop()?.[1];
      const bodyName = body?.[1] ?? body?.[2];
      operations.push({
        method: call[2]!,
        path: call[1]!,
        ...(bodyName && bodyName !== 'null' ? { body: modelName(bodyName) } : {}),
        ...(answer && answer !== 'null' ? { answer: modelName(answer) } : {}),
      });
    }
  }
  const models = new Map<string, Map<string, string | undefined>>();
  const modelDir = path.join(sdkDir, 'src/model');
  for (const file of readdirSync(modelDir).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(path.join(modelDir, file), 'utf8');
    const fields = new Map<string, string | undefined>();
    const read =
      /data\.hasOwnProperty\('(\w+)'\)\)\s*\{\s*obj\['\w+'\]\s*=\s*(?:ApiClient\.convertToType\(data\['\w+'\],\s*(?:\[(\w+)\]|(\w+)|'\w+'|\[?'\w+'\]?)\)|(\w+)\.constructFromObject)/g;
    for (const [, field, listOf, single, constructed] of source.matchAll(read)) {
      const held = listOf ?? single ?? constructed;
      fields.set(field!, held && held !== 'Object' ? modelName(held) : undefined);
    }
    models.set(modelName(path.basename(file, '.js')), fields);
  }
  return { source: `docusign-esign ${version}`, operations, models };
}

interface Swagger {
  basePath?: string;
  paths: Record<string, Record<string, SwaggerOperation>>;
  definitions: Record<string, { properties?: Record<string, SwaggerSchema> }>;
}
interface SwaggerOperation {
  parameters?: { in: string; schema?: SwaggerSchema }[];
  responses?: Record<string, { schema?: SwaggerSchema }>;
}
interface SwaggerSchema {
  $ref?: string;
  items?: SwaggerSchema;
}
const refOf = (schema: SwaggerSchema | undefined): string | undefined =>
  (schema?.$ref ?? schema?.items?.$ref)?.replace('#/definitions/', '');

/** DocuSign's OpenAPI (Swagger 2.0) description of eSignature REST v2.1 (esignature.rest.swagger-v2.1.json). */
export function describeOpenApi(doc: Swagger, source: string): DocuSignDescription {
  const operations: DocuSignOperation[] = [];
  for (const [apiPath, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = refOf(operation.parameters?.find((p) => p.in === 'body')?.schema);
      const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
      const answer = refOf(success?.[1].schema);
      operations.push({
        method: method.toUpperCase(),
        path: apiPath,
        ...(body ? { body } : {}),
        ...(answer ? { answer } : {}),
      });
    }
  }
  const models = new Map<string, Map<string, string | undefined>>();
  for (const [name, definition] of Object.entries(doc.definitions)) {
    models.set(
      name,
      new Map(Object.entries(definition.properties ?? {}).map(([field, schema]) => [field, refOf(schema)])),
    );
  }
  return { source, operations, models };
}
