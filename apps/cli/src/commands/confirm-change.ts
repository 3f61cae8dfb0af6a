import { CommandCancelled } from '../exit-codes';
import type { CliServices } from '../services';

/**
 * Shows what will change and asks before changing it, unless `--yes` said so already (scripts). An
 * answer other than yes, or nobody to ask, changes nothing (exit 11).
 */
export async function confirmChange(
  services: Pick<CliServices, 'confirm'>,
  options: { yes?: boolean },
  question: string,
): Promise<void> {
  if (options.yes) return;
  if (await services.confirm(question)) return;
  throw new CommandCancelled('Not confirmed: nothing was changed. Add --yes to change it without a prompt.');
}
