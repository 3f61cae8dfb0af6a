import { DomainError, type OfficerNumber } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { confirmChange } from './confirm-change';
import { deliveredLine, outcomeAsDelivered } from './mail-delivery';
import { signedInStaff } from './staff.commands';

function officerOf(value: string | undefined): OfficerNumber {
  const given = value?.trim();
  if (given === '1' || given === '2') return Number(given) as OfficerNumber;
  throw new DomainError(
    'BAD_INPUT',
    `--officer: 1 (Authorised Officer (1)) or 2 (Authorised Officer (2)), not '${value ?? ''}'`,
  );
}

/**
 * `application reset-id-scan` and `application resend-invitation`: repairs that do not move the
 * application, through the domain's use cases and audited as the member (decision 1840).
 */
export function registerApplicationRepairCommands(
  application: Command,
  open: OpenServices,
  out: Output,
): void {
  application
    .command('reset-id-scan')
    .description(
      'Count an officer’s failed identity scans back to none, so the portal offers the scan again ' +
        'instead of the manual upload',
    )
    .argument('<applicationId>', 'the application')
    .requiredOption('--officer <1|2>', 'Authorised Officer (1) or (2)')
    .requiredOption('--reason <text>', 'why, for the trail')
    .option('--yes', 'reset without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        '  lease-admin application reset-id-scan 3f2c... --officer 2 --reason "Camera fixed"',
        '',
        'Exit codes: 0 reset; 2 bad input; 3 no such application; 4 changed meanwhile;',
        '5 no such officer, or no failed scans; 6 your role may not reset; 11 not confirmed.',
      ].join('\n'),
    )
    .action(
      async (
        applicationId: string,
        options: { officer?: string; reason: string; yes?: boolean; json?: boolean },
      ) => {
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
      },
    );

  application
    .command('check-signing')
    .description(
      'Ask the e-signature service how the lease envelope stands, and finish the application if it ' +
        'says everyone signed (as its status poll would); nothing else moves the signing step',
    )
    .argument('<applicationId>', 'the application')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        '  lease-admin application check-signing 3f2c...',
        '',
        'Exit codes: 0 checked (finished or not); 3 no such application or envelope; 5 no lease envelope',
        'sent; 6 your role may not; 9 the e-signature service did not answer.',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: { json?: boolean }) => {
      const services = await open();
      const member = await signedInStaff(services);
      const checked = await services.repairs.checkLeaseSigning.execute(member, applicationId);
      if (!checked.ok) throw checked.error;
      if (options.json) return out.json(checked.value);
      const { envelopeId, envelopeStatus, signers, finished } = checked.value;
      out.line(`Lease envelope ${envelopeId}: ${envelopeStatus}.`);
      for (const signer of signers) out.line(`  ${signer.name}: ${signer.status}`);
      out.line(
        finished ? `Application ${applicationId} is finished.` : 'Not everyone has signed: nothing moved.',
      );
    });

  application
    .command('resend-invitation')
    .description('E-mail an officer a new link to set their password and sign in (the newest link works)')
    .argument('<applicationId>', 'the application')
    .requiredOption('--officer <1|2>', 'Authorised Officer (1) or (2)')
    .option('--yes', 'send without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        '  lease-admin application resend-invitation 3f2c... --officer 1',
        '',
        'Exit codes: 0 sent; 3 no such application; 5 no such officer; 6 your role may not resend;',
        '8 too many mails to this address in the last hour; 9 the mail could not be sent; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: { officer?: string; yes?: boolean; json?: boolean }) => {
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
    });
}
