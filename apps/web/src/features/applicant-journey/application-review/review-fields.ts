import { writablePropertyAt, type FieldRule, type PropertyPath, type Region } from '@lease-portal/domain';

/** A field of the review the primary edits inline (journey §2 'Application review'). */
export interface ReviewField {
  path: PropertyPath;
  label: string;
  kind: 'text' | 'yesNo';
  inputMode?: 'tel' | 'numeric' | 'decimal' | 'url';
}

const at = (dotted: string): PropertyPath => {
  const [propertyFirst, propertySecond, propertyThird] = dotted.split('.');
  return { propertyFirst: propertyFirst!, propertySecond, propertyThird };
};

export const REVIEW_FIELDS = {
  businessContactNumber: {
    path: at('businessDetails.entityDetails.businessContactNumber'),
    label: 'Company Contact Phone',
    kind: 'text',
    inputMode: 'tel',
  },
  businessWebsite: {
    path: at('businessDetails.entityDetails.businessWebsite'),
    label: 'Company Website',
    kind: 'text',
    inputMode: 'url',
  },
  annualRevenue: {
    path: at('businessDetails.annualRevenue'),
    label: 'Annual Revenue',
    kind: 'text',
    inputMode: 'decimal',
  },
  currentFleetSize: {
    path: at('businessDetails.financeDetails.currentFleetSize'),
    label: 'Current Fleet Size',
    kind: 'text',
    inputMode: 'numeric',
  },
  numberOfEmployees: {
    path: at('businessDetails.financeDetails.numberOfEmployees'),
    label: 'Number of Employees',
    kind: 'text',
    inputMode: 'numeric',
  },
  purchaseMoreVehicles: {
    path: at('businessDetails.financeDetails.purchaseMoreVehicles'),
    label: 'Planning on growing fleet in the next 6 months',
    kind: 'yesNo',
  },
  howManyVehicles: {
    path: at('businessDetails.financeDetails.howManyVehicles'),
    label: 'Vehicles required for fleet growth',
    kind: 'text',
    inputMode: 'numeric',
  },
  personalGuarantee: {
    path: at('businessDetails.financeDetails.personalGuarantee'),
    label: 'Personal Guarantee',
    kind: 'yesNo',
  },
} as const satisfies Record<string, ReviewField>;

export type ReviewFieldName = keyof typeof REVIEW_FIELDS;

/**
 * A review field's rule (journey §5 'Review inline fields'): the very rule the server applies to the
 * path (decision 1220), so the message under the field is the one a refusal would carry.
 */
export function reviewFieldRule(field: ReviewField, region: Region): FieldRule {
  const entry = writablePropertyAt(field.path);
  if (!entry) throw new Error(`No writable property at ${JSON.stringify(field.path)}`);
  return entry.rule(region);
}
