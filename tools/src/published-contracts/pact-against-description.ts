import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * A pact held to the OpenAPI description the portal publishes for its partner (decisions 2118, 2120):
 * every interaction is an operation of the description (its path template matched, each path parameter
 * valid against its schema) with a status it declares, each answer's body valid against the
 * description's schema, each request the partner accepts valid too (a refused one is meant not to be),
 * and every operation of the description has an interaction. A change to the adapter or the sandbox
 * that the description does not allow fails here, as does a description no call needs.
 */
export function describePactAgainstDescription(names: { description: string; pact: string }): void {
  const root = path.resolve(__dirname, '../../..');
  const description = parse(readFileSync(path.join(root, names.description), 'utf8')) as Description;
  const pact = JSON.parse(readFileSync(path.join(root, names.pact), 'utf8')) as Pact;

  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(description, 'description');
  const schemaAt = (...segments: string[]) =>
    ajv.compile({ $ref: `description#/${segments.map(escaped).join('/')}` });
  const routes = Object.keys(description.paths).map((template) => ({ template, ...matcherOf(template) }));
  /** The description's route a pact's path is, with the values of its parameters. */
  const routeOf = (requestPath: string) => {
    for (const route of routes) {
      const match = route.pattern.exec(requestPath);
      if (match)
        return {
          template: route.template,
          values: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])),
        };
    }
    return undefined;
  };

  describe(`the pact ${path.basename(names.pact)}, held to the description ${names.description}`, () => {
    it.each(pact.interactions.map((interaction) => [interaction.description, interaction] as const))(
      '%s',
      (_description, { request, response }) => {
        const method = request.method.toLowerCase();
        const route = routeOf(request.path);
        const operation = route && description.paths[route.template]?.[method];
        expect(operation && `${request.method} ${request.path}`).toBe(`${request.method} ${request.path}`);
        const declared = operation!.responses[String(response.status)];
        expect(declared && response.status).toBe(response.status);

        for (const [index, parameter] of (operation!.parameters ?? []).entries()) {
          if (parameter.in === 'header' && parameter.required)
            expect([parameter.name, header(request.headers, parameter.name)]).toEqual([
              parameter.name,
              expect.any(String),
            ]);
          if (parameter.in === 'path') {
            const validate = schemaAt(
              'paths',
              route!.template,
              method,
              'parameters',
              String(index),
              'schema',
            );
            expect(validate(route!.values[parameter.name]) || validate.errors).toBe(true);
          }
        }
        // A request the partner takes must be one the description allows; a refused one is meant not to be.
        if (response.status < 300 && request.body) {
          const contentType = request.body.contentType ?? 'application/json';
          const validate = schemaAt(
            'paths',
            route!.template,
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
            route!.template,
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
      const called = new Set(
        pact.interactions.map(({ request }) => `${request.method} ${routeOf(request.path)?.template}`),
      );
      expect(described.filter((operation) => !called.has(operation))).toEqual([]);
    });
  });
}

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

/** A JSON pointer's segment, as RFC 6901 escapes it. */
const escaped = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** A path template's pattern, e.g. /credit-enquiries/{reference}: one segment per parameter. */
function matcherOf(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** A body's value: JSON as parsed, a form as its fields. */
function valueOf(body: PactBody): unknown {
  if (body.contentType?.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(String(body.content)));
  return body.content;
}

const header = (headers: Record<string, string[]> | undefined, name: string) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]?.[0];
