import { DomainError, type OfficerNumber } from '@lease-portal/domain';
import type { CommandContext } from '../services';
import { confirmChange } from './confirm-change';
import { deliveredLine, outcomeAsDelivered } from './mail-delivery';
import { signedInStaff } from './signed-in';

function officerOf(value: string | undefined): OfficerNumber {
  const given = value?.trim();
  if (given === '1' || given === '2') return Number(given) as OfficerNumber;
  throw new DomainError(
    'BAD_INPUT',
    `--officer: 1 (Authorised Officer (1)) or 2 (Authorised Officer (2)), not '${value ?? ''}'`,
  );
}

export async function resetIdScan(
  { open, out }: CommandContext,
  applicationId: string,
  options: { officer?: string; reason: string; yes?: boolean; json?: boolean },
) {
  const officer = officerOf(options.officer);
  const services = await open();
  const member = await signedInStaff(services);
  await confirmChange(
    services,
    options,
    `Reset Authorised Officer (${officer})'s failed ID scans on ${applicationId}?`,
  );
  const reset = await services.repairs.resetIdScanErrors.execute(member, {
    applicationId,
    officer,
    reason: options.reason,
  });
  if (!reset.ok) throw reset.error;
  if (options.json) return out.json({ applicationId, officer, ...reset.value, errorCount: 0 });
  out.line(
    `Authorised Officer (${officer}) of ${applicationId}: failed scans reset from ${reset.value.previousCount} to 0.`,
  );
}

export async function checkSigning(
  { open, out }: CommandContext,
  applicationId: string,
  options: { yes?: boolean; json?: boolean },
) {
  const services = await open();
  const member = await signedInStaff(services);
  // Asked first, recording nothing: a check that would finish the application asks before it does.
  const looked = await services.repairs.checkLeaseSigning.look(member, applicationId);
  if (!looked.ok) throw looked.error;
  if (looked.value.wouldFinish) {
    if (!options.yes && !options.json) {
      out.line(`Lease envelope ${looked.value.envelopeId}: ${looked.value.envelopeStatus}.`);
      for (const signer of looked.value.signers) out.line(`  ${signer.name}: ${signer.status}`);
    }
    await confirmChange(
      services,
      options,
      `Everyone has signed, the e-signature service says: record it, which finishes application ${applicationId}?`,
    );
  }
  const checked = await services.repairs.checkLeaseSigning.execute(member, applicationId);
  if (!checked.ok) throw checked.error;
  if (options.json) return out.json(checked.value);
  const { envelopeId, envelopeStatus, signers, finished } = checked.value;
  out.line(`Lease envelope ${envelopeId}: ${envelopeStatus}.`);
  for (const signer of signers) out.line(`  ${signer.name}: ${signer.status}`);
  out.line(
    finished ? `Application ${applicationId} is finished.` : 'Not everyone has signed: nothing moved.',
  );
}

export async function resendInvitation(
  { open, out }: CommandContext,
  applicationId: string,
  options: { officer?: string; yes?: boolean; json?: boolean },
) {
  const officer = officerOf(options.officer);
  const services = await open();
  const member = await signedInStaff(services);
  await confirmChange(
    services,
    options,
    `E-mail Authorised Officer (${officer}) of ${applicationId} a new link?`,
  );
  const sent = await services.repairs.resendInvitation.execute(member, { applicationId, officer });
  if (!sent.ok) throw sent.error;
  const { email, invitation } = sent.value;
  if (options.json) {
    const outcome = outcomeAsDelivered(invitation.outcome, services.mailDelivery);
    out.json({ applicationId, officer, email, invitation: { ...invitation, outcome } });
  }
  if (invitation.outcome === 'throttled') {
    throw new DomainError(
      'RATE_LIMITED',
      `Not sent: ${email} had too many mails in the last hour; try later.`,
    );
  }
  if (invitation.outcome !== 'sent') {
    const why = invitation.outcome === 'failed' ? invitation.reason : 'the address has no user';
    throw new DomainError('PARTNER_UNAVAILABLE', `Not sent to ${email}: ${why}.`);
  }
  if (!options.json) out.line(deliveredLine('Invitation', email, services.mailDelivery));
}
