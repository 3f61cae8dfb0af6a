import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The dialler pact held to the contract the portal publishes (decision 2118): every interaction is an
 * operation of contracts/openapi/lead-dialler.yaml with a status it declares, each answer's body valid
 * against the description's schema, each request the dialler accepts valid too (a refused one is
 * meant not to be), and every operation of the description has an interaction. A change to the adapter
 * or the sandbox that the description does not allow fails here, as does a description no call needs.
 */
const root = path.resolve(__dirname, '../../..');
const description = parse(
  readFileSync(path.join(root, 'contracts/openapi/lead-dialler.yaml'), 'utf8'),
) as Description;
const pact = JSON.parse(
  readFileSync(path.join(root, 'contracts/pacts/LeasePortal-LeadDialler.json'), 'utf8'),
) as Pact;

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Description {
  paths: Record<string, Record<string, Operation>>;
}
interface PactBody {
  content: unknown;
  contentType?: string;
}
interface Interaction {
  description: string;
  request: { method: string; path: string; headers?: Record<string, string[]>; body?: PactBody };
  response: { status: number; headers?: Record<string, string[]>; body?: PactBody };
}
interface Pact {
  interactions: Interaction[];
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(description, 'lead-dialler');
/** A JSON pointer's segment, as RFC 6901 escapes it. */
const escaped = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const schemaAt = (...segments: string[]) =>
  ajv.compile({ $ref: `lead-dialler#/${segments.map(escaped).join('/')}` });

/** A body's value: JSON as parsed, a form as its fields. */
function valueOf(body: PactBody): unknown {
  if (body.contentType?.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(String(body.content)));
  return body.content;
}

const header = (headers: Record<string, string[]> | undefined, name: string) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]?.[0];

describe('the dialler pact, held to the description the portal publishes', () => {
  it.each(pact.interactions.map((interaction) => [interaction.description, interaction] as const))(
    '%s',
    (_description, { request, response }) => {
      const method = request.method.toLowerCase();
      const operation = description.paths[request.path]?.[method];
      expect(operation && `${request.method} ${request.path}`).toBe(`${request.method} ${request.path}`);
      const declared = operation!.responses[String(response.status)];
      expect(declared && response.status).toBe(response.status);

      for (const parameter of operation!.parameters ?? []) {
        if (parameter.in === 'header' && parameter.required)
          expect([parameter.name, header(request.headers, parameter.name)]).toEqual([
            parameter.name,
            expect.any(String),
          ]);
      }
      // A request the dialler takes must be one the description allows; a refused one is meant not to be.
      if (response.status < 300 && request.body) {
        const contentType = request.body.contentType ?? 'application/json';
        const validate = schemaAt(
          'paths',
          request.path,
          method,
          'requestBody',
          'content',
          contentType,
          'schema',
        );
        expect(validate(valueOf(request.body)) || validate.errors).toBe(true);
      }
      if (response.body) {
        const contentType = (header(response.headers, 'content-type') ?? 'application/json').split(';')[0]!;
        expect(Object.keys(declared!.content ?? {})).toContain(contentType);
        const validate = schemaAt(
          'paths',
          request.path,
          method,
          'responses',
          String(response.status),
          'content',
          contentType,
          'schema',
        );
        expect(validate(valueOf(response.body)) || validate.errors).toBe(true);
      }
    },
  );

  it('has an interaction for every operation of the description', () => {
    const described = Object.entries(description.paths).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const called = new Set(pact.interactions.map(({ request }) => `${request.method} ${request.path}`));
    expect(described.filter((operation) => !called.has(operation))).toEqual([]);
  });
});
