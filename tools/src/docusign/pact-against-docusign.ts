import { findOperation, type DocuSignDescription } from './docusign-description';

/** The part of a Pact V4 file read here: its HTTP interactions' requests and responses. */
export interface PactFile {
  readonly interactions: readonly PactInteraction[];
}
export interface PactInteraction {
  readonly type?: string;
  readonly description: string;
  readonly request: PactRequest;
  readonly response: { readonly status: number; readonly body?: PactBody };
}
interface PactRequest {
  readonly method: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, readonly string[]>>;
  readonly body?: PactBody;
}
interface PactBody {
  readonly content: unknown;
  readonly contentType?: string;
  readonly encoded?: string | boolean;
}

export interface PactCheck {
  /** How many HTTP interactions were checked. */
  readonly checked: number;
  /** One line per thing DocuSign's description does not have, naming the interaction. */
  readonly problems: readonly string[];
}

/** DocuSign serves its REST API under `/restapi` on the account's `base_uri`; the description's paths start after it. */
const REST_BASE = '/restapi';

/**
 * Checks every HTTP interaction of a pact against DocuSign's description: the method and path are an
 * operation DocuSign has, each query name is one of its parameters, and every JSON field the request
 * sends or the response carries is a field of the model DocuSign names there (nested objects and array
 * items against their own models). A form body's names are the operation's form fields.
 */
export function checkPactAgainstDocuSign(pact: PactFile, description: DocuSignDescription): PactCheck {
  const problems: string[] = [];
  let checked = 0;
  for (const interaction of pact.interactions) {
    if (interaction.type !== undefined && interaction.type !== 'Synchronous/HTTP') continue;
    checked += 1;
    const say = (problem: string) => problems.push(`${interaction.description}: ${problem}`);
    const { method, path } = interaction.request;
    const described = path.startsWith(`${REST_BASE}/`) ? path.slice(REST_BASE.length) : path;
    const operation = findOperation(description, method, described);
    if (!operation) {
      say(`${method} ${path} is no operation of DocuSign's`);
      continue;
    }
    for (const name of Object.keys(interaction.request.query ?? {})) {
      if (!operation.query.has(name))
        say(`query '${name}' is not a parameter of ${method} ${operation.path}`);
    }
    const sent = interaction.request.body;
    if (sent !== undefined) {
      if (operation.body === undefined) say(`${method} ${operation.path} takes no body`);
      else if ('formFields' in operation.body) {
        const fields = operation.body.formFields;
        for (const name of new URLSearchParams(String(sent.content)).keys()) {
          if (!fields.has(name)) say(`form field '${name}' is not one of ${[...fields].join(', ')}`);
        }
      } else if (isJson(sent)) {
        fieldsOf(sent.content, operation.body.model, 'request', description, say);
      }
    }
    const { status, body: answered } = interaction.response;
    if (answered !== undefined && isJson(answered)) {
      const model = operation.answer(status);
      if (!model) say(`DocuSign names no JSON answer of ${method} ${operation.path} with status ${status}`);
      else fieldsOf(answered.content, model, `response ${status}`, description, say);
    }
  }
  return { checked, problems };
}

function isJson(body: PactBody): boolean {
  return /json/i.test(body.contentType ?? '') && body.encoded !== 'base64';
}

function fieldsOf(
  value: unknown,
  modelName: string,
  where: string,
  description: DocuSignDescription,
  say: (problem: string) => void,
): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => fieldsOf(item, modelName, `${where}[${i}]`, description, say));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const model = description.models.get(modelName);
  if (!model) {
    say(`${where}: DocuSign's description has no model ${modelName}`);
    return;
  }
  for (const [name, inner] of Object.entries(value)) {
    const field = model.fields.get(name);
    if (!field) say(`${where}.${name} is not a field of ${modelName}`);
    else if (field.model) fieldsOf(inner, field.model, `${where}.${name}`, description, say);
  }
}
