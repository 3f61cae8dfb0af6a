/**
 * The operations an anonymous visitor may call (calculator §6: the calculator pages, login, logout and
 * password reset). Every other query and mutation needs a signed-in user (decision 0706). Add one here
 * only when a page that needs no login calls it; the authorisation walk test reads this list.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'Query.getOrgProfilesByDomain',
  'Query.rateBook',
  'Query.vehicleMakes',
  'Query.vehicleModels',
  'Query.getBusinessInfo',
  // The password link's page opens signed out; the link's secret is the credential.
  'Query.passwordLink',
  'Mutation.saveCalculatorLeadDialler',
  'Mutation.saveCalculatorOnlineAccount',
  'Mutation.sendRequestCallback',
  // The calculator counts anonymous visitors' searches and shortlists.
  'Mutation.recordAnalyticsEvent',
  'Mutation.login',
  // The /logout page is public: without a session it answers false, which tells nothing.
  'Mutation.logout',
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
]);
