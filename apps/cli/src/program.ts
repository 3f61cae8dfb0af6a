import { Command } from 'commander';
import { registerApplicationCommands } from './commands/application.commands';
import { registerApprovalsCommands } from './commands/approvals.commands';
import { registerCatalogueCommands } from './commands/catalogue.commands';
import { registerDbCommands } from './commands/db.commands';
import { registerIntroducerKeysCommands } from './commands/introducer-keys.commands';
import { registerJobsCommands } from './commands/jobs.commands';
import { registerLeadsCommands } from './commands/leads.commands';
import { registerMailCommands } from './commands/mail.commands';
import { registerOrgCommands } from './commands/org.commands';
import { registerStaffCommands } from './commands/staff.commands';
import { registerUserCommands } from './commands/user.commands';
import { EXIT_CODES } from './exit-codes';
import { selectingJsonFields } from './json-fields';
import type { Output } from './output';
import type { OpenServices } from './services';

/** The exit codes, four to a line, so scripts can tell outcomes apart without parsing the message. */
function exitCodesHelp(): string {
  const codes = Object.entries(EXIT_CODES).map(([name, code]) => `${code} ${name}`);
  const lines: string[] = [];
  for (let at = 0; at < codes.length; at += 4) lines.push(`  ${codes.slice(at, at + 4).join(', ')}`);
  return [
    '',
    'Exit codes (a failure prints its stable code on stderr; as JSON with --json):',
    ...lines,
    '',
    'JSON: a read command prints JSON with --json, and only the fields it names with --json <fields>,',
    'comma-separated, e.g. `lease-admin application search --name quill --json applicationId,status`;',
    "each read command's --help lists its fields.",
  ].join('\n');
}

/** The `lease-admin` command tree; the services are opened lazily so `--help` needs no database. */
export function buildProgram(open: OpenServices, out: Output): Command {
  const program = new Command('lease-admin')
    .description(
      'Support tooling for the Lease Portal: find, read, move on and repair applications, approve ' +
        'overrides and run organisations, as a signed-in staff member (`lease-admin login`).\n' +
        'Uses DATABASE_URL when set; otherwise the running portal’s embedded database, or its data folder (DATA_DIR).',
    )
    .showHelpAfterError()
    .addHelpText('after', exitCodesHelp())
    .configureOutput({ writeErr: (s) => out.error(s.trimEnd()) });
  // What a command prints as JSON keeps the fields `--json <fields>` asks for (decision 2122).
  out = selectingJsonFields(program, out);
  registerOrgCommands(program, open, out);
  registerApplicationCommands(program, open, out);
  registerMailCommands(program, open, out);
  registerCatalogueCommands(program, open, out);
  registerLeadsCommands(program, open, out);
  registerIntroducerKeysCommands(program, open, out);
  registerStaffCommands(program, open, out);
  registerApprovalsCommands(program, open, out);
  registerJobsCommands(program, open, out);
  registerUserCommands(program, open, out);
  registerDbCommands(program, open, out);
  return program;
}
