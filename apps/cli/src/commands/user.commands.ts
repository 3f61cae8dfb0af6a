import { auditActor, DomainError, mayAct, staffErrors } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { confirmChange } from './confirm-change';
import { examples } from './help-text';
import { deliveredLine, outcomeAsDelivered } from './mail-delivery';
import { signedInStaff } from './staff.commands';

interface UserOptions {
  org: string;
  email: string;
  yes?: boolean;
  json?: boolean;
}

/** `user disable` and `user password-link`: a customer's access, as support repairs it (decision 1860). */
export function registerUserCommands(program: Command, open: OpenServices, out: Output): void {
  const user = program
    .command('user')
    .description('Customers’ users of an organisation: send a password link, or disable one')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin user password-link --org org-au-demo --email jordan@acme.example',
        '  lease-admin user disable --org org-au-demo --email jordan@acme.example \\',
        '    --reason "Left the company; the director asked by phone" --yes',
        '',
        'Exit codes: 0 done; 2 no reason; 3 no such user; 5 already disabled; 6 your role may not;',
        '8 too many mails to this address in the last hour; 11 not confirmed.',
      ].join('\n'),
    );

  user
    .command('password-link')
    .description('E-mail a user a new link to choose a password (the newest link works)')
    .requiredOption('--org <orgId>', 'the organisation the user signs in to')
    .requiredOption('--email <address>', 'the user’s e-mail address')
    .option('--yes', 'send without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin user password-link --org org-au-demo --email jordan@acme.example'),
    )
    .action(async (options: UserOptions) => {
      const services = await open();
      const member = await signedInStaff(services);
      if (!mayAct(member, 'resendInvitation')) throw staffErrors.notPermitted('resendInvitation');
      await confirmChange(services, options, `E-mail ${options.email} a new password link?`);
      const outcome = await services.repairs.passwordLinks.execute({
        orgId: options.org,
        email: options.email,
        purpose: 'reset-password',
        actor: auditActor.staff(member.staffId),
      });
      if (outcome === 'no-such-user') {
        throw new DomainError('NOT_FOUND', `The organisation ${options.org} has no user ${options.email}.`);
      }
      if (outcome === 'throttled') {
        throw new DomainError(
          'RATE_LIMITED',
          `Not sent: ${options.email} had too many mails in the last hour.`,
        );
      }
      if (options.json) {
        return out.json({
          email: options.email,
          outcome: outcomeAsDelivered(outcome, services.mailDelivery),
        });
      }
      out.line(deliveredLine('Password link', options.email, services.mailDelivery));
    });

  user
    .command('disable')
    .description(
      'Disable a user: their password stops working and their open sessions end; nothing is deleted',
    )
    .requiredOption('--org <orgId>', 'the organisation the user signs in to')
    .requiredOption('--email <address>', 'the user’s e-mail address')
    .requiredOption('--reason <text>', 'why, for the trail')
    .option('--yes', 'disable without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin user disable --org org-au-demo --email jordan@acme.example --reason "Left"'),
    )
    .action(async (options: UserOptions & { reason: string }) => {
      const services = await open();
      const member = await signedInStaff(services);
      await confirmChange(services, options, `Disable ${options.email} of ${options.org}?`);
      const disabled = await services.repairs.disableUser.execute(member, {
        orgId: options.org,
        email: options.email,
        reason: options.reason,
      });
      if (!disabled.ok) throw disabled.error;
      if (options.json) return out.json(disabled.value);
      out.line(
        `User ${disabled.value.userId} (${options.email}) is disabled; ${disabled.value.sessionsEnded} session(s) ended.`,
      );
    });
}
