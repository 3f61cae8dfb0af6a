import type { PruneAccountRecords } from '@lease-portal/domain';
import type { Logger } from '../logger';

/** How often each replica prunes; every replica may, since pruning twice deletes nothing twice. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Prunes ended sessions, used links and old attempt counters now and then every hour. A failure is
 * logged and tried again at the next turn: pruning never stops the portal. Answers the stop function.
 */
export function startAccountRecordsPruning(prune: PruneAccountRecords, logger: Logger): () => void {
  const run = () =>
    prune
      .execute()
      .then((pruned) => logger.info({ pruned }, 'account records pruned'))
      .catch((error: unknown) => logger.warn({ err: error }, 'pruning account records failed'));
  void run();
  const timer = setInterval(() => void run(), PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
