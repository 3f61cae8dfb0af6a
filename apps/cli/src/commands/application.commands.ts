import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { registerApplicationCheckIdentityCommand } from './application-check-identity.command';
import { registerApplicationCreateCommand } from './application-create.command';
import { registerApplicationInviteCommand } from './application-invite.command';
import { registerApplicationMoveCommands } from './application-move.command';
import { registerApplicationPaperSigningCommand } from './application-paper-signing.command';
import { registerApplicationReadCommands } from './application-read.commands';
import { registerApplicationRepairCommands } from './application-repair.commands';

export function registerApplicationCommands(program: Command, open: OpenServices, out: Output): void {
  const application = program
    .command('application')
    .description(
      'Vehicle applications: issue a quote as an application, invite its officers, find and inspect them',
    );
  registerApplicationCreateCommand(application, open, out);
  registerApplicationInviteCommand(application, open, out);
  registerApplicationReadCommands(application, open, out);
  registerApplicationMoveCommands(application, open, out);
  registerApplicationRepairCommands(application, open, out);
  registerApplicationPaperSigningCommand(application, open, out);
  registerApplicationCheckIdentityCommand(application, open, out);
}
