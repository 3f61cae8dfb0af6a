import type { User } from '../accounts/user';
import type {
  ApplicationStatus,
  ApplicationJourney,
  PrimaryApplicant,
  SecondaryStatus,
} from '../application/application-journey';
import type { ShortlistEntry, VehicleApplication, Versioned } from '../application/vehicle-application';
import type { EnvelopeState } from '../e-signature/envelope';
import { recordedFromRead, withEnvelopeEvent, type RecordedEnvelope } from '../e-signature/envelope-progress';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';
import { signedDocumentsSubmissionErrors, type RequiredSignedDocuments } from './signed-documents-submission';
import { mayEnterStep, type PlainMover } from './step-entry';
import { checkTransition, isReverseOf, type JourneyActor, type StatusTrack } from './status-transitions';

/** The application's two envelopes: the quote's, then the lease documents'. */
export type EnvelopeKind = 'quote' | 'lease';

/** What happened to an application, for its audit trail: a verb phrase and what changed. */
export interface ApplicationEvent {
  action: string;
  details?: Record<string, unknown>;
}

/**
 * The lease application aggregate (decision 2002). Its statuses change only through `advance` (a
 * row of the transitions table, for the actor moving) and `reverse` (an approved step back or
 * reopening); the journey's other facts change through `change`, which refuses to touch a status, and
 * the facts outside the journey through methods named for them (`nominatePrimaryApplicant`). Each
 * method records the events it caused, and `storeLeaseApplication` saves the state and its events
 * together: the one place a status and its audit entry are written.
 */
export class LeaseApplication {
  private readonly pending: ApplicationEvent[] = [];
  private readonly withdrawn: string[] = [];
  /** The journey as it was read, which the milestone mails compare with the one saved (decision 2082). */
  readonly journeyAsRead: ApplicationJourney;

  private constructor(
    private current: VehicleApplication,
    /** The version it was read at: saving answers CONCURRENT_UPDATE when another save came first. */
    readonly version: number,
  ) {
    this.journeyAsRead = current.journey;
  }

  static of(stored: Versioned<VehicleApplication>): LeaseApplication {
    return new LeaseApplication(stored.value, stored.version);
  }

  get state(): VehicleApplication {
    return this.current;
  }

  get journey(): ApplicationJourney {
    return this.current.journey;
  }

  /** The track the primary status moves along: a calculator application has its own. */
  get primaryTrack(): 'primary' | 'calculator' {
    return this.current.applicationType === 'calculator' ? 'calculator' : 'primary';
  }

  /** The transitions table's name for an officer of this application. */
  actorFor(role: 'primary' | 'secondary'): JourneyActor {
    if (role === 'secondary') return 'secondaryApplicant';
    return this.primaryTrack === 'calculator' ? 'calculatorApplicant' : 'primaryApplicant';
  }

  /** The track's status as the table reads it: a calculator application without one is at its shortlist. */
  statusOn(track: StatusTrack): string | undefined {
    if (track === 'secondary') return this.journey.statusSecondary;
    return this.journey.status ?? (track === 'calculator' ? 'viewShortlist' : undefined);
  }

  /**
   * A plain move (decision 2000): the customer opening a step, or staff moving a stuck application on,
   * allowed only into a step whose work is done. Staff hear first what work is missing; a customer's
   * request for a step that does not follow is refused as the table refuses it.
   */
  moveInto(
    mover: PlainMover,
    track: StatusTrack,
    to: string,
    actor: JourneyActor,
    reason: string,
  ): Result<void, DomainError> {
    if (mover === 'customer') {
      const follows = checkTransition(track, this.recordedStatus(track), to, actor);
      if (!follows.ok) return follows;
    }
    const mayEnter = mayEnterStep(mover, track, to, this.journey);
    if (!mayEnter.ok) return mayEnter;
    return this.advance(track, to, actor, reason);
  }

  /** Whether `to` undoes the track's last step: a move back, or the reopening of a finished application. */
  reversalTo(track: StatusTrack, to: string): 'moveBack' | 'reopen' | undefined {
    const from = this.statusOn(track);
    if (!isReverseOf(track, from, to)) return undefined;
    return from === 'finished' ? 'reopen' : 'moveBack';
  }

  /** Moves one track a step forward, as the transitions table allows the actor; the trail hears why. */
  advance(
    track: StatusTrack,
    to: string,
    actor: JourneyActor,
    reason: string,
    details: Record<string, unknown> = {},
  ): Result<void, DomainError> {
    const allowed = checkTransition(track, this.recordedStatus(track), to, actor);
    if (!allowed.ok) return allowed;
    this.setStatus(track, to, { ...details, reason });
    return ok(undefined);
  }

