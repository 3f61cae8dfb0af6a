import type { VehicleApplication } from '../application/vehicle-application';
import { formatBusinessNumber } from '../business/business-number';
import { entityTypeInWords } from '../business/entity-type';
import type { LeaseDocumentFacts } from '../documents/lease-document-facts';
import { contactDetailsFor } from '../organisation/contact-details';
import type { OrgProfile } from '../organisation/org-profile';

/**
 * What the quote says (decision 1500): the lessor from the organisation's profile and brand, the
 * customer, officer, vehicle and lease from the application. Missing business facts stay absent; the
 * officer's name is the customer's name until business details are given.
 */
export function quoteDocumentFacts(
  application: VehicleApplication,
  profile: OrgProfile,
  issuedOn: string,
): LeaseDocumentFacts {
  const { journey } = application;
  const contacts = contactDetailsFor(profile.region, profile);
  const primary = journey.primaryApplicant;
  const officerName = [primary?.firstName, primary?.lastName].filter(Boolean).join(' ');
  const company = journey.companyDetails;
  const lease = journey.leaseDetails;
  const vehicle = journey.vehicleDetails;
  return {
    region: profile.region,
    lessor: {
      name: contacts.companyName,
      ...(profile.whiteLabel.abn
        ? { businessNumber: formatBusinessNumber(profile.region, profile.whiteLabel.abn) }
        : {}),
      ...(profile.theme.primaryColour ? { brandColour: profile.theme.primaryColour } : {}),
      phone: contacts.phoneNumber,
      email: contacts.email,
      ...(profile.theme.website ? { website: profile.theme.website } : {}),
    },
    customer: {
      businessName:
        company?.companyLegalName || company?.companyName || journey.entityDetails?.entityName || officerName,
      ...(company?.abn || company?.nzbn
        ? { businessNumber: formatBusinessNumber(profile.region, company.abn || company.nzbn) }
        : {}),
      ...(journey.entityDetails?.entityType
        ? { entityType: entityTypeInWords(profile.region, journey.entityDetails.entityType) }
        : {}),
    },
    primary: { name: officerName, email: primary?.email ?? '' },
    vehicle: {
      description: [vehicle?.make, vehicle?.model].filter(Boolean).join(' '),
      driveAwayPrice: lease?.driveAwayPrice ?? lease?.fiscalValue ?? 0,
    },
    lease: {
      termMonths: lease?.terms ?? 0,
      monthlyRental: lease?.monthlyRentalNet ?? 0,
      ...(journey.quoteDetails?.primaryQuoteReference || journey.quoteDetails?.erpQuoteRef
        ? {
            quoteReference: journey.quoteDetails.primaryQuoteReference || journey.quoteDetails.erpQuoteRef,
          }
        : {}),
    },
    issuedOn,
  };
}
