import type { Container } from 'inversify';
import type { VerifierOptions } from '@pact-foundation/pact';
import {
  CLOCK,
  IDS,
  INTRODUCER_KEYS,
  INTRODUCER_LEAD_LIMIT,
  ORG_PROFILES,
  SECRET_TOKENS,
  SubmitIntroducerLead,
  type OrgProfiles,
  type StaffMember,
} from '@lease-portal/domain';
import { introducerKeyUseCases } from '../introducers/introducer-key-use-cases';
import { checkedInput, enquiryOf, IntroducerEnquiryInput } from '../introducers/introducer-lead.input';
import { INTRODUCER_EXAMPLES, INTRODUCER_LEADS_PACT } from './introducer-leads-pact';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/** The provider's administrator who makes and revokes the states' keys. */
const PACT_ADMINISTRATOR: StaffMember = {
  staffId: 'pact-administrator',
  name: 'Pact Administrator',
  email: 'pact-administrator@provider.example',
  role: 'administrator',
  status: 'active',
};
const REASON = 'Provider state of the introducer pact';

/**
 * The introducer pact's provider states (decision 2121): each makes a key of its own with the desk's
 * own use cases, as `lease-admin introducer-keys create` does, and hands it to the interaction as
 * `key` (the consumer's example stands for it); a revoked key is revoked by them too, and a key at its
 * limit has sent as many requests as it may through the portal's own counting.
 */
export function introducerLeadsProviderStates(container: Container): StateHandlers {
  const desk = introducerKeyUseCases({
    keys: container.get(INTRODUCER_KEYS),
    orgProfiles: container.get(ORG_PROFILES),
    tokens: container.get(SECRET_TOKENS),
    ids: container.get(IDS),
    clock: container.get(CLOCK),
  });
  const orgIdOf = (params?: unknown) => String((params as { orgId?: string } | undefined)?.orgId);
  const aKey = async (orgId: string) => {
    const created = await desk.create.execute(PACT_ADMINISTRATOR, {
      orgId,
      label: 'Pact introducer',
      reason: REASON,
    });
    if (!created.ok) throw created.error;
    return created.value;
  };
  const { states } = INTRODUCER_LEADS_PACT;
  return {
    [states.key]: async (params?: unknown) => ({ key: (await aKey(orgIdOf(params))).key }),
    [states.otherOrganisationsKey]: async (params?: unknown) => {
      const orgId = orgIdOf(params);
      const other = (await container.get<OrgProfiles>(ORG_PROFILES).all()).find((org) => org.orgId !== orgId);
      if (!other) throw new Error('The provider has no second organisation');
      return { key: (await aKey(other.orgId)).key };
    },
    [states.revokedKey]: async (params?: unknown) => {
      const { key, introducerKey } = await aKey(orgIdOf(params));
      const revoked = await desk.revoke.execute(PACT_ADMINISTRATOR, {
        keyId: introducerKey.keyId,
        reason: REASON,
      });
      if (!revoked.ok) throw revoked.error;
      return { key };
    },
    [states.enquirySentUnderIdempotencyKey]: async (params?: unknown) => {
      const orgId = orgIdOf(params);
      const { key } = await aKey(orgId);
      const submit = container.get(SubmitIntroducerLead);
      const admitted = await submit.admit({ key, orgId });
      if (!admitted.ok) throw admitted.error;
      const checked = checkedInput(IntroducerEnquiryInput, INTRODUCER_EXAMPLES.enquiry);
      if (!checked.ok) throw new Error(`The example enquiry is not valid: ${JSON.stringify(checked.fields)}`);
      const sent = await submit.enquiry(
        admitted.value,
        enquiryOf(checked.input),
        INTRODUCER_EXAMPLES.idempotencyKey,
      );
      if (!sent.ok) throw sent.error;
      return { key, leadId: sent.value.leadId };
    },
    [states.keyAtItsLimit]: async (params?: unknown) => {
      const orgId = orgIdOf(params);
      const { key } = await aKey(orgId);
      const submit = container.get(SubmitIntroducerLead);
      for (let sent = 0; sent < INTRODUCER_LEAD_LIMIT.perKey; sent++) {
        const admitted = await submit.admit({ key, orgId });
        if (!admitted.ok) throw admitted.error;
      }
      return { key };
    },
  };
}
