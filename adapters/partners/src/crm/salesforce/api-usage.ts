import type { PartnerCallLogger } from '../../partner-http/partner-http';
import type { PartnerCallCounts } from '../../partner-http/partner-call-counts';

/** From this share of the org's daily allocation on, the usage is near its limit. */
const NEAR_LIMIT = 0.8;
/** A warning is logged again only when the usage has grown by this many points since the last one. */
const WARN_EVERY_PERCENT = 5;

/** `api-usage=18/5000` out of `Sforce-Limit-Info` (which may also hold `per-app-api-usage=…`). */
export function apiUsageOf(header: string | null | undefined): { used: number; limit: number } | undefined {
  const found = header?.match(/(?:^|[;,\s])api-usage=(\d+)\/(\d+)/);
  if (!found) return undefined;
  const [used, limit] = [Number(found[1]), Number(found[2])];
  return limit > 0 ? { used, limit } : undefined;
}

/**
 * Watches the org's rolling 24-hour API allocation in the header every Salesforce answer carries: an
 * answer at 80 % or more is counted ('near-limit'), and a warning is logged once per 5 points it
 * grows, so an operator hears before Salesforce refuses with REQUEST_LIMIT_EXCEEDED (decision 2117).
 */
export class ApiUsageWatch {
  private warnedAt = 0;

  constructor(
    private readonly partner: string,
    private readonly logger: PartnerCallLogger,
    private readonly counts: PartnerCallCounts,
  ) {}

  saw(header: string | null): void {
    const usage = apiUsageOf(header);
    if (!usage) return;
    const percent = (usage.used / usage.limit) * 100;
    if (percent < NEAR_LIMIT * 100) {
      this.warnedAt = 0;
      return;
    }
    this.counts.add(this.partner, 'api-usage', 'near-limit');
    const step = Math.floor(percent / WARN_EVERY_PERCENT) * WARN_EVERY_PERCENT;
    if (step <= this.warnedAt) return;
    this.warnedAt = step;
    this.logger.warn(
      {
        partner: this.partner,
        apiUsage: usage,
        percent: Math.floor(percent),
        alert: 'Salesforce API allocation nearly used',
      },
      "Salesforce API usage is near the org's daily allocation",
    );
  }
}
