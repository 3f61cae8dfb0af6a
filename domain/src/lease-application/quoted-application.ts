import type { User } from '../accounts/user';
import type { VehicleApplication } from '../application/vehicle-application';
import type { LeaseTerm } from '../calculator/lease-terms';
import type { OrgProfile } from '../organisation/org-profile';
import type { QuoteSigning } from '../validation/quote-field-rules';
import { toJourney, type LeaseApplicationParts } from './journey-parts';

/** A provider's quote for one officer, checked and typed. */
export interface ProviderQuote {
  officer: { firstName: string; lastName: string; email: string; phone: string };
  vehicle: { make: string; model: string; image?: string };
  driveAwayPrice: number;
  monthlyRental: number;
  term: LeaseTerm;
  quoteReference: string;
  signing: QuoteSigning;
}

/**
 * The standard application a quote opens (decision 1210). The officer is named Authorised Officer (1),
 * not yet confirmed, so their home welcomes them as nominated to review the quote (journey §4
 * 'Headline'). No status is set: every step shows pending, and the officer's Proceed takes the
 * transition table's first step, reviewQuote. Wet signing is marked on the wet-signature part;
 * electronic signing starts with no envelope ('none').
 */
export function quotedApplicationFor(input: {
  applicationId: string;
  user: User;
  quote: ProviderQuote;
  profile: Pick<OrgProfile, 'name'>;
  at: string;
}): VehicleApplication {
  const { applicationId, user, quote, profile, at } = input;
  const parts: LeaseApplicationParts = {
    statuses: {},
    applicants: {
      primary: { userId: user.id, ...quote.officer },
      current: {
        region: user.region,
        orgName: profile.name,
        firstName: quote.officer.firstName,
        email: user.email,
      },
    },
    entity: {},
    quote: { details: { primaryQuoteReference: quote.quoteReference } },
    lease: {
      details: {
        driveAwayPrice: quote.driveAwayPrice,
        monthlyRentalNet: quote.monthlyRental,
        terms: quote.term,
      },
      vehicle: {
        make: quote.vehicle.make,
        model: quote.vehicle.model,
        ...(quote.vehicle.image ? { vehicleImage: quote.vehicle.image } : {}),
      },
    },
    signing: quote.signing === 'wet' ? { wetSignature: { signType: 'wet' } } : { eSignature: 'none' },
  };
  return {
    applicationId,
    applicationType: 'standard',
    orgId: user.orgId,
    orgUserId: user.id,
    journey: toJourney(parts),
    createdAt: at,
    updatedAt: at,
  };
}