  /** Undoes one step of a track (an approved step back, or a reopening of a finished application). */
  reverse(track: StatusTrack, to: string, details: Record<string, unknown>): Result<void, DomainError> {
    const from = this.statusOn(track);
    if (!isReverseOf(track, from, to))
      return fail(leaseApplicationErrors.transitionNotAllowed(track, from, to, 'staff'));
    this.setStatus(track, to, details);
    return ok(undefined);
  }

  /** Changes the application's facts; a status is never among them. */
  change(next: (journey: ApplicationJourney) => ApplicationJourney, event?: ApplicationEvent): void {
    const before = this.journey;
    const after = next(before);
    if (after.status !== before.status || after.statusSecondary !== before.statusSecondary) {
      throw new Error('A status changes only through LeaseApplication.advance or reverse.');
    }
    this.current = { ...this.current, journey: after };
    if (event) this.record(event);
    this.withdrawLeaseEnvelopeOffSigning(before);
  }

  /**
   * Authorised Officer (1) submits the documents signed on paper for staff to check (decision 2030):
   * at the signing step, every required document uploaded, and the bank account the Direct Debit
   * authorises given, since the document they sign is printed with it (decision 2097). Staff's reason
   * for sending them back is answered by the submission. The status stays: staff's check finishes it.
   */
  submitSignedDocuments(required: RequiredSignedDocuments): Result<void, DomainError> {
    const journey = this.journey;
    if (journey.status !== 'reviewAndSignContract')
      return fail(signedDocumentsSubmissionErrors.notAtSigning(journey.status));
    const uploaded = journey.wetSignature?.documents ?? {};
    const missing = required.filter((kind) => !uploaded[kind]?.uploadFile);
    if (missing.length) return fail(signedDocumentsSubmissionErrors.documentsMissing(missing));
    if (!journey.directDebitAccount) return fail(signedDocumentsSubmissionErrors.directDebitAccountMissing());
    const { rejectionReason: _answered, ...wetSignature } = journey.wetSignature ?? {};
    this.change((current) => ({ ...current, wetSignature: { ...wetSignature, status: 'submitted' } }), {
      action: 'application.signed-documents.submitted',
      details: { documents: Object.keys(uploaded) },
    });
    return ok(undefined);
  }

  /**
   * Someone new is Authorised Officer (1): they own the application (its orgUserId), and its current
   * user takes their name and their account's address. The trail hears who held it before.
   */
  nominatePrimaryApplicant(
    officer: PrimaryApplicant,
    account: Pick<User, 'id' | 'email'>,
    how: { nomineeWasKnown: boolean; via: string },
  ): void {
    const fromUserId = this.journey.primaryApplicant?.userId ?? this.current.orgUserId;
    const currentUser = this.journey.currentUser;
    this.current = {
      ...this.current,
      orgUserId: account.id,
      journey: {
        ...this.journey,
        primaryApplicant: officer,
        ...(currentUser
          ? { currentUser: { ...currentUser, firstName: officer.firstName, email: account.email } }
          : {}),
      },
    };
    this.record({
      action: 'application.primary-applicant.nominated',
      details: { fromUserId: fromUserId ?? null, toUserId: account.id, ...how },
    });
  }

  /** The lease envelopes this change withdrew: storing it queues their void (decision 2109). */
  get withdrawnLeaseEnvelopes(): readonly string[] {
    return this.withdrawn;
  }

  /**
   * The quote's envelope went out (decision 2109): the application keeps its id, once, and its
   * e-signature reads 'created'. False when an envelope is kept already or the quote is signed.
   */
  keepQuoteEnvelope(envelopeId: string): boolean {
    const { quoteEnvelopeId, quoteSignature } = this.journey;
    if (quoteEnvelopeId || quoteSignature === 'completed') return false;
    this.change((journey) => ({ ...journey, quoteEnvelopeId: envelopeId, quoteSignature: 'created' }), {
      action: 'application.quote-envelope.created',
      details: { envelopeId },
    });
    return true;
  }

  /**
   * The lease envelope sent under `attempt` becomes the one the application names: the first, the one
   * after a withdrawn one, or the one replacing the closed envelope it still names (decision 1706).
   * False when the application names it already, or moved on meanwhile (another envelope kept, or a
   * later attempt), so a late or simultaneous send never brings back an envelope it left behind.
   */
  keepLeaseEnvelope(
    envelope: { envelopeId: string; attempt: number },
    replaced?: { envelopeId: string; status: string },
  ): boolean {
    const { leaseEnvelopeId: current, leaseEnvelopeAttempt: last } = this.journey;
    const later = last === undefined || envelope.attempt > last;
    if (current === envelope.envelopeId || current !== replaced?.envelopeId || !later) return false;
    const { envelopeId, attempt } = envelope;
    this.change((journey) => ({ ...journey, leaseEnvelopeId: envelopeId, leaseEnvelopeAttempt: attempt }), {
      action: replaced ? 'application.lease-envelope.replaced' : 'application.lease-envelope.created',
      details: replaced
        ? { envelopeId, replacedEnvelopeId: replaced.envelopeId, replacedStatus: replaced.status }
        : { envelopeId },
    });
    return true;
  }

