import type { NewCrmAccount, NewOpportunity, Region } from '@lease-portal/domain';
import type { z } from 'zod';
import type { accountBodyWire, contactBodyWire, opportunityBodyWire } from './salesforce-wire';

const COUNTRIES: Record<Region, string> = { AU: 'Australia', NZ: 'New Zealand' };

/** The business as a Salesforce Account, its number (ABN or NZBN) as the account number. */
export function accountBodyOf(account: NewCrmAccount): z.infer<typeof accountBodyWire> {
  return {
    Name: account.name,
    AccountSource: account.accountSource,
    AccountNumber: account.businessNumber,
    Phone: account.contact.phone,
    BillingCountry: COUNTRIES[account.region],
    Description: [
      ...(account.entityType ? [`Entity type: ${account.entityType}`] : []),
      `Enquired through the portal of ${account.orgId}`,
    ].join('\n'),
  };
}

/** The person who enquired, as a Contact on the account. */
export function contactBodyOf(account: NewCrmAccount, accountId: string): z.infer<typeof contactBodyWire> {
  const { firstName, lastName, email, phone } = account.contact;
  return { FirstName: firstName, LastName: lastName, Email: email, Phone: phone, AccountId: accountId };
}

/**
 * The opportunity, with what the sales team needs for their call in its description: fleet size, years
 * trading, the shortlist and the visitor's message.
 */
export function opportunityBodyOf(opportunity: NewOpportunity): z.infer<typeof opportunityBodyWire> {
  const lines = [
    ...(opportunity.fleetSize !== undefined ? [`Fleet size: ${opportunity.fleetSize}`] : []),
    ...(opportunity.yearsTrading ? [`Years trading: ${opportunity.yearsTrading}`] : []),
    ...opportunity.shortlists.map(
      (entry) =>
        `Shortlisted: ${entry.catalogVehicleId} over ${entry.duration} ${entry.durationUnit}s, ` +
        `${entry.distance.toLocaleString('en-AU')} ${entry.distanceUnit} a year`,
    ),
    ...(opportunity.description ? [`Message: ${opportunity.description}`] : []),
  ];
  return {
    Name: opportunity.name,
    AccountId: opportunity.accountId,
    StageName: opportunity.stageName,
    CloseDate: opportunity.closeDate,
    LeadSource: opportunity.leadSource,
    ...(lines.length > 0 ? { Description: lines.join('\n') } : {}),
  };
}
