import type { GraphqlDependencies } from '../dependencies';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql';
import { PropertyUpdateParams } from '../validation/property-update.input';
import { identityCheckPropertyWrite } from './identity-check';
import { validInput } from '../validation/valid-input';
import { journeyFinanceSectionOf, journeyPathOf, journeyValueOf } from '../wire/scoreboard-wire';
import { valueOf, viewerOf } from './resolver-helpers';

/** MutationStatus answers '200' for success, as the journey's screens read it. */
const SUCCESS = { status: '200', message: null };

export function customerQueryResolvers(
  deps: GraphqlDependencies,
): Pick<
  Required<QueryResolvers>,
  'getVehicleApplication' | 'getSalesforceAccountByUser' | 'getSalesforceOpportunityByUser'
> {
  const { customer } = deps;
  return {
    getVehicleApplication: async (_parent, _args, context) => {
      const user = viewerOf(context);
      const current = await customer.getCurrentApplication.execute(user);
      return { user, vehicleApplication: current?.value ?? null };
    },
    getSalesforceAccountByUser: async (_parent, _args, context) => {
      const account = await customer.crmRecords.account(viewerOf(context));
      return account
        ? { AccountSource: account.AccountSource, Credit_Total_Value__c: account.Credit_Total_Value__c }
        : null;
    },
    getSalesforceOpportunityByUser: async (_parent, _args, context) => {
      const opportunity = await customer.crmRecords.opportunity(viewerOf(context));
      return opportunity ? { LeadSource: opportunity.LeadSource, StageName: opportunity.StageName } : null;
    },
  };
}

export function customerMutationResolvers(
  deps: GraphqlDependencies,
): Pick<Required<MutationResolvers>, 'updateQuoteStageName' | 'updateShortlists' | 'createOrUpdateProperty'> {
  const { customer } = deps;
  return {
    updateQuoteStageName: async (_parent, { applicationId, stageName }, context) => {
      valueOf(await customer.updateQuoteStage.execute({ user: viewerOf(context), applicationId, stageName }));
      return SUCCESS;
    },
    updateShortlists: async (_parent, { applicationId, shortlists }, context) => {
      const user = viewerOf(context);
      const saved = valueOf(
        await customer.updateShortlists.execute({
          user,
          ...(applicationId ? { applicationId } : {}),
          shortlists,
        }),
      );
      return {
        success: true,
        message: null,
        results: { userProfile: user, vehicleApplication: saved.value },
      };
    },
    createOrUpdateProperty: async (_parent, { applicationId, params }, context) => {
      const {
        propertyFirst,
        propertySecond,
        propertyThird,
        value,
        entityObj,
        entityDetails,
        financeDetails,
        idScanResult,
      } = validInput(PropertyUpdateParams, params);
      // The domain's names for the wire's path (decision 2070).
      const path = journeyPathOf({ propertyFirst, propertySecond, propertyThird });
      // The identity check's paths are its own use cases' (decision 1635).
      const identity = await identityCheckPropertyWrite(deps, viewerOf(context), applicationId, path, {
        value,
        idScanResult,
      });
      if (identity) {
        valueOf(identity);
        return { status: '200', message: null };
      }
      // Values and sections in the domain's names (decision 2070).
      const written = valueOf(
        await customer.writeApplicationProperty.execute({
          user: viewerOf(context),
          applicationId,
          path,
          value: journeyValueOf(path, value),
          sections: { entityObj, entityDetails, financeDetails: journeyFinanceSectionOf(financeDetails) },
        }),
      );
      // Confirm business answers 'OK' or 'NOT_ALLOWED' (decision 1247); other writes no message.
      return { status: '200', message: written.message ?? null };
    },
  };
}
