/**
 * What DocuSign publishes about its API, reduced to what a pact can be checked against: the operations
 * (method, path template, query names, the body's model, the answer's model by status) and the models'
 * JSON field names. Two sources give it: the official Node SDK, `docusign-esign` (always at hand), and
 * DocuSign's OpenAPI description (when a copy is given; it is not ours to commit).
 */
export interface DocuSignField {
  /** The model of the field's object, or of its array's items; none for a string, number or boolean. */
  readonly model?: string;
}

export interface DocuSignModel {
  readonly name: string;
  readonly fields: ReadonlyMap<string, DocuSignField>;
}

export interface DocuSignOperation {
  /** Upper case: GET, POST, PUT, DELETE. */
  readonly method: string;
  /** As DocuSign writes it, e.g. `/v2.1/accounts/{accountId}/envelopes/{envelopeId}`; `/oauth/token` for the account server. */
  readonly path: string;
  readonly query: ReadonlySet<string>;
  /** The JSON body's model; for a form body, its field names. */
  readonly body?: { readonly model: string } | { readonly formFields: ReadonlySet<string> };
  /** The model of the JSON answered with this status, if the description names one. */
  answer(status: number): string | undefined;
}

export interface DocuSignDescription {
  /** Says which description this is, for the report. */
  readonly source: string;
  readonly operations: readonly DocuSignOperation[];
  readonly models: ReadonlyMap<string, DocuSignModel>;
}

/**
 * The operation of this method whose path template matches the path, segment by segment; where two
 * match (`/envelopes/{envelopeId}` and `/envelopes/status`), the one with more literal segments.
 */
export function findOperation(
  description: DocuSignDescription,
  method: string,
  path: string,
): DocuSignOperation | undefined {
  const segments = path.split('/');
  const isPlaceholder = (part: string) => /^\{[^}]+\}$/.test(part);
  const literals = (operation: DocuSignOperation) =>
    operation.path.split('/').filter((part) => !isPlaceholder(part)).length;
  return description.operations
    .filter((operation) => {
      if (operation.method !== method.toUpperCase()) return false;
      const template = operation.path.split('/');
      return (
        template.length === segments.length &&
        template.every((part, i) => isPlaceholder(part) || part === segments[i])
      );
    })
    .sort((a, b) => literals(b) - literals(a))[0];
}
