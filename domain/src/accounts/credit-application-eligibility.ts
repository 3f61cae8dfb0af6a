import { isEligibleForCredit } from '../business/entity-type';
import type { Region } from '../shared/region';

/** The only account source for which the dashboard offers the credit application. */
export const CALCULATOR_ACCOUNT_SOURCE = 'Calculator';

/** What the CRM's customer account says about the business (calculator §3, 'Customer account record'). */
export interface CustomerAccountFacts {
  /** The CRM's AccountSource. */
  accountSource?: string;
  /** The CRM's Credit_Total_Value__c; empty until a credit total has been recorded. */
  creditTotalValue?: number | null;
}

/** What the CRM's opportunity says about how the lead came in. */
export interface OpportunityFacts {
  /** True when staff entered the calculator lead by hand rather than the visitor through the calculator. */
  manualCalculatorLead: boolean;
}

export interface CreditApplicationEligibilityFacts {
  region: Region;
  /** The business's entity type code (IND, PRV, PUB in AU; ULTD, LTD, Sole_Trader in NZ). */
  entityType?: string;
  account?: CustomerAccountFacts;
  opportunity?: OpportunityFacts;
}

export type CreditApplicationIneligibility =
  'ENTITY_TYPE_NOT_ELIGIBLE' | 'NOT_A_CALCULATOR_ACCOUNT' | 'MANUAL_LEAD_WITH_CREDIT_TOTAL';

export interface CreditApplicationEligibility {
  eligible: boolean;
  /** Why not, for support staff and logs; empty when eligible. */
  reasons: CreditApplicationIneligibility[];
}

const isEmpty = (value: number | null | undefined): boolean => value === null || value === undefined;

/** Calculator §5: the dashboard offers the credit application only when every condition holds. */
export function creditApplicationEligibility(
  facts: CreditApplicationEligibilityFacts,
): CreditApplicationEligibility {
  const reasons: CreditApplicationIneligibility[] = [];
  if (!isEligibleForCredit(facts.region, facts.entityType?.trim())) reasons.push('ENTITY_TYPE_NOT_ELIGIBLE');
  if (facts.account?.accountSource !== CALCULATOR_ACCOUNT_SOURCE) reasons.push('NOT_A_CALCULATOR_ACCOUNT');
  if (facts.opportunity?.manualCalculatorLead === true && !isEmpty(facts.account?.creditTotalValue)) {
    reasons.push('MANUAL_LEAD_WITH_CREDIT_TOTAL');
  }
  return { eligible: reasons.length === 0, reasons };
}
