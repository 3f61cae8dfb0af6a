import {
  CALCULATOR_STATUSES,
  DomainError,
  PRIMARY_STATUSES,
  type ApplicationStatus,
} from '@lease-portal/domain';

export const badInput = (option: string, message: string) =>
  new DomainError('BAD_INPUT', `${option}: ${message}`, { fields: { [option]: [message] } });

/** The statuses in a few letters for the table, and accepted as such by --status. */
export const SHORT_STATUS: Readonly<Record<string, string>> = {
  viewShortlist: 'shortlist',
  reviewQuote: 'quote',
  businessDetails: 'business',
  approvals: 'approvals',
  reviewAndSignContract: 'signing',
  finished: 'finished',
};
export const STATUSES: readonly string[] = [
  ...new Set<string>([...PRIMARY_STATUSES, ...CALCULATOR_STATUSES]),
];

/** A status by the journey's name or its short one; `option` names the option in the refusal. */
export function statusOf(value: string, option = '--status'): ApplicationStatus {
  const given = value.trim();
  const status =
    STATUSES.find((each) => each.toLowerCase() === given.toLowerCase()) ??
    Object.keys(SHORT_STATUS).find((each) => SHORT_STATUS[each] === given.toLowerCase());
  if (!status) {
    throw badInput(option, `'${value}' is not a status; choose one of: ${STATUSES.join(', ')}`);
  }
  return status as ApplicationStatus;
}
