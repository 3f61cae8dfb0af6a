import { consoleOutput } from '../output';
import { buildProgram } from '../program';
import type { CliServices } from '../services';
import { firstSentence } from './application.commands';

describe('the application group’s help', () => {
  it('reads at 80 columns: each command by its name and first sentence', () => {
    const program = buildProgram(async () => ({}) as CliServices, consoleOutput());
    const application = program.commands.find((command) => command.name() === 'application')!;
    let help = '';
    application.configureOutput({ writeOut: (s) => (help += s), getOutHelpWidth: () => 80 });
    application.outputHelp();
    const lines = help.trimEnd().split('\n');
    expect(lines.filter((line) => line.length > 80)).toEqual([]);
    expect(help).toMatch(/^ {2}check-paper-signing {2}Check the lease documents/m);
    expect(help).not.toContain('[options] <applicationId>');
  });

  it('takes a description’s first sentence, or what comes before its colon', () => {
    expect(firstSentence('Show an application: applicants and files')).toBe('Show an application');
    expect(firstSentence('Move it. A forward move happens at once.')).toBe('Move it');
    expect(firstSentence('List the newest applications, a page at a time')).toBe(
      'List the newest applications, a page at a time',
    );
  });
});
