import type { Enquiry } from '@lease-portal/domain';
import type { GraphqlDependencies } from '../dependencies';
import type { EnquiryInput as EnquiryShape, MutationResolvers } from '../generated/graphql';
import { AnalyticsEventInput } from '../validation/analytics-event.input';
import { EnquiryInput, enquiryContactOf } from '../validation/enquiry.input';
import { RequestCallbackInput } from '../validation/request-callback.input';
import { validInput } from '../validation/valid-input';
import { requestOrigin } from './request-origin';

type LeadMutations = Pick<
  Required<MutationResolvers>,
  'saveCalculatorLeadDialler' | 'saveCalculatorOnlineAccount' | 'sendRequestCallback' | 'recordAnalyticsEvent'
>;

/**
 * The calculator's enquiries, call-backs and analytics. Input is bounded at the boundary
 * (class-validator), then checked by the domain with the form's own rules: bad input is a
 * BAD_USER_INPUT error with the form's messages per field, and nothing is stored. A lead that is
 * stored is answered as a success at once: its job tells the partners, however long they take
 * (decisions 0920, 2118), so no partner's failure reaches the visitor.
 */
export function leadMutationResolvers(deps: GraphqlDependencies): LeadMutations {
  const { leads } = deps;

  return {
    saveCalculatorLeadDialler: async (_parent, { calcLeadDialler }, context) => {
      validInput(EnquiryInput, calcLeadDialler);
      const origin = await requestOrigin(deps, context);
      const result = await leads.submitDiallerLead.execute({
        ...origin,
        enquiry: enquiryOf(calcLeadDialler),
      });
      if (!result.ok) throw result.error;
      return { leadId: result.value.leadId, success: true };
    },

    saveCalculatorOnlineAccount: async (_parent, { calcLeadOpp }, context) => {
      validInput(EnquiryInput, calcLeadOpp);
      const origin = await requestOrigin(deps, context);
      const result = await leads.submitOnlineAccountRequest.execute({
        ...origin,
        enquiry: enquiryOf(calcLeadOpp),
        host: context.host,
      });
      if (!result.ok) throw result.error;
      // The partners are told by a queued job (decision 0920); the records made are the customer's,
      // seen once they sign in, never told to this caller.
      return {
        status: 'success',
        message: null,
        results: { leadId: result.value.leadId, opportunityId: null, vehicleApplicationId: null },
      };
    },

    sendRequestCallback: async (_parent, { payload }, context) => {
      validInput(RequestCallbackInput, payload);
      const origin = await requestOrigin(deps, context);
      const result = await leads.sendRequestCallback.execute({
        ...origin,
        callback: {
          firstName: payload.firstName,
          lastName: payload.lastName,
          contactNumber: payload.contactNumber,
          email: payload.email,
          ...(payload.message ? { message: payload.message } : {}),
          domain: payload.domain,
        },
      });
      if (!result.ok) throw result.error;
      return { status: 'success', message: null };
    },

    recordAnalyticsEvent: async (_parent, { event }, context) => {
      const input = validInput(AnalyticsEventInput, event);
      const origin = await requestOrigin(deps, context);
      const result = await leads.recordAnalyticsEvent.execute({
        name: input.name,
        orgId: origin.orgId,
        region: origin.region,
        details: input.details ?? {},
      });
      if (!result.ok) throw result.error;
      return true;
    },
  };
}

/** The GraphQL input as the domain's enquiry: nulls dropped, the shortlist always a list. */
function enquiryOf(input: EnquiryShape): Enquiry {
  const { customer, contact, introducer } = input;
  return {
    enquireType: input.enquireType,
    customer: {
      name: customer.name,
      abn: customer.abn,
      ...(customer.location ? { location: customer.location } : {}),
      ...(customer.entityType ? { entityType: customer.entityType } : {}),
    },
    contact: enquiryContactOf(contact),
    ...(input.fleetSize !== null && input.fleetSize !== undefined ? { fleetSize: input.fleetSize } : {}),
    ...(input.yearsTrading ? { yearsTrading: input.yearsTrading } : {}),
    ...(input.description ? { description: input.description } : {}),
    shortlists: (input.shortlists ?? []).map((entry) => ({
      catalogVehicleId: entry.catalogVehicleId,
      ...(entry.catalogYear ? { catalogYear: entry.catalogYear } : {}),
      distance: entry.distance,
      distanceUnit: 'km',
      duration: entry.duration,
      durationUnit: 'month',
      ...(entry.referenceId ? { referenceId: entry.referenceId } : {}),
    })),
    ...(introducer
      ? {
          introducer: {
            region: introducer.region,
            ...(introducer.abn ? { abn: introducer.abn } : {}),
            ...(introducer.nzbn ? { nzbn: introducer.nzbn } : {}),
            orgId: introducer.orgId,
            name: introducer.name,
            domainName: introducer.domainName,
          },
        }
      : {}),
  };
}
