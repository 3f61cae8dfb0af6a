import { DomainError } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { registerApplicationCreateCommand } from './application-create.command';
import { registerApplicationInviteCommand } from './application-invite.command';

export function registerApplicationCommands(program: Command, open: OpenServices, out: Output): void {
  const application = program
    .command('application')
    .description(
      'Vehicle applications: issue a quote as an application, invite its officers, inspect their state',
    );
  registerApplicationCreateCommand(application, open, out);
  registerApplicationInviteCommand(application, open, out);

  application
    .command('show')
    .description('Show an application: status, applicants, company and its audit trail')
    .argument('<id>', 'the application id')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const services = await open();
      const found = await services.applications.ofId(id);
      if (!found) throw new DomainError('NOT_FOUND', `No vehicle application with id '${id}'.`);
      const audit = await services.auditTrail.ofApplication(id);
      if (options.json) return out.json({ ...found.value, version: found.version, audit });

      const { value: app, version } = found;
      const board = app.scoreboard;
      const person = (a?: { firstName?: string; lastName?: string; email?: string }) =>
        a ? `${a.firstName ?? ''} ${a.lastName ?? ''} <${a.email ?? ''}>`.trim() : '(none)';
      out.line(`Application ${app.applicationId} (version ${version})`);
      out.line(`  Type:          ${app.applicationType}`);
      out.line(`  Organisation:  ${app.orgId}`);
      out.line(`  Status:        ${board.status ?? '(not started)'}`);
      out.line(`  Secondary:     ${board.statusSecondary ?? ''}`);
      out.line(`  Credit check:  ${board.statusCreditCheck ?? ''}`);
      out.line(
        `  Company:       ${board.companyDetails?.companyLegalName ?? app.calculator?.company?.name ?? ''}`,
      );
      out.line(`  Primary:       ${person(board.primaryApplicant)}`);
      out.line(`  Secondary:     ${person(board.secondaryApplicant)}`);
      out.line(`  Updated:       ${app.updatedAt}`);
      out.line();
      out.line('Audit trail');
      out.table(audit.map((e) => ({ at: e.at, actor: e.actor, action: e.action })));
    });
}
