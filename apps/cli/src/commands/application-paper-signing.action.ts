import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DomainError,
  LEASE_DOCUMENT_KINDS,
  type PaperSigningVerdict,
  type StaffMember,
} from '@lease-portal/domain';
import type { Output } from '../output';
import type { CliServices, CommandContext } from '../services';
import { confirmChange } from './confirm-change';
import { signedInStaff } from './signed-in';

export interface PaperSigningOptions {
  accept?: boolean;
  reject?: boolean;
  reason?: string;
  saveDocuments?: string;
  yes?: boolean;
  json?: boolean;
}

/** Exactly one of --accept, --reject or --save-documents, and a reason to decide. */
function verdictOf(options: PaperSigningOptions): PaperSigningVerdict | undefined {
  const chosen = [options.accept, options.reject, options.saveDocuments !== undefined].filter(Boolean);
  if (chosen.length !== 1) {
    throw new DomainError('BAD_INPUT', 'Give one of --save-documents <folder>, --accept or --reject.');
  }
  if (options.saveDocuments !== undefined) return undefined;
  if (options.reason === undefined) {
    throw new DomainError('BAD_INPUT', '--reason: say why, for the trail (and, rejecting, for the officer).');
  }
  return options.accept ? 'accept' : 'reject';
}

/** Saves the documents in their slots into a folder of the member's, to read before deciding. */
async function saveDocuments(
  services: CliServices,
  out: Output,
  member: StaffMember,
  applicationId: string,
  options: PaperSigningOptions,
): Promise<void> {
  const read = await services.repairs.readSignedDocuments.execute(member, applicationId);
  if (!read.ok) throw read.error;
  const { documents, stage } = read.value;
  const folder = path.resolve(options.saveDocuments!);
  // Customers' signed documents: readable by the member only.
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const saved = [];
  for (const document of documents) {
    // Named by the document's kind, never by the customer's file name, which could name any path.
    const file = path.join(folder, `${document.document}.pdf`);
    await writeFile(file, document.bytes, { mode: 0o600 });
    saved.push({ document: document.document, fileName: document.fileName, savedAs: file });
  }
  if (options.json) return out.json({ applicationId, stage, documents: saved });
  out.line(`Signed documents of ${applicationId} (${stage}):`);
  for (const each of saved) out.line(`  ${each.document} (${each.fileName}): ${each.savedAs}`);
  if (stage === 'submitted') {
    out.line('Accept them, or send them back, with:');
    out.line(`  lease-admin application check-paper-signing ${applicationId} --accept|--reject --reason …`);
  }
}

export async function checkPaperSigning(
  { open, out }: CommandContext,
  applicationId: string,
  options: PaperSigningOptions,
) {
  const verdict = verdictOf(options);
  const services = await open();
  const member = await signedInStaff(services);
  if (!verdict) return saveDocuments(services, out, member, applicationId, options);

  const found = await services.applications.ofId(applicationId);
  if (!found) throw new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`);
  const slots = found.value.journey.wetSignature?.documents ?? {};
  const named = LEASE_DOCUMENT_KINDS.filter((kind) => slots[kind]).join(', ') || 'none';
  await confirmChange(
    services,
    options,
    verdict === 'accept'
      ? `Accept the signed documents of ${applicationId} (${named}) and finish the application?`
      : `Send the signed documents of ${applicationId} (${named}) back to Authorised Officer (1)?`,
  );
  const checked = await services.repairs.checkPaperSigning.execute(member, {
    applicationId,
    verdict,
    reason: options.reason!,
    // What the member read is what they decide on: a submission since then is refused (exit 4).
    expectedVersion: found.version,
  });
  if (!checked.ok) throw checked.error;
  if (options.json) return out.json(checked.value);
  out.line(
    checked.value.finished
      ? `Signed documents of ${applicationId} accepted: the application is finished.`
      : `Signed documents of ${applicationId} sent back to Authorised Officer (1) to upload again.`,
  );
}
