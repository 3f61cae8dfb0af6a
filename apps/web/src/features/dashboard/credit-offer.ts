import { creditApplicationEligibility, LEAD_SOURCES, type Region } from '@lease-portal/domain';

export interface CreditOfferFacts {
  region: Region;
  entityType?: string | null;
  accountSource?: string | null;
  creditTotalValue?: number | null;
  leadSource?: string | null;
}

const CALCULATOR_LEAD_SOURCES: readonly string[] = Object.values(LEAD_SOURCES);

/**
 * Whether the dashboard offers the credit application (calculator §5). An opportunity whose lead
 * source is set but is not one the calculator writes was entered by hand (decision 1020).
 */
export function offersCreditApplication(facts: CreditOfferFacts): boolean {
  const manualCalculatorLead = !!facts.leadSource && !CALCULATOR_LEAD_SOURCES.includes(facts.leadSource);
  return creditApplicationEligibility({
    region: facts.region,
    entityType: facts.entityType ?? undefined,
    account: {
      accountSource: facts.accountSource ?? undefined,
      creditTotalValue: facts.creditTotalValue,
    },
    opportunity: { manualCalculatorLead },
  }).eligible;
}
