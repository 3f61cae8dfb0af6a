/**
 * Validates Kubernetes manifests against the Kubernetes API's own schemas, offline (decision 2123):
 * each document's apiVersion and kind name a model of `kubernetes-models`, generated from the
 * Kubernetes OpenAPI specification, whose validator (ajv's, compiled) checks types, enumerations and
 * required fields. A kind it has no model for is a failure, not a pass.
 *
 *   npx tsx tools/src/deploy/validate-kubernetes.ts deploy/kubernetes/*.yaml
 *
 * Prints one JSON line: every document with its file, kind, name and the schema's complaints.
 */
import { readFile } from 'node:fs/promises';
import { parseAllDocuments } from 'yaml';

export interface ValidatedDocument {
  file: string;
  apiVersion: string;
  kind: string;
  name: string;
  errors: string[];
}

/** `apps/v1` → `kubernetes-models/apps/v1`; the core group's `v1` → `kubernetes-models/v1`. */
const modelsOf = (apiVersion: string) => `kubernetes-models/${apiVersion}`;

type Model = new (data: unknown) => { validate(): void };

export async function validateManifest(file: string, text: string): Promise<ValidatedDocument[]> {
  const results: ValidatedDocument[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) {
      results.push({
        file,
        apiVersion: '',
        kind: '',
        name: '',
        errors: document.errors.map((e) => e.message),
      });
      continue;
    }
    const manifest = document.toJS() as {
      apiVersion?: string;
      kind?: string;
      metadata?: { name?: string };
    } | null;
    if (!manifest) continue;
    const { apiVersion = '', kind = '' } = manifest;
    const result = { file, apiVersion, kind, name: manifest.metadata?.name ?? '', errors: [] as string[] };
    results.push(result);
    let model: Model | undefined;
    try {
      // An ES module only package, imported as such.
      const group = (await import(modelsOf(apiVersion))) as Record<string, Model>;
      model = group[kind];
    } catch {
      model = undefined;
    }
    if (!model) {
      result.errors.push(`no schema for ${kind} in ${apiVersion || '(no apiVersion)'}`);
      continue;
    }
    try {
      new model(manifest).validate();
    } catch (error) {
      result.errors.push((error as Error).message);
    }
  }
  return results;
}

async function main(): Promise<void> {
  const files = process.argv.slice(2);
  const results = (
    await Promise.all(files.map(async (file) => validateManifest(file, await readFile(file, 'utf8'))))
  ).flat();
  process.stdout.write(`${JSON.stringify(results)}\n`);
  process.exitCode = results.some((result) => result.errors.length > 0) ? 1 : 0;
}

if (require.main === module) void main();
