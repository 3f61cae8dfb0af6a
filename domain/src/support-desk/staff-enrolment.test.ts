import {
  CollectingMailer,
  CountingSecretTokens,
  SequentialIds,
  SettableClock,
} from '../accounts/testing/in-memory-accounts';
import { DecideOverride } from './staff-overrides';
import { InMemoryUnitOfWork } from '../lease-application/testing/in-memory-unit-of-work';
import { ENROLMENT_CODE_LABEL } from './staff-enrolment-mail';
import { STAFF_REASONS } from '../staff/staff-errors';
import {
  DisableStaffMember,
  ENROLMENT_CODE_LIFETIME_HOURS,
  EnrolFirstAdministrator,
  IdentifyStaffMember,
  PromoteStaffMember,
  ProposeStaffMember,
  RedeemEnrolmentCode,
  ResendEnrolmentCode,
  type StaffEnrolmentDependencies,
} from './staff-enrolment';
import type { StaffMember } from '../staff/staff-member';
import { BreakGlassStaffKey, ReissueStaffKey } from './staff-keys';
import { EnableStaffMember } from './staff-enrolment';

const LEFT = 'Left the company on 3 May';

function aDesk() {
  const unitOfWork = new InMemoryUnitOfWork();
  const members = unitOfWork.staff;
  const mailer = new CollectingMailer();
  const tokens = new CountingSecretTokens();
  const clock = new SettableClock(new Date('2026-11-24T09:00:00Z'));
  const deps: StaffEnrolmentDependencies = {
    members,
    tokens,
    ids: new SequentialIds('staff'),
    clock,
    mailer,
    unitOfWork,
  };
  return {
    members,
    mailer,
    tokens,
    clock,
    unitOfWork,
    enrolFirst: new EnrolFirstAdministrator(deps),
    propose: new ProposeStaffMember(deps),
    promote: new PromoteStaffMember(deps),
    redeem: new RedeemEnrolmentCode(deps),
    resend: new ResendEnrolmentCode(deps),
    disable: new DisableStaffMember(deps),
    identify: new IdentifyStaffMember(deps),
    enable: new EnableStaffMember(deps),
    reissue: new ReissueStaffKey(deps),
    breakGlass: new BreakGlassStaffKey(deps),
    decide: new DecideOverride({ unitOfWork, clock, tokens, mailer }),
    /** The code in the newest enrolment mail to the address, as only its owner reads it. */
    codeMailedTo(email: string): string {
      const mail = mailer.sent.find((sent) => sent.to === email && sent.kind === 'staff.enrolment');
      const code = mail?.text.match(new RegExp(`${ENROLMENT_CODE_LABEL} (\\S+)`))?.[1];
      if (!code) throw new Error(`no enrolment code mailed to ${email}`);
      return code;
    },
  };
}

type Desk = ReturnType<typeof aDesk>;

async function withAdministrator() {
  const desk = aDesk();
  const first = await desk.enrolFirst.execute({ name: 'Ada Lovelace', email: 'Ada@Provider.example' });
  if (!first.ok) throw first.error;
  return { ...desk, admin: first.value.member, adminKey: first.value.key };
}

/** Set-up done: Ada enrolled Grace, who received her key with the code mailed to her. */
async function afterSetUp() {
  const desk = await withAdministrator();
  const grace = await desk.propose.execute(desk.admin, {
    name: 'Grace Hopper',
    email: 'grace@provider.example',
    role: 'administrator',
    reason: 'Second administrator of the desk',
  });
  if (!grace.ok || grace.value.outcome !== 'enrolled') throw new Error('Grace was not enrolled at set-up');
  const redeemed = await desk.redeem.execute(desk.codeMailedTo('grace@provider.example'));
  if (!redeemed.ok) throw redeemed.error;
  return { ...desk, grace: redeemed.value.member, graceKey: redeemed.value.key };
}

