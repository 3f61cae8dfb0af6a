import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import type { Region } from '../shared/region';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { ANALYTICS_EVENT_NAMES, type Analytics, type AnalyticsEventName } from './analytics.port';

export interface RecordAnalyticsEventRequest {
  name: string;
  orgId: string;
  region: Region;
  details?: Record<string, unknown>;
}

const isEventName = (name: string): name is AnalyticsEventName =>
  (ANALYTICS_EVENT_NAMES as readonly string[]).includes(name);

/** Counts one calculator event: shortlist, view shortlist, enquire, search or no results (calculator §4). */
export class RecordAnalyticsEvent {
  constructor(
    private readonly analytics: Analytics,
    private readonly ids: Ids,
    private readonly clock: Clock,
  ) {}

  async execute(request: RecordAnalyticsEventRequest): Promise<Result<{ id: string }>> {
    if (!isEventName(request.name)) {
      return fail(
        new DomainError('BAD_INPUT', `Unknown analytics event '${request.name}'.`, {
          fields: { name: [`name must be one of ${ANALYTICS_EVENT_NAMES.join(', ')}`] },
        }),
      );
    }
    const id = this.ids.next();
    await this.analytics.record({
      id,
      name: request.name,
      orgId: request.orgId,
      region: request.region,
      details: request.details ?? {},
      at: this.clock.now().toISOString(),
    });
    return ok({ id });
  }
}
