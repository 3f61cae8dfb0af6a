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
    )
    // The group's page lists each command by its name and first sentence, so it reads at 80 columns;
    // each command's own --help keeps its arguments, options and the whole description (decision 2115).
    .configureHelp({
      subcommandTerm: (command) => command.name(),
      subcommandDescription: (command) => firstSentence(command.summary() || command.description()),
    });
  registerApplicationCreateCommand(application, open, out);
  registerApplicationInviteCommand(application, open, out);
  registerApplicationReadCommands(application, open, out);
  registerApplicationMoveCommands(application, open, out);
  registerApplicationRepairCommands(application, open, out);
  registerApplicationPaperSigningCommand(application, open, out);
  registerApplicationCheckIdentityCommand(application, open, out);
}

/** A description's first sentence, or what comes before its colon: the gist a list of commands needs. */
export function firstSentence(description: string): string {
  return /^(.*?)(?:[.:](?:\s|$)|$)/s.exec(description)?.[1]?.trim() ?? description;
}
