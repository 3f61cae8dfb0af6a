import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  DocuSignDescription,
  DocuSignField,
  DocuSignModel,
  DocuSignOperation,
} from './docusign-description';

/**
 * DocuSign's API as its official Node SDK (`docusign-esign`) describes it. The SDK is generated from
 * DocuSign's OpenAPI description, so its sources hold the same facts in a regular shape:
 * `src/api/*.js` call `callApi('/v2.1/…', 'METHOD', …)` with the query names in `queryParams` and
 * `returnType`, the body's model in the JSDoc of the body parameter; `src/model/*.js` read each JSON
 * field with `data.hasOwnProperty('field')` and convert it to its model. The account server's calls
 * (`/oauth/token`, `/oauth/userinfo`) are in `src/ApiClient.js`, their answers in `src/oauth/*.js`,
 * named here `oauth/<Model>` (their `UserInfo` and `Account` are not the REST API's).
 */
export function describeDocuSignFromSdk(sdkRoot: string): DocuSignDescription {
  const src = path.join(sdkRoot, 'src');
  const version = (
    JSON.parse(readFileSync(path.join(sdkRoot, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const models = new Map<string, DocuSignModel>();
  for (const [folder, prefix] of [
    ['model', ''],
    ['oauth', 'oauth/'],
  ] as const) {
    for (const file of jsFiles(path.join(src, folder))) {
      const name = path.basename(file, '.js');
      const fields = modelFields(readFileSync(file, 'utf8'), prefix);
      if (fields.size > 0) models.set(prefix + name, { name: prefix + name, fields });
    }
  }
  const operations = [
    ...jsFiles(path.join(src, 'api')).flatMap((file) => apiOperations(readFileSync(file, 'utf8'))),
    ...accountServerOperations(readFileSync(path.join(src, 'ApiClient.js'), 'utf8')),
  ];
  return { source: `docusign-esign ${version} (the official Node SDK)`, operations, models };
}

function jsFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(folder, file));
}

/** `if (data.hasOwnProperty('x')) { obj[…] = ApiClient.convertToType(data['x'], [Model]) }` and the like. */
function modelFields(source: string, prefix: string): Map<string, DocuSignField> {
  const fields = new Map<string, DocuSignField>();
  const reading = /data\.hasOwnProperty\('([^']+)'\)\)\s*\{\s*obj\[[^\]]+\]\s*=\s*([^;\n]+)/g;
  for (const [, field, conversion] of source.matchAll(reading)) {
    const converted = /convertToType\(data\['[^']+'\],\s*\[?\s*([A-Za-z0-9_']+)/.exec(conversion!);
    const constructed = /^(\w+)\.constructFromObject/.exec(conversion!);
    const type = constructed?.[1] ?? converted?.[1];
    const isModel = type !== undefined && /^[A-Z]\w*$/.test(type) && type !== 'Object';
    fields.set(field!, isModel ? { model: prefix + type } : {});
  }
  return fields;
}

/** Each `this.name = function(…)` of an API class, with the JSDoc before it. */
function apiOperations(source: string): DocuSignOperation[] {
  const operations: DocuSignOperation[] = [];
  const starts = [...source.matchAll(/this\.(\w+) = function\(/g)].map((match) => match.index);
  starts.forEach((start, i) => {
    const body = source.slice(start, starts[i + 1] ?? source.length);
    const doc = source.slice(source.lastIndexOf('/**', start), start);
    const call = /callApi\(\s*'([^']+)',\s*'(\w+)'/.exec(body);
    if (!call) return;
    const query = /var queryParams = \{([^}]*)\}/.exec(body)?.[1] ?? '';
    const bodyName = /var postBody = (?:optsOrCallback\['(\w+)'\]|(\w+));/.exec(body);
    const bodyParameter = bodyName?.[1] ?? (bodyName?.[2] === 'null' ? undefined : bodyName?.[2]);
    const bodyModel = bodyParameter
      ? new RegExp(`@param \\{module:model/(\\w+)\\} (?:optsOrCallback\\.)?${bodyParameter}\\b`).exec(
          doc,
        )?.[1]
      : undefined;
    const returnType = /var returnType = (\w+);/.exec(body)?.[1];
    const answered = returnType && returnType !== 'null' && returnType !== 'Object' ? returnType : undefined;
    operations.push({
      method: call[2]!.toUpperCase(),
      path: call[1]!,
      query: new Set([...query.matchAll(/'(\w+)':/g)].map((match) => match[1]!)),
      ...(bodyModel ? { body: { model: bodyModel } } : {}),
      answer: (status) => (status < 300 ? answered : status >= 400 ? 'ErrorDetails' : undefined),
    });
  });
  return operations;
}

/**
 * The account server's calls as `ApiClient.js` makes them: `method: "post", url: "/oauth/token"`, its
 * form's fields in the `data: {…}` beside it (the JWT grant's), the answer read by `OAuthToken` or
 * `UserInfo`.
 */
function accountServerOperations(source: string): DocuSignOperation[] {
  const found = new Map<string, DocuSignOperation>();
  const calls = /method:\s*"(\w+)",\s*url:\s*"(\/oauth\/\w+)"/g;
  for (const match of source.matchAll(calls)) {
    const method = match[1]!.toUpperCase();
    const url = match[2]!;
    const around = source.slice(match.index, match.index + 2500);
    const form = /data:\s*\{([^}]*)\}/.exec(around.slice(0, 900))?.[1];
    const answered = /(OAuthToken|UserInfo)\.constructFromObject/.exec(around)?.[1] ?? 'OAuthToken';
    const key = `${method} ${url}`;
    const formFields = new Set([
      ...((found.get(key)?.body as { formFields?: Set<string> } | undefined)?.formFields ?? []),
      ...[...(form ?? '').matchAll(/^\s*(\w+):/gm)].map((field) => field[1]!),
    ]);
    found.set(key, {
      method,
      path: url,
      query: new Set(),
      ...(formFields.size > 0 ? { body: { formFields } } : {}),
      answer: (status) => (status < 300 ? `oauth/${answered}` : undefined),
    });
  }
  return [...found.values()];
}