  /**
   * A change that takes the application off where its lease is signed (a step back behind review and
   * sign, or its credit decision no longer approved), other than finishing it, withdraws the lease
   * envelope it names: the id goes, its attempt stays so the next envelope is sent under the one after
   * it, and storing the change queues the envelope's void (decision 2109).
   */
  private withdrawLeaseEnvelopeOffSigning(before: ApplicationJourney): void {
    const { leaseEnvelopeId, leaseEnvelopeAttempt, status, statusCreditCheck } = this.journey;
    const atSigning = (journey: ApplicationJourney) =>
      journey.status === 'reviewAndSignContract' && journey.statusCreditCheck === 'approved';
    if (!leaseEnvelopeId || status === 'finished' || !atSigning(before) || atSigning(this.journey)) return;
    this.withdrawn.push(leaseEnvelopeId);
    const { leaseEnvelopeId: _withdrawn, ...journey } = this.journey;
    this.current = {
      ...this.current,
      journey: { ...journey, leaseEnvelopeAttempt: leaseEnvelopeAttempt ?? 1 },
    };
    this.record({
      action: 'application.lease-envelope.withdrawn',
      details: {
        envelopeId: leaseEnvelopeId,
        status: status ?? null,
        creditCheck: statusCreditCheck ?? null,
      },
    });
  }

  /** The customer's calculator shortlist, kept whole in place of the one before (calculator §3). */
  keepShortlists(entries: ShortlistEntry[]): void {
    const calculator = this.current.calculator;
    this.current = { ...this.current, calculator: { ...(calculator ?? {}), shortlists: entries } };
    this.record({
      action: 'calculator.shortlists.changed',
      details: {
        from: (calculator?.shortlists ?? []).map((entry) => entry.catalogVehicleId),
        to: entries.map((entry) => entry.catalogVehicleId),
      },
    });
  }

  /*
   * Where the quote's and the lease's envelopes stand (decision 2108), kept so that the signing screens
   * need not ask the e-signature service. A trail entry would only repeat the service's: these
   * change what the portal knows, not the application.
   */

  /** The service's answer for the envelope, recorded at `at` (a read, or the answer to its send). */
  recordEnvelopeRead(kind: EnvelopeKind, envelope: EnvelopeState, at: string): void {
    this.keepEnvelopeProgress(kind, recordedFromRead(envelope, at, this.journey.envelopeProgress?.[kind]));
  }

  /** Connect's event for the envelope, recorded at `at`; false when it changes nothing. */
  recordEnvelopeEvent(
    kind: EnvelopeKind,
    event: { envelopeId: string; event: string; recipientId?: string },
    at: string,
  ): boolean {
    const next = withEnvelopeEvent(this.journey.envelopeProgress?.[kind], event, at);
    if (next) this.keepEnvelopeProgress(kind, next);
    return next !== undefined;
  }

  /** A signing view of the envelope was opened at `at`: the status read after it asks the service once. */
  noteSigningViewOpened(kind: EnvelopeKind, envelopeId: string, at: string): boolean {
    const recorded = this.journey.envelopeProgress?.[kind];
    if (recorded?.envelopeId !== envelopeId) return false;
    this.keepEnvelopeProgress(kind, { ...recorded, viewOpenedAt: at });
    return true;
  }

  private keepEnvelopeProgress(kind: EnvelopeKind, recorded: RecordedEnvelope): void {
    this.change((journey) => ({
      ...journey,
      envelopeProgress: { ...journey.envelopeProgress, [kind]: recorded },
    }));
  }

  /** An event that changed nothing on the application itself (a document read, an alert). */
  record(event: ApplicationEvent): void {
    this.pending.push(event);
  }

  /** The events recorded since it was read, handed over once to be stored. */
  pullEvents(): ApplicationEvent[] {
    return this.pending.splice(0);
  }

  /** The status as stored: none yet on a track not started (the table knows where that stands). */
  private recordedStatus(track: StatusTrack): string | undefined {
    return track === 'secondary' ? this.journey.statusSecondary : this.journey.status;
  }

  private setStatus(track: StatusTrack, to: string, details: Record<string, unknown>): void {
    const before = this.journey;
    const from = this.recordedStatus(track);
    const journey =
      track === 'secondary'
        ? { ...this.journey, statusSecondary: to as SecondaryStatus }
        : { ...this.journey, status: to as ApplicationStatus };
    this.current = { ...this.current, journey };
    this.record({
      action: 'application.status.changed',
      details: { track, from: from ?? null, to, ...details },
    });
    this.withdrawLeaseEnvelopeOffSigning(before);
  }
}
