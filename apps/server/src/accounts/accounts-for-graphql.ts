import type { Container } from 'inversify';
import {
  AuthoriseApplicant,
  CheckPasswordLink,
  IssuePasswordResetLink,
  LimitRequests,
  LogIn,
  LogOut,
  ORG_PROFILES,
  ResetPassword,
  type OrgProfiles,
} from '@lease-portal/domain';
import type { AccountsDependencies } from '@lease-portal/graphql';

/** The accounts use cases the API drives, from the container. */
export function accountsForGraphql(container: Container): AccountsDependencies {
  const orgProfiles = container.get<OrgProfiles>(ORG_PROFILES);
  return {
    logIn: container.get(LogIn),
    logOut: container.get(LogOut),
    issuePasswordResetLink: container.get(IssuePasswordResetLink),
    resetPassword: container.get(ResetPassword),
    checkPasswordLink: container.get(CheckPasswordLink),
    authoriseApplicant: container.get(AuthoriseApplicant),
    limitRequests: container.get(LimitRequests),
    organisationOf: (orgId) => orgProfiles.ofId(orgId),
  };
}
