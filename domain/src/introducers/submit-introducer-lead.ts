import { v5 as uuidv5 } from 'uuid';
import type { RequestCounters } from '../accounts/request-limits';
import type { SecretTokens } from '../accounts/secret-tokens.port';
import type { AttemptWindow } from '../accounts/login-attempts.port';
import type { Enquiry, RequestCallback } from '../leads/enquiry';
import type { LeadSubmitter } from '../leads/lead-request';
import type { SendRequestCallback } from '../leads/send-request-callback';
import type { SubmitDiallerLead } from '../leads/submit-dialler-lead';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';
import type { Region } from '../shared/region';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { introducerErrors } from './introducer-errors';
import { introducerActor, isActive, type IntroducerKeys } from './introducer-key';
import { introducerKeyDigest } from './manage-introducer-keys';

/**
 * How many leads one key may send in a window (decision 2121): an introducer's system sends its
 * customers' enquiries as they come, a few a minute at its busiest; a loop gone wrong is stopped here.
 * Counted on the portal's request counters, one atomic statement a request, so parallel requests
 * never all pass and every replica counts the same.
 */
export interface IntroducerLeadLimit {
  perKey: number;
  window: AttemptWindow;
}
export const INTRODUCER_LEAD_LIMIT: IntroducerLeadLimit = { perKey: 60, window: { minutes: 1 } };

export interface SubmitIntroducerLeadDependencies {
  keys: Pick<IntroducerKeys, 'ofDigest'>;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  tokens: Pick<SecretTokens, 'digestOf'>;
  counters: RequestCounters;
  clock: Clock;
  submitDiallerLead: Pick<SubmitDiallerLead, 'execute'>;
  sendRequestCallback: Pick<SendRequestCallback, 'execute'>;
  /** INTRODUCER_LEAD_LIMIT unless a test gives a smaller one. */
  limit?: IntroducerLeadLimit;
}

/** A request whose key was good for its organisation and within its limit: what `admit` answers. */
export interface AdmittedIntroducer {
  readonly keyId: string;
  readonly orgId: string;
  readonly region: Region;
  readonly cluster?: string;
}

/** The namespace of the lead ids introducers name with an Idempotency-Key (a random UUID, fixed). */
const INTRODUCER_LEAD_IDS = '5d0e8a4c-3f1b-4c7e-9a26-7b1f0c9d2e48';

/** What the call-back carries where the calculator's dialog names the host it was sent from. */
export const INTRODUCER_CALLBACK_DOMAIN = 'introducer-api';

/**
 * An introducer's system hands in its organisation's leads (decision 2121). `admit` checks the key
 * (its digest, not revoked: a revoked key is refused at its next request), that it is the named
 * organisation's, and counts the request against the key's limit; then the lead goes through the same
 * use cases, rules and messages as the calculator's enquiry and call-back, stored with its delivery
 * job and an audit entry naming the key, in one transaction. Bad input stores nothing.
 */
export class SubmitIntroducerLead {
  constructor(private readonly deps: SubmitIntroducerLeadDependencies) {}

  async admit(request: {
    key: string | undefined;
    orgId: string;
    cluster?: string;
  }): Promise<Result<AdmittedIntroducer, DomainError>> {
    if (!request.key?.trim()) return fail(introducerErrors.keyMissing());
    const key = await this.deps.keys.ofDigest(introducerKeyDigest(this.deps.tokens, request.key));
    if (!key || !isActive(key)) return fail(introducerErrors.keyRefused());
    if (key.orgId !== request.orgId) return fail(introducerErrors.otherOrganisation(request.orgId));
    const limit = this.deps.limit ?? INTRODUCER_LEAD_LIMIT;
    const counted = await this.deps.counters.count(
      `limit:introducerLead:key:${key.keyId}`,
      this.deps.clock.now(),
      limit.window,
    );
    if (counted > limit.perKey) return fail(introducerErrors.tooManyRequests(limit.perKey));
    const org = await this.deps.orgProfiles.ofId(key.orgId);
    if (!org) return fail(introducerErrors.organisationNotFound(key.orgId));
    return ok({
      keyId: key.keyId,
      orgId: org.orgId,
      region: org.region,
      ...(request.cluster ? { cluster: request.cluster } : {}),
    });
  }

  /**
   * A call enquiry, as the calculator's enquiry form sends it ('call'), checked by its rules. Sent
   * again under the same `idempotencyKey`, it is stored once and answered with the same lead id.
   */
  async enquiry(
    admitted: AdmittedIntroducer,
    enquiry: Omit<Enquiry, 'enquireType'>,
    idempotencyKey?: string,
  ): Promise<Result<{ leadId: string }, DomainError>> {
    return this.deps.submitDiallerLead.execute({
      orgId: admitted.orgId,
      region: admitted.region,
      enquiry: { ...enquiry, enquireType: 'call' },
      source: sourceOf(admitted),
      ...this.leadIdOf(admitted, idempotencyKey),
    });
  }

  /** A call-back request, as the calculator's 'Request a call' dialog sends it, checked by its rules. */
  async callBack(
    admitted: AdmittedIntroducer,
    callback: Omit<RequestCallback, 'domain'>,
    idempotencyKey?: string,
  ): Promise<Result<{ leadId: string }, DomainError>> {
    return this.deps.sendRequestCallback.execute({
      orgId: admitted.orgId,
      region: admitted.region,
      callback: { ...callback, domain: INTRODUCER_CALLBACK_DOMAIN },
      source: sourceOf(admitted),
      ...this.leadIdOf(admitted, idempotencyKey),
    });
  }

  /**
   * The lead id an Idempotency-Key names: the same for the same key sent with the same introducer key,
   * so a lead sent again is found, and never another introducer's (a name-based UUID of the pair).
   */
  private leadIdOf(admitted: AdmittedIntroducer, idempotencyKey?: string): { leadId?: string } {
    if (idempotencyKey === undefined) return {};
    return { leadId: uuidv5(`${admitted.keyId}\n${idempotencyKey}`, INTRODUCER_LEAD_IDS) };
  }
}

const sourceOf = (admitted: AdmittedIntroducer): LeadSubmitter => ({
  actor: introducerActor(admitted.keyId),
  details: {
    via: 'introducer-api',
    keyId: admitted.keyId,
    ...(admitted.cluster ? { cluster: admitted.cluster } : {}),
  },
});
