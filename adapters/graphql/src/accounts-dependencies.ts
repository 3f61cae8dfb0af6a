import type {
  AuthoriseApplicant,
  CheckPasswordLink,
  IssuePasswordResetLink,
  LimitRequests,
  LogIn,
  LogOut,
  OrgProfile,
  ResetPassword,
} from '@lease-portal/domain';

/** The accounts use cases the API drives. */
export interface AccountsDependencies {
  logIn: Pick<LogIn, 'execute'>;
  logOut: Pick<LogOut, 'execute'>;
  issuePasswordResetLink: Pick<IssuePasswordResetLink, 'execute'>;
  resetPassword: Pick<ResetPassword, 'execute'>;
  /** Whether a password link still works, before its page asks for a password. */
  checkPasswordLink: Pick<CheckPasswordLink, 'execute'>;
  /** The limits of anonymous writes and of lease documents mailed to others (decision 2042). */
  limitRequests: Pick<LimitRequests, 'admit'>;
  /** The guard of application-scoped operations. */
  authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
  /** A user's organisation profile, for User.organisation and User.whiteLabel. */
  organisationOf(orgId: string): Promise<OrgProfile | undefined>;
}
