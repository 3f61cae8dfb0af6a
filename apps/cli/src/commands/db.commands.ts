import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';

/**
 * `db migrate`: the release step of a deployment whose portal runs as a role that owns nothing
 * (decision 2044). Opening the database applies its pending migrations, as the role in DATABASE_URL.
 */
export function registerDbCommands(program: Command, open: OpenServices, out: Output): void {
  const db = program.command('db').description('The portal’s database schema');
  db.command('migrate')
    .description('Apply pending migrations, as the role that owns the tables (set-up and each release)')
    .addHelpText(
      'after',
      [
        '',
        'The portal runs as a member of lease_portal_runtime, which may not change the schema; run this',
        'first with DATABASE_URL naming the role that owns the tables.',
        examples('DATABASE_URL=postgres://lease_owner@db.internal/lease lease-admin db migrate'),
      ].join('\n'),
    )
    .action(async () => {
      await open();
      out.line('The database has every migration of this version applied.');
    });
}
