import type { EnquireType } from '../../../gql/graphql';

/** Which request an enquiry sends (calculator §4 'Enquiry'). */
export function enquiryRequestKind(
  enquireType: EnquireType,
  singleVehicle: boolean,
): 'leadDialler' | 'onlineAccount' {
  return enquireType === 'register' || singleVehicle ? 'onlineAccount' : 'leadDialler';
}

/** Where an answered enquiry leads: a notification on the form, or a thank-you page. */
export type EnquiryOutcome =
  | { kind: 'notify'; message: string }
  | { kind: 'thankYou'; search: '' | '?redirect=true' | '?onlineAccount=true'; message?: string };

/** The online-account answer read per calculator §4. */
export function onlineAccountOutcome(
  answer: { status: string; message?: string | null },
  enquireType: EnquireType,
): EnquiryOutcome {
  if (answer.status === 'error') return { kind: 'notify', message: answer.message || 'Error' };
  if (answer.status === 'success' && answer.message) {
    return { kind: 'thankYou', search: '?redirect=true', message: answer.message };
  }
  if (answer.status === 'success' && enquireType === 'register') {
    return { kind: 'thankYou', search: '?onlineAccount=true' };
  }
  return { kind: 'thankYou', search: '' };
}
