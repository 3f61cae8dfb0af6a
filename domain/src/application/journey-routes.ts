/** The route names of the applicant journey and dashboard that the home screens open (journey §2). */
export type JourneyRouteName =
  | 'home'
  | 'dashboard'
  | 'applications'
  | 'reviewQuote'
  | 'businessDetails'
  | 'approvals'
  | 'approvals-waiting'
  | 'application-on-hold'
  | 'wet-signature-secondary'
  | 'reviewAndSignContract'
  | 'id-scan'
  | 'logout'
  | 'error';

/**
 * What a home screen's main button does: save `setStatus` first when the journey starts there (for a
 * secondary applicant that is statusSecondary), then open `route`.
 */
export interface HomeTarget<S extends string> {
  setStatus?: S;
  route: JourneyRouteName;
}
