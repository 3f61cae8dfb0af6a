import type { DocuSignDescription, DocuSignOperation } from './docusign-description';

/** The part of a Pact V4 file read here. */
export interface PactFile {
  interactions: PactInteraction[];
}
export interface PactInteraction {
  description: string;
  request: { method: string; path: string; body?: PactBody };
  response: { status: number; body?: PactBody };
}
interface PactBody {
  content?: unknown;
  contentType?: string;
}

/** DocuSign serves eSignature REST under `/restapi` on the account's base URI. */
const REST_ROOT = '/restapi';

/**
 * The account server's endpoints are not in the eSignature description or its SDK's API classes; their
 * fields are DocuSign's authentication reference: the JWT grant's token request and answer
 * (https://developers.docusign.com/platform/auth/jwt/jwt-get-token/) and the user's accounts
 * (https://developers.docusign.com/platform/auth/reference/user-info/).
 */
export const DOCUSIGN_OAUTH: Record<
  string,
  { form?: string[]; answer: Record<string, string[] | undefined> }
> = {
  'POST /oauth/token': {
    form: ['grant_type', 'assertion'],
    answer: { '': ['access_token', 'token_type', 'expires_in', 'scope', 'refresh_token'] },
  },
  'GET /oauth/userinfo': {
    answer: {
      '': ['sub', 'name', 'given_name', 'family_name', 'created', 'email', 'accounts'],
      accounts: ['account_id', 'is_default', 'account_name', 'base_uri', 'organization'],
    },
  },
};

/** DocuSign answers every refusal with this model. */
const ERROR_MODEL = 'errorDetails';

/**
 * Checks each interaction of the pact against DocuSign's description: its method and path are one of
 * DocuSign's operations (a concrete id standing for the path's `{accountId}`, `{envelopeId}`,
 * `{recipientId}` and the like), and every JSON field its request sends or its answer holds is a field
 * of the model DocuSign names there, nested objects against their own models. Answers one line per
 * thing DocuSign does not have; none when the pact speaks DocuSign's API only.
 */
export function pactProblems(pact: PactFile, docuSign: DocuSignDescription): string[] {
  const problems: string[] = [];
  for (const interaction of pact.interactions) {
    const { method, path } = interaction.request;
    const where = `${interaction.description} (${method} ${path})`;
    const oauth = DOCUSIGN_OAUTH[`${method} ${path}`];
    if (oauth) {
      const form = formFields(interaction.request.body);
      for (const name of form.filter((n) => !oauth.form?.includes(n)))
        problems.push(`${where}: DocuSign's ${path} takes no form field ${name}`);
      if (interaction.response.status < 300)
        fieldsOutside(interaction.response.body?.content, oauth.answer, '', (field) =>
          problems.push(`${where}: DocuSign's ${path} answers no field ${field}`),
        );
      continue;
    }
    const operation = path.startsWith(`${REST_ROOT}/`)
      ? operationOf(docuSign.operations, method, path.slice(REST_ROOT.length))
      : undefined;
    if (!operation) {
      problems.push(`${where}: no such operation in ${docuSign.source}`);
      continue;
    }
    const check = (body: PactBody | undefined, model: string | undefined, part: string) => {
      if (!isJson(body)) return;
      if (!model) return problems.push(`${where}: ${docuSign.source} has no JSON ${part} here`);
      unknownFields(docuSign, body!.content, model, '$', (field, of) =>
        problems.push(`${where}: ${part} field ${field} is not in ${docuSign.source}'s ${of}`),
      );
    };
    check(interaction.request.body, operation.body, 'request');
    check(
      interaction.response.body,
      interaction.response.status >= 400 ? ERROR_MODEL : operation.answer,
      'response',
    );
  }
  return problems;
}

/** The operation whose path the concrete path is, literal segments before templated ones. */
function operationOf(operations: DocuSignOperation[], method: string, concrete: string) {
  const segments = concrete.split('/');
  const matching = operations.filter((operation) => {
    const template = operation.path.split('/');
    return (
      operation.method === method &&
      template.length === segments.length &&
      template.every((part, i) => part === segments[i] || /^\{\w+\}$/.test(part))
    );
  });
  const templated = (operation: DocuSignOperation) => (operation.path.match(/\{/g) ?? []).length;
  return matching.sort((a, b) => templated(a) - templated(b))[0];
}

const isJson = (body: PactBody | undefined) =>
  body?.content !== undefined && /json/i.test(body.contentType ?? 'application/json');

function formFields(body: PactBody | undefined): string[] {
  if (typeof body?.content !== 'string' || !/x-www-form-urlencoded/.test(body.contentType ?? '')) return [];
  return [...new URLSearchParams(body.content).keys()];
}

function unknownFields(
  docuSign: DocuSignDescription,
  value: unknown,
  model: string,
  at: string,
  unknown: (field: string, model: string) => void,
): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => unknownFields(docuSign, item, model, `${at}[${i}]`, unknown));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const fields = docuSign.models.get(model);
  if (!fields) return unknown(at, `models (no model ${model})`);
  for (const [field, inner] of Object.entries(value)) {
    if (!fields.has(field)) unknown(`${at}.${field}`, model);
    else if (fields.get(field)) unknownFields(docuSign, inner, fields.get(field)!, `${at}.${field}`, unknown);
  }
}

/** The OAuth answers against the documented names, by the field that holds each object. */
function fieldsOutside(
  value: unknown,
  names: Record<string, string[] | undefined>,
  holder: string,
  unknown: (field: string) => void,
): void {
  if (Array.isArray(value)) return value.forEach((item) => fieldsOutside(item, names, holder, unknown));
  if (!value || typeof value !== 'object') return;
  for (const [field, inner] of Object.entries(value)) {
    if (!names[holder]?.includes(field)) unknown(holder ? `${holder}.${field}` : field);
    else fieldsOutside(inner, names, field, unknown);
  }
}
