import type { OfficerRequester } from '@lease-portal/domain';
import type { GraphqlContext } from '../context';
import type { GraphqlDependencies } from '../dependencies';
import type { MutationResolvers } from '../generated/graphql';
import {
  ReassignQuoteArgs,
  ResendSecondaryInvitationArgs,
  SelectPrimaryApplicantArgs,
  SelectSecondaryApplicantArgs,
} from '../validation/officer.input';
import { validInput } from '../validation/valid-input';
import { valueOf, viewerOf } from './resolver-helpers';

type OfficerMutations = Pick<
  Required<MutationResolvers>,
  'selectPrimaryApplicant' | 'reassignQuote' | 'selectSecondaryApplicant' | 'resendSecondaryInvitation'
>;

const customer = (context: GraphqlContext): OfficerRequester => ({
  kind: 'customer',
  user: viewerOf(context),
  host: context.host,
});

/**
 * The authorised officers (journey §2, §4 'Onboarding' and 'Quote reassign', §7), decision 1230. The
 * operations name no application: each acts on the signed-in user's application of which they are
 * Authorised Officer (1). Status '200' is success; refusals are the domain's errors.
 */
export function officerMutationResolvers({ officers }: GraphqlDependencies): OfficerMutations {
  return {
    selectPrimaryApplicant: async (_parent, args, context) => {
      const input = validInput(SelectPrimaryApplicantArgs, args);
      if (input.isCurrentUserPrimary) {
        const confirmed = valueOf(
          await officers.confirmPrimaryApplicant.execute({
            user: viewerOf(context),
            vehicleApplicationStatus: input.vehicleApplicationStatus,
          }),
        );
        return {
          status: '200',
          message: 'Authorised Officer (1) confirmed.',
          primaryApplicant: confirmed.primaryApplicant,
        };
      }
      const nominated = valueOf(
        await officers.nominateAuthorisedOfficer.execute({
          requester: customer(context),
          officer: input.userInfo ?? {},
          via: 'selectPrimaryApplicant',
        }),
      );
      return {
        status: '200',
        message: 'Authorised officer nominated.',
        primaryApplicant: nominated.primaryApplicant,
      };
    },
    reassignQuote: async (_parent, args, context) => {
      const input = validInput(ReassignQuoteArgs, args);
      valueOf(
        await officers.nominateAuthorisedOfficer.execute({
          requester: customer(context),
          officer: input.userInfo,
          via: 'reassignQuote',
        }),
      );
      return { status: '200', message: 'Quote reassigned.' };
    },
    selectSecondaryApplicant: async (_parent, args, context) => {
      const input = validInput(SelectSecondaryApplicantArgs, args);
      const nominated = valueOf(
        await officers.nominateSecondaryApplicant.execute({
          requester: customer(context),
          applicantType: input.applicantType,
          officer: input.userInfo,
        }),
      );
      return {
        status: '200',
        message: 'Authorised Officer (2) nominated.',
        secondaryApplicant: nominated.secondaryApplicant,
      };
    },
    // Names its application, which the guard checks is the viewer's; the domain checks they are (1).
    resendSecondaryInvitation: async (_parent, args, context) => {
      const { applicationId } = validInput(ResendSecondaryInvitationArgs, args);
      const resent = valueOf(
        await officers.resendSecondaryInvitation.execute({
          user: viewerOf(context),
          applicationId,
          ...(context.host ? { host: context.host } : {}),
        }),
      );
      return {
        status: '200',
        message: "Authorised Officer (2)'s invitation will be sent again.",
        nextResendAt: resent.nextResendAt.toISOString(),
      };
    },
  };
}
