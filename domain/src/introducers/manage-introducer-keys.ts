import type { SecretTokens } from '../accounts/secret-tokens.port';
import { auditActor } from '../application/audit-entry';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { mayAct, type StaffMember } from '../staff/staff-member';
import { staffReason } from '../staff/staff-reason';
import { maxLength, minLength, required } from '../validation/field-rules';
import { hasFieldErrors, validateForm } from '../validation/field-rule';
import { introducerErrors } from './introducer-errors';
import {
  INTRODUCER_KEY_PREFIX,
  type IntroducerKey,
  type IntroducerKeys,
  type StoredIntroducerKey,
} from './introducer-key';

export interface IntroducerKeyDependencies {
  keys: IntroducerKeys;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  tokens: SecretTokens;
  ids: Ids;
  clock: Clock;
}

/** A key just made: the key itself, shown this once, and what is kept of it. */
export interface CreatedIntroducerKey {
  key: string;
  introducerKey: IntroducerKey;
}

/** The digest a key presented is looked up by: the same one-way digest as staff keys and sessions. */
export const introducerKeyDigest = (tokens: Pick<SecretTokens, 'digestOf'>, key: string): string =>
  tokens.digestOf(key.trim());

const LABEL_RULES = { label: [required, minLength(3), maxLength(80)] };

/**
 * An administrator gives an organisation's introducer a key for its system (decision 2121), with a
 * reason for the trail; the key is shown once and kept only as its digest.
 */
export class CreateIntroducerKey {
  constructor(private readonly deps: IntroducerKeyDependencies) {}

  async execute(
    by: StaffMember,
    command: { orgId: string; label: string; reason: string },
  ): Promise<Result<CreatedIntroducerKey, DomainError>> {
    if (!mayAct(by, 'manageOrganisations')) return fail(staffErrors.notPermitted('manageOrganisations'));
    const errors = validateForm(LABEL_RULES, { label: command.label });
    if (hasFieldErrors(errors)) return fail(introducerErrors.keyInvalid(errors));
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const org = await this.deps.orgProfiles.ofId(command.orgId);
    if (!org) return fail(introducerErrors.organisationNotFound(command.orgId));

    const key = `${INTRODUCER_KEY_PREFIX}${this.deps.tokens.generate().token}`;
    const stored: StoredIntroducerKey = {
      keyId: this.deps.ids.next(),
      orgId: org.orgId,
      label: command.label.trim(),
      createdAt: this.deps.clock.now().toISOString(),
      createdBy: by.staffId,
      keyDigest: introducerKeyDigest(this.deps.tokens, key),
    };
    await this.deps.keys.add(stored, {
      actor: auditActor.staff(by.staffId),
      action: 'introducer.key.created',
      subject: `introducer-key:${stored.keyId}`,
      at: stored.createdAt,
      details: { orgId: stored.orgId, label: stored.label, reason: reason.value },
    });
    const { keyDigest: _digest, ...introducerKey } = stored;
    return ok({ key, introducerKey });
  }
}

/** The keys, revoked ones included, for any member who may read (never a key, never a digest). */
export class ListIntroducerKeys {
  constructor(private readonly deps: Pick<IntroducerKeyDependencies, 'keys'>) {}

  async execute(
    by: StaffMember,
    filter: { orgId?: string } = {},
  ): Promise<Result<IntroducerKey[], DomainError>> {
    if (!mayAct(by, 'read')) return fail(staffErrors.notPermitted('read'));
    return ok(await this.deps.keys.list(filter));
  }
}

/** An administrator revokes a key, with a reason: the next request with it is refused (decision 2121). */
export class RevokeIntroducerKey {
  constructor(private readonly deps: Pick<IntroducerKeyDependencies, 'keys' | 'clock'>) {}

  /** The key that would be revoked, or why not: for the question before the change. */
  async check(
    by: StaffMember,
    command: { keyId: string; reason: string },
  ): Promise<Result<IntroducerKey, DomainError>> {
    if (!mayAct(by, 'manageOrganisations')) return fail(staffErrors.notPermitted('manageOrganisations'));
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const key = await this.deps.keys.ofId(command.keyId);
    if (!key) return fail(introducerErrors.keyNotFound(command.keyId));
    if (key.revokedAt) return fail(introducerErrors.alreadyRevoked(command.keyId));
    return ok(key);
  }

  async execute(
    by: StaffMember,
    command: { keyId: string; reason: string },
  ): Promise<Result<IntroducerKey, DomainError>> {
    const checked = await this.check(by, command);
    if (!checked.ok) return checked;
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const at = this.deps.clock.now().toISOString();
    const outcome = await this.deps.keys.revoke(command.keyId, at, by.staffId, {
      actor: auditActor.staff(by.staffId),
      action: 'introducer.key.revoked',
      subject: `introducer-key:${command.keyId}`,
      at,
      details: { orgId: checked.value.orgId, reason: reason.value },
    });
    if (outcome === 'notFound') return fail(introducerErrors.keyNotFound(command.keyId));
    if (outcome === 'alreadyRevoked') return fail(introducerErrors.alreadyRevoked(command.keyId));
    return ok({ ...checked.value, revokedAt: at, revokedBy: by.staffId });
  }
}