/** A member proposed by one administrator and approved by another, who then redeems their code. */
async function enrolled(desk: Desk, by: StaffMember, checker: StaffMember, name: string, role: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@provider.example`;
  const proposed = await desk.propose.execute(by, { name, email, role, reason: 'Joins the desk' });
  if (!proposed.ok || proposed.value.outcome !== 'proposed') throw new Error(`${name} was not proposed`);
  const approved = await desk.decide.execute(checker, {
    proposalId: proposed.value.proposal.proposalId,
    decision: 'approved',
  });
  if (!approved.ok) throw approved.error;
  const redeemed = await desk.redeem.execute(desk.codeMailedTo(email));
  if (!redeemed.ok) throw redeemed.error;
  return redeemed.value;
}

const reasonOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.ok ? undefined : result.error?.details?.reason;

describe('enrolling the support desk', () => {
  it('enrols the first administrator at set-up, and nobody else that way', async () => {
    const desk = await withAdministrator();
    expect(desk.admin).toEqual({
      staffId: expect.any(String),
      name: 'Ada Lovelace',
      email: 'ada@provider.example',
      role: 'administrator',
      status: 'active',
    });
    const second = await desk.enrolFirst.execute({ name: 'Mallory', email: 'mallory@example.org' });
    expect(reasonOf(second)).toBe(STAFF_REASONS.alreadyEnrolled);
    expect(await desk.members.all()).toHaveLength(1);
  });

  it('keeps only the digest of a key, and knows its holder by it', async () => {
    const desk = await withAdministrator();
    expect(desk.members.stored[0]?.keyDigest).toBe(`digest(${desk.adminKey})`);
    expect(Object.values(desk.members.stored[0] ?? {})).not.toContain(desk.adminKey);
    expect(await desk.identify.execute(desk.adminKey)).toEqual({ ok: true, value: desk.admin });
    expect(reasonOf(await desk.identify.execute('not-a-key'))).toBe(STAFF_REASONS.keyUnknown);
    expect(reasonOf(await desk.identify.execute(''))).toBe(STAFF_REASONS.keyUnknown);
  });

  it('lets set-up enrol a second administrator at once, whose key only they receive, with the code mailed to them', async () => {
    const desk = await withAdministrator();
    const grace = await desk.propose.execute(desk.admin, {
      name: 'Grace Hopper',
      email: 'grace@provider.example',
      role: 'administrator',
      reason: 'Second administrator of the desk',
    });
    expect(grace).toEqual({ ok: true, value: { outcome: 'enrolled', member: expect.any(Object) } });
    // What the administrator is answered holds neither a key nor the code.
    const code = desk.codeMailedTo('grace@provider.example');
    expect(JSON.stringify(grace)).not.toContain(code);
    expect(desk.mailer.sent.map((mail) => mail.to)).toEqual(['grace@provider.example']);
    expect(desk.members.stored[1]?.keyDigest).toBeUndefined();

    const redeemed = await desk.redeem.execute(code);
    if (!redeemed.ok) throw redeemed.error;
    expect(redeemed.value.member).toMatchObject({ name: 'Grace Hopper', role: 'administrator' });
    expect(await desk.identify.execute(redeemed.value.key)).toEqual({
      ok: true,
      value: redeemed.value.member,
    });
    expect(reasonOf(await desk.redeem.execute(code))).toBe(STAFF_REASONS.enrolmentCodeUnknown);
    expect(desk.members.entries.map((entry) => entry.action)).toEqual([
      'staff.member.enrolled',
      'staff.member.enrolled',
      'staff.member.key.received',
    ]);
  });

  it('refuses a code past its time', async () => {
    const desk = await withAdministrator();
    await desk.propose.execute(desk.admin, {
      name: 'Grace Hopper',
      email: 'grace@provider.example',
      role: 'administrator',
      reason: 'Second administrator',
    });
    desk.clock.advanceMinutes(ENROLMENT_CODE_LIFETIME_HOURS * 60);
    expect(reasonOf(await desk.redeem.execute(desk.codeMailedTo('grace@provider.example')))).toBe(
      STAFF_REASONS.enrolmentCodeUnknown,
    );
  });

  it('after set-up, lets no administrator alone enrol another identity: it is a proposal another administrator approves', async () => {
    const desk = await afterSetUp();
    const alias = await desk.propose.execute(desk.admin, {
      name: 'Ada Again',
      email: 'ada.again@provider.example',
      role: 'administrator',
      reason: 'Cover while I am away',
    });
    if (!alias.ok || alias.value.outcome !== 'proposed') throw new Error('expected a proposal');
    const { proposalId } = alias.value.proposal;
    expect(alias.value.proposal).toMatchObject({ kind: 'enrolStaff', status: 'pending' });
    expect(alias.value.proposal.applicationId).toBeUndefined();
    expect((await desk.members.all()).map((member) => member.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(desk.mailer.sent.filter((mail) => mail.to === 'ada.again@provider.example')).toEqual([]);

    expect(reasonOf(await desk.decide.execute(desk.admin, { proposalId, decision: 'approved' }))).toBe(
      STAFF_REASONS.ownProposal,
    );
    const approved = await desk.decide.execute(desk.grace, { proposalId, decision: 'approved' });
    expect(approved).toMatchObject({
      ok: true,
      value: { status: 'approved', decidedBy: desk.grace.staffId },
    });
    expect((await desk.members.all()).map((member) => member.name)).toContain('Ada Again');
    expect(desk.codeMailedTo('ada.again@provider.example')).toMatch(/\S+/);
  });

  it('makes enrolments of every role proposals, which neither support nor a credit officer may approve', async () => {
    const desk = await afterSetUp();
    const cora = await enrolled(desk, desk.admin, desk.grace, 'Cora Credit', 'creditOfficer');
    const sam = await enrolled(desk, desk.grace, desk.admin, 'Sam Support', 'support');
    const proposed = await desk.propose.execute(desk.admin, {
      name: 'Sue Support',
      email: 'sue@provider.example',
      role: 'support',
      reason: 'New starter',
    });
    if (!proposed.ok || proposed.value.outcome !== 'proposed') throw new Error('expected a proposal');
    for (const checker of [cora.member, sam.member]) {
      expect(
        reasonOf(
          await desk.decide.execute(checker, {
            proposalId: proposed.value.proposal.proposalId,
            decision: 'approved',
          }),
        ),
      ).toBe(STAFF_REASONS.notPermitted);
    }
  });

  it('proposes a promotion to administrator, which the member promoted may not approve', async () => {
    const desk = await afterSetUp();
    const sam = await enrolled(desk, desk.admin, desk.grace, 'Sam Support', 'support');
    const promoted = await desk.promote.execute(desk.admin, {
      staffId: sam.member.staffId,
      reason: 'Runs the desk',
    });
    if (!promoted.ok) throw promoted.error;
    expect(promoted.value).toMatchObject({
      kind: 'promoteStaff',
      change: { staffId: sam.member.staffId, from: 'support', to: 'administrator' },
    });
    const { proposalId } = promoted.value;
    expect(reasonOf(await desk.decide.execute(sam.member, { proposalId, decision: 'approved' }))).toBe(
      STAFF_REASONS.ownSubject,
    );
    expect((await desk.members.ofId(sam.member.staffId))?.role).toBe('support');
    expect((await desk.decide.execute(desk.grace, { proposalId, decision: 'approved' })).ok).toBe(true);
    expect((await desk.members.ofId(sam.member.staffId))?.role).toBe('administrator');
    expect(
      reasonOf(
        await desk.promote.execute(desk.admin, { staffId: sam.member.staffId, reason: 'Again, please' }),
      ),
    ).toBe(STAFF_REASONS.alreadyAdministrator);
  });

  it('refuses a proposal from someone who may not manage staff, a taken address, a bad role or no reason', async () => {
    const desk = await afterSetUp();
    const sam = await enrolled(desk, desk.admin, desk.grace, 'Sam Support', 'support');
    const candidate = {
      name: 'Eve',
      email: 'eve@provider.example',
      role: 'administrator',
      reason: 'Because we need one',
    };
    expect(reasonOf(await desk.propose.execute(sam.member, candidate))).toBe(STAFF_REASONS.notPermitted);
    expect(
      reasonOf(
        await desk.propose.execute(desk.admin, { ...candidate, email: 'SAM.SUPPORT@provider.example' }),
      ),
    ).toBe(STAFF_REASONS.emailTaken);
    expect(reasonOf(await desk.propose.execute(desk.admin, { ...candidate, role: 'root' }))).toBe(
      STAFF_REASONS.memberInvalid,
    );
    expect(reasonOf(await desk.propose.execute(desk.admin, { ...candidate, reason: ' ' }))).toBe(
      STAFF_REASONS.reasonRequired,
    );
    expect(await desk.members.all()).toHaveLength(3);
  });

  it('sends a member who has no key yet a new code to their own address, the old one then void', async () => {
    const desk = await withAdministrator();
    const grace = await desk.propose.execute(desk.admin, {
      name: 'Grace Hopper',
      email: 'grace@provider.example',
      role: 'administrator',
      reason: 'Second administrator',
    });
    if (!grace.ok || grace.value.outcome !== 'enrolled') throw new Error('expected an enrolment');
    const first = desk.codeMailedTo('grace@provider.example');
    expect((await desk.resend.execute(desk.admin, grace.value.member.staffId)).ok).toBe(true);
    const second = desk.codeMailedTo('grace@provider.example');
    expect(second).not.toBe(first);
    expect(reasonOf(await desk.redeem.execute(first))).toBe(STAFF_REASONS.enrolmentCodeUnknown);
    expect((await desk.redeem.execute(second)).ok).toBe(true);
    expect(reasonOf(await desk.resend.execute(desk.admin, grace.value.member.staffId))).toBe(
      STAFF_REASONS.alreadyHoldsKey,
    );
  });

  it('disables a member, whose key then opens nothing, but keeps two administrators with a key once set-up is over', async () => {
    const desk = await afterSetUp();
    const sam = await enrolled(desk, desk.admin, desk.grace, 'Sam Support', 'support');
    expect(
      reasonOf(await desk.disable.execute(desk.admin, { staffId: sam.member.staffId, reason: 'Left' })),
    ).toBe(STAFF_REASONS.reasonTooShort);
    expect(await desk.disable.execute(desk.admin, { staffId: sam.member.staffId, reason: LEFT })).toEqual({
      ok: true,
      value: { ...sam.member, status: 'disabled' },
    });
    expect(desk.members.entries.at(-1)).toMatchObject({
      actor: `staff:${desk.admin.staffId}`,
      action: 'staff.member.disabled',
      subject: `staff:${sam.member.staffId}`,
      details: { reason: LEFT },
    });
    expect(reasonOf(await desk.identify.execute(sam.key))).toBe(STAFF_REASONS.memberDisabled);
    // Disabling Grace would leave Ada alone, able to approve nobody's proposals but unable to enrol.
    expect(
      reasonOf(await desk.disable.execute(desk.admin, { staffId: desk.grace.staffId, reason: LEFT })),
    ).toBe(STAFF_REASONS.lastAdministrator);
    expect(reasonOf(await desk.disable.execute(desk.admin, { staffId: 'nobody', reason: LEFT }))).toBe(
      STAFF_REASONS.memberNotFound,
    );
    const disabledAdmin: StaffMember = { ...desk.admin, status: 'disabled' };
    expect(
      reasonOf(await desk.disable.execute(disabledAdmin, { staffId: sam.member.staffId, reason: LEFT })),
    ).toBe(STAFF_REASONS.notPermitted);
  });

  it('never disables the only administrator during set-up', async () => {
    const desk = await withAdministrator();
    expect(
      reasonOf(await desk.disable.execute(desk.admin, { staffId: desk.admin.staffId, reason: LEFT })),
    ).toBe(STAFF_REASONS.lastAdministrator);
  });
});

describe('keys replaced and members enabled again (no lock-out)', () => {
  const operator = { account: 'ops', host: 'db-host' };

  it('lets an administrator replace another member’s key: the old one stops at once, the new one reaches the member alone', async () => {
    const desk = await afterSetUp();
    const sam = await enrolled(desk, desk.admin, desk.grace, 'Sam Support', 'support');
    const reason = 'Laptop stolen on 3 May';
    expect(reasonOf(await desk.reissue.forMember(sam.member, { staffId: desk.admin.staffId, reason }))).toBe(
      STAFF_REASONS.notPermitted,
    );
    expect(await desk.reissue.forMember(desk.admin, { staffId: sam.member.staffId, reason })).toEqual({
      ok: true,
      value: sam.member,
    });
    expect(reasonOf(await desk.identify.execute(sam.key))).toBe(STAFF_REASONS.keyUnknown);
    const mail = desk.mailer.sent.find((sent) => sent.to === sam.member.email);
    expect(mail?.subject).toBe('A new staff key for the Lease Portal support desk');
    const redeemed = await desk.redeem.execute(desk.codeMailedTo(sam.member.email));
    if (!redeemed.ok) throw redeemed.error;
    expect((await desk.identify.execute(redeemed.value.key)).ok).toBe(true);
    expect(desk.members.entries).toContainEqual(
      expect.objectContaining({
        actor: `staff:${desk.admin.staffId}`,
        action: 'staff.member.key.reissued',
        subject: `staff:${sam.member.staffId}`,
        details: { delivered: 'enrolment code by mail', reason },
      }),
    );
  });

  it('never brings set-up back when an administrator’s key is reissued', async () => {
    const desk = await afterSetUp();
    const reason = 'Lost with her laptop';
    expect((await desk.reissue.forMember(desk.admin, { staffId: desk.grace.staffId, reason })).ok).toBe(true);
    const eve = await desk.propose.execute(desk.admin, {
      name: 'Eve',
      email: 'eve@provider.example',
      role: 'administrator',
      reason: 'Third administrator',
    });
    expect(eve).toMatchObject({ ok: true, value: { outcome: 'proposed' } });
  });

  it('lets a member roll their own key, the old one then opening nothing', async () => {
    const desk = await afterSetUp();
    const rolled = await desk.reissue.own(desk.grace);
    if (!rolled.ok) throw rolled.error;
    expect(reasonOf(await desk.identify.execute(desk.graceKey))).toBe(STAFF_REASONS.keyUnknown);
    expect(await desk.identify.execute(rolled.value.key)).toEqual({ ok: true, value: desk.grace });
  });

  it('breaks the glass for an active administrator only where the database is held by its owner, audited and mailed', async () => {
    const desk = await afterSetUp();
    const command = {
      email: 'ADA@provider.example',
      reason: 'Both administrators lost their keys',
      operator,
    };
    desk.members.heldHere = false;
    expect(reasonOf(await desk.breakGlass.execute(command))).toBe(STAFF_REASONS.breakGlassRefused);
    desk.members.heldHere = true;
    const sam = await enrolled(desk, desk.admin, desk.grace, 'Sam Support', 'support');
    expect(reasonOf(await desk.breakGlass.execute({ ...command, email: sam.member.email }))).toBe(
      STAFF_REASONS.breakGlassRefused,
    );
    expect(reasonOf(await desk.breakGlass.execute({ ...command, reason: 'x' }))).toBe(
      STAFF_REASONS.reasonTooShort,
    );
    const issued = await desk.breakGlass.execute(command);
    if (!issued.ok) throw issued.error;
    expect(reasonOf(await desk.identify.execute(desk.adminKey))).toBe(STAFF_REASONS.keyUnknown);
    expect(await desk.identify.execute(issued.value.key)).toEqual({ ok: true, value: desk.admin });
    expect(desk.members.entries.at(-1)).toMatchObject({
      action: 'staff.member.key.reissued',
      details: { via: 'break-glass', account: 'ops', host: 'db-host' },
    });
    expect(desk.mailer.sent.find((sent) => sent.kind === 'staff.key.break-glass')).toMatchObject({
      to: 'ada@provider.example',
      text: expect.stringContaining('db-host (account ops)'),
    });
  });

  it('proposes a disabled member enabled again, by id or by their address; approved, they receive a new key', async () => {
    const desk = await afterSetUp();
    const sam = await enrolled(desk, desk.admin, desk.grace, 'Sam Support', 'support');
    const { staffId } = sam.member;
    const reason = 'Back from leave on 3 June';
    expect(reasonOf(await desk.enable.execute(desk.admin, { staffId, reason }))).toBe(
      STAFF_REASONS.memberActive,
    );
    expect((await desk.disable.execute(desk.admin, { staffId, reason: LEFT })).ok).toBe(true);
    // Adding the disabled member's address again proposes them, with their history, under their id.
    const again = await desk.propose.execute(desk.admin, {
      name: 'Sam Support',
      email: 'Sam.Support@provider.example',
      role: 'creditOfficer',
      reason,
    });
    if (!again.ok || again.value.outcome !== 'proposed') throw new Error('expected a proposal');
    expect(again.value.proposal).toMatchObject({
      kind: 'enableStaff',
      change: { staffId, role: 'creditOfficer', from: 'support' },
    });
    // One open proposal a change: enabling Sam by id now points at it.
    expect(reasonOf(await desk.enable.execute(desk.admin, { staffId, reason }))).toBe(
      STAFF_REASONS.proposalOpen,
    );
    const proposalId = again.value.proposal.proposalId;
    expect(reasonOf(await desk.decide.execute(desk.admin, { proposalId, decision: 'approved' }))).toBe(
      STAFF_REASONS.ownProposal,
    );
    expect((await desk.decide.execute(desk.grace, { proposalId, decision: 'approved' })).ok).toBe(true);
    expect(await desk.members.ofId(staffId)).toMatchObject({ status: 'active', role: 'creditOfficer' });
    expect(reasonOf(await desk.identify.execute(sam.key))).toBe(STAFF_REASONS.keyUnknown);
    const redeemed = await desk.redeem.execute(desk.codeMailedTo(sam.member.email));
    expect(redeemed).toMatchObject({ ok: true, value: { member: { staffId, status: 'active' } } });
  });
});
