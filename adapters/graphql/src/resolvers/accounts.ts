import { normalisedEmailAddress } from '@lease-portal/domain';
import type { GraphqlContext } from '../context';
import type { GraphqlDependencies } from '../dependencies';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../generated/graphql';
import { accountErrors } from '@lease-portal/domain';
import { validInput } from '../validation/valid-input';
import {
  LoginInput,
  PasswordLinkInput,
  PasswordResetRequestInput,
  ResetPasswordInput,
} from '../validation/account-inputs';
import { valueOf } from './resolver-helpers';

/** When the HTTP layer gives no address, all such callers share one per-address counter. */
const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/** The organisation of the request's host: sign-in, e-mail addresses and links belong to one brand. */
async function orgIdOf(deps: GraphqlDependencies, context: GraphqlContext): Promise<string> {
  const [profile] = await deps.getOrgProfilesByDomain.execute(context.host);
  return profile!.orgId;
}

export function accountQueryResolvers(
  deps: GraphqlDependencies,
): Pick<Required<QueryResolvers>, 'user' | 'passwordLink'> {
  return {
    passwordLink: async (_parent, args) => {
      const result = await deps.accounts.checkPasswordLink.execute(validInput(PasswordLinkInput, args));
      return { error: result.ok ? null : result.error.message };
    },
    /** The viewer's own profile only (decision 0706): asking for another address is refused, never probed. */
    user: (_parent, { email }, context) => {
      const viewer = context.viewer;
      if (!viewer) throw accountErrors.signInRequired();
      if (normalisedEmailAddress(email) !== viewer.user.email) throw accountErrors.forbidden();
      return viewer.user;
    },
  };
}

export function accountMutationResolvers(
  deps: GraphqlDependencies,
): Pick<Required<MutationResolvers>, 'login' | 'logout' | 'requestPasswordReset' | 'resetPassword'> {
  return {
    login: async (_parent, args, context) => {
      const { email, password } = validInput(LoginInput, args);
      const orgId = await orgIdOf(deps, context);
      const clientAddress = context.clientAddress ?? UNKNOWN_CLIENT_ADDRESS;
      const signedIn = valueOf(await deps.accounts.logIn.execute({ orgId, email, password, clientAddress }));
      // A browser keeps the token in an HttpOnly cookie; the answer's token is for API clients.
      context.sessionCookie?.open(signedIn.token);
      return signedIn;
    },
    // Only a session valid on this organisation's host can be ended here, like everything it does.
    logout: async (_parent, _args, context) => {
      context.sessionCookie?.close();
      return context.viewer ? deps.accounts.logOut.execute(context.sessionToken) : false;
    },
    requestPasswordReset: async (_parent, args, context) => {
      const { email } = validInput(PasswordResetRequestInput, args);
      const orgId = await orgIdOf(deps, context);
      await deps.accounts.issuePasswordResetLink.execute({
        orgId,
        email,
        purpose: 'reset-password',
        host: context.host,
      });
      return true;
    },
    resetPassword: async (_parent, args) => {
      const input = validInput(ResetPasswordInput, args);
      const result = await deps.accounts.resetPassword.execute(input);
      return result.ok ? { error: null } : { error: result.error.message };
    },
  };
}

/** The organisation of a user, for the `organisation` and `whiteLabel` fields. */
export function userTypeResolvers(deps: GraphqlDependencies): UserResolvers {
  return {
    organisation: (user) => deps.accounts.organisationOf(user.orgId).then((profile) => profile ?? null),
    whiteLabel: (user) =>
      deps.accounts.organisationOf(user.orgId).then((profile) => profile?.whiteLabel ?? null),
  };
}
