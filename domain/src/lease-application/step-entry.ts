import type { ApplicationJourney } from '../application/application-journey';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';
import type { StatusTrack } from './status-transitions';
import {
  creditApproved,
  financeDetailsCompleted,
  quoteOnPaper,
  quoteSigned,
  secondaryIdentityChecked,
} from './step-work-done';

/**
 * Who may ask for a plain move into a step (decision 2000): the customer opening a step from a home
 * screen (createOrUpdateProperty's status paths), or support staff moving a stuck application on.
 * Every other move comes only from the use case that did the step's work (quote signed, credit
 * application completed, credit check submitted, lease signed).
 */
export type PlainMover = 'customer' | 'staff';

interface StepEntry {
  movers: readonly PlainMover[];
  /** The work that must be done before a plain move may enter the step. */
  workDone?: (s: ApplicationJourney) => boolean;
  /** Said to support when refused: what is missing, or who moves the application here. */
  missing: string;
  /**
   * Where the step is entered by a partner's answer on some applications only: on the others neither
   * the portal nor staff enter it, only the customer's own move, and staff are told why.
   */
  byAPartnerOnly?: { when: (s: ApplicationJourney) => boolean; otherwise: string };
}

const OPENED_BY_THE_CUSTOMER = 'the portal moves this step itself when the customer opens the application.';
const FINISHED: StepEntry = { movers: [], missing: 'only the signing finishes an application.' };
const AFTER_THE_CREDIT_APPLICATION: StepEntry = {
  movers: ['staff'],
  workDone: financeDetailsCompleted,
  missing: 'the credit application is not completed.',
};
const AFTER_THE_CREDIT_CHECK: StepEntry = {
  movers: ['staff'],
  workDone: creditApproved,
  missing: 'the credit check has not approved the lease.',
};

/** Each track's steps: who may enter them by a plain move, and what must be done first. */
const STEP_ENTRIES: Readonly<Record<StatusTrack, Readonly<Record<string, StepEntry>>>> = {
  primary: {
    reviewQuote: { movers: ['customer'], missing: OPENED_BY_THE_CUSTOMER },
    // Proceed to Credit Application on a quote to sign on paper, or support for a signing the portal missed.
    businessDetails: {
      movers: ['customer', 'staff'],
      workDone: quoteSigned,
      missing: 'the quote is not signed (nor set to be signed on paper).',
      // A quote on paper has no signature the portal could miss: the officer's Proceed is the work.
      byAPartnerOnly: {
        when: (s) => !quoteOnPaper(s),
        otherwise:
          'the quote is to be signed on paper: Authorised Officer (1) moves on with Proceed to Credit ' +
          'Application once they have read it, and nobody may do it for them.',
      },
    },
    approvals: AFTER_THE_CREDIT_APPLICATION,
    reviewAndSignContract: AFTER_THE_CREDIT_CHECK,
    finished: FINISHED,
  },
  calculator: {
    viewShortlist: { movers: ['customer'], missing: OPENED_BY_THE_CUSTOMER },
    // A calculator application leaves its shortlist only by the customer's own choice.
    businessDetails: { movers: ['customer'], missing: 'the customer has not chosen from their shortlist.' },
    approvals: AFTER_THE_CREDIT_APPLICATION,
    reviewAndSignContract: AFTER_THE_CREDIT_CHECK,
    finished: FINISHED,
  },
  secondary: {
    approvals: {
      movers: ['customer'],
      missing: 'the portal moves this step itself when Authorised Officer (2) is nominated.',
    },
    reviewAndSignContract: {
      movers: ['staff'],
      workDone: secondaryIdentityChecked,
      missing: "Authorised Officer (2)'s ID check is not completed.",
    },
    finished: FINISHED,
  },
};

/**
 * May this plain move enter the step? The transition table still decides whether the step follows
 * the one the application stands at; this says whether the step's own work allows it.
 */
export function mayEnterStep(
  mover: PlainMover,
  track: StatusTrack,
  to: string,
  journey: ApplicationJourney,
): Result<void, DomainError> {
  const entry = STEP_ENTRIES[track][to];
  if (to === 'finished' && mover === 'staff') return fail(leaseApplicationErrors.finishedBySigningOnly());
  if (!entry || !entry.movers.includes(mover)) {
    return fail(
      leaseApplicationErrors.stepWorkNotDone(
        to,
        mover === 'staff'
          ? (entry?.missing ?? OPENED_BY_THE_CUSTOMER)
          : 'the portal moves it on when its work is done.',
      ),
    );
  }
  if (mover === 'staff' && entry.byAPartnerOnly && !entry.byAPartnerOnly.when(journey)) {
    return fail(leaseApplicationErrors.stepWorkNotDone(to, entry.byAPartnerOnly.otherwise));
  }
  if (entry.workDone && !entry.workDone(journey)) {
    return fail(leaseApplicationErrors.stepWorkNotDone(to, entry.missing));
  }
  return ok(undefined);
}

/**
 * Who moves this application into the step: the customer or staff by a plain move, and the portal
 * where the step is entered by the work that precedes it (a signature, a credit decision, a signing).
 * Where only a partner's answer lets anyone but the customer in, and this application awaits none
 * (a quote on paper), the customer alone.
 */
export function whoEnters(
  track: StatusTrack,
  to: string,
  journey: ApplicationJourney,
): readonly (PlainMover | 'portal')[] {
  const entry = STEP_ENTRIES[track][to];
  if (!entry) return [];
  if (entry.byAPartnerOnly && !entry.byAPartnerOnly.when(journey)) {
    return entry.movers.filter((mover) => mover === 'customer');
  }
  const byItsWork = entry.workDone !== undefined || entry.movers.length === 0;
  return byItsWork ? [...entry.movers, 'portal'] : entry.movers;
}
