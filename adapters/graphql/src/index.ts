export { buildGraphqlServer, type GraphqlServerOptions } from './server';
export { subscriptionServing } from './subscriptions';
export { OpenSubscriptions, SUBSCRIPTION_LIMITS } from './subscription-limits';
export type { GraphqlDependencies } from './dependencies';
export {
  graphqlContextFor,
  SESSION_COOKIE,
  type GraphqlContext,
  type RequestHeaders,
  type SessionCookieJar,
  type Viewer,
} from './context';
export type { ErrorLog } from './errors/format-error';
export { REQUEST_LIMITS } from './request-limits';
export { journeyStatusOf } from './wire/scoreboard-wire';
export type { AccountsDependencies } from './accounts-dependencies';
export { sessionContextFor, type SessionRequest } from './session-context';
export { PUBLIC_OPERATIONS } from './authorisation/public-operations';
export type { RateBookDependencies } from './rate-book-dependencies';
export type { LeadsDependencies } from './leads-dependencies';
export type { CustomerDependencies } from './customer-dependencies';
export type { QuoteDependencies } from './quote-dependencies';
export type { ContractSigningDependencies } from './contract-signing-dependencies';
export type { ApplicantOfficersDependencies } from './officers-dependencies';
export { FILES_PATH, uploadUrlOf, downloadUrlOf, type FilesDependencies } from './files-dependencies';
export type { BusinessDetailsDependencies } from './business-details-dependencies';
export type { IdentityCheckDependencies } from './identity-check-dependencies';
export type { CreditCheckDependencies } from './credit-check-dependencies';
// The introducers' REST API bounds a lead as the calculator's GraphQL input does (decision 2121).
export {
  EnquiryContact,
  enquiryContactOf,
  MAX_LEAD_MESSAGE,
  MAX_LEAD_TEXT,
  nested as nestedInput,
  optionalText as optionalLeadText,
  rules as inputRules,
  text as leadText,
} from './validation/enquiry.input';
export { validatedInput } from './validation/valid-input';
