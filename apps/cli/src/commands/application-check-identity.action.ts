import {
  DomainError,
  OFFICER_NAMES,
  type IdentityApplicantRole,
  type IdentityCheckVerdict,
} from '@lease-portal/domain';
import type { CommandContext } from '../services';
import { confirmChange } from './confirm-change';
import { signedInStaff } from './signed-in';

export interface CheckIdentityOptions {
  officer: string;
  accept?: boolean;
  reject?: boolean;
  reason?: string;
  yes?: boolean;
  json?: boolean;
}

const OFFICERS: Readonly<Record<string, IdentityApplicantRole>> = { '1': 'primary', '2': 'secondary' };

/** Officer 1 or 2, exactly one of --accept or --reject, and a reason. */
function commandOf(options: CheckIdentityOptions): {
  officer: IdentityApplicantRole;
  verdict: IdentityCheckVerdict;
  reason: string;
} {
  const officer = OFFICERS[options.officer.trim()];
  if (!officer) throw new DomainError('BAD_INPUT', '--officer: 1 for Authorised Officer (1), 2 for (2).');
  if (Boolean(options.accept) === Boolean(options.reject)) {
    throw new DomainError('BAD_INPUT', 'Give one of --accept or --reject.');
  }
  if (options.reason === undefined) throw new DomainError('BAD_INPUT', '--reason: say why, for the trail.');
  return { officer, verdict: options.accept ? 'accept' : 'reject', reason: options.reason };
}

export async function checkIdentity(
  { open, out }: CommandContext,
  applicationId: string,
  options: CheckIdentityOptions,
) {
  const { officer, verdict, reason } = commandOf(options);
  const services = await open();
  const member = await signedInStaff(services);
  const found = await services.applications.ofId(applicationId);
  if (!found) throw new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`);
  const name = OFFICER_NAMES[officer];
  await confirmChange(
    services,
    options,
    verdict === 'accept'
      ? `Accept ${name}'s driver's licence on ${applicationId} as theirs?`
      : `Reject ${name}'s driver's licence on ${applicationId}?`,
  );
  const checked = await services.repairs.checkOfficerIdentity.execute(member, {
    applicationId,
    officer,
    verdict,
    reason,
    // What the member read is what they decide on: a change since then is refused (exit 4).
    expectedVersion: found.version,
  });
  if (!checked.ok) throw checked.error;
  if (options.json) return out.json(checked.value);
  out.line(
    verdict === 'accept'
      ? `${name}'s driver's licence on ${applicationId} accepted: their identity is verified.`
      : `${name}'s driver's licence on ${applicationId} rejected: contact the officer.`,
  );
}
