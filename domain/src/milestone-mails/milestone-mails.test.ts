import type { Mail } from '../accounts/mail';
import type { ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { aLeaseApplication } from '../lease-application/testing/lease-application.builder';
import { InMemoryUnitOfWork } from '../lease-application/testing/in-memory-unit-of-work';
import { defaultOrgProfile } from '../organisation/default-org-profile';
import type { OrgProfile } from '../organisation/org-profile';
import type { Region } from '../shared/region';
import { milestoneMail } from './milestone-mail';
import { MILESTONE_MAIL_JOB } from './milestone-mail-jobs';
import { MILESTONES, milestonesBetween, reminderStillDue, type Milestone } from './milestones';
import { SendMilestoneMail } from './send-milestone-mail';

const officers: ApplicationJourney = {
  primaryApplicant: { userId: 'u-1', firstName: 'Alex', lastName: 'Kim', email: 'alex@fleetco.example' },
  secondaryApplicant: { userId: 'u-2', firstName: 'Sam', lastName: 'Lee', email: 'sam@fleetco.example' },
  companyDetails: { companyName: 'FleetCo Pty Ltd', abn: '51 824 753 556', nzbn: '9429041234567' },
  vehicleDetails: { make: 'Toyota', model: 'Hilux' },
};

function brandedProfile(region: Region): OrgProfile {
  const profile = defaultOrgProfile(region);
  return {
    ...profile,
    orgId: 'org-1',
    whiteLabel: { ...profile.whiteLabel, introducerName: 'Harbour Fleet', domains: ['harbour.example'] },
    theme: {
      ...profile.theme,
      primaryColour: '#0a7d3b',
      primaryLogo: 'https://cdn.harbour.example/logo.png',
      phoneNumber: '0800 555 123',
      email: 'help@harbour.example',
    },
  };
}

const anApplication = (region: Region, facts: ApplicationJourney = {}): VehicleApplication =>
  aLeaseApplication()
    .withFacts({ ...officers, currentUser: { region }, ...facts })
    .build();

describe('which milestones a change reaches (decision 2082)', () => {
  const reached = (before: ApplicationJourney, after: ApplicationJourney) =>
    milestonesBetween({ ...officers, ...before }, { ...officers, ...after }).map(
      ({ milestone, recipient, after: later }) =>
        `${milestone}:${recipient}${later ? `+${later.days}d` : ''}`,
    );

  it.each([
    ['submitted', { statusCreditCheck: undefined }, { statusCreditCheck: 'awaitingDecision' }],
    ['onHoldForSecondary', { statusCreditCheck: undefined }, { statusCreditCheck: 'waitingForSecondary' }],
    ['approved', { statusCreditCheck: 'awaitingDecision' }, { statusCreditCheck: 'approved' }],
    ['referred', { statusCreditCheck: 'awaitingDecision' }, { statusCreditCheck: 'referred' }],
    ['declined', { statusCreditCheck: 'referred' }, { statusCreditCheck: 'declined' }],
    [
      'documentsReceived',
      { wetSignature: { status: 'rejected' } },
      { wetSignature: { status: 'submitted' } },
    ],
  ] as const)('%s goes to Authorised Officer (1)', (milestone, before, after) => {
    expect(reached(before as ApplicationJourney, after as ApplicationJourney)).toEqual([
      `${milestone}:primary`,
    ]);
  });

  it("is Authorised Officer (2)'s turn to sign when their track is at the lease and its envelope is out", () => {
    expect(
      reached(
        { statusSecondary: 'approvals', leaseEnvelopeId: 'env-1' },
        { statusSecondary: 'reviewAndSignContract', leaseEnvelopeId: 'env-1' },
      ),
    ).toEqual(['secondaryTurnToSign:secondary', 'waitingAtStep:secondary+3d']);
    expect(reached({ statusSecondary: 'approvals' }, { statusSecondary: 'reviewAndSignContract' })).toEqual([
      'waitingAtStep:secondary+3d',
    ]);
    expect(
      reached(
        { statusSecondary: 'reviewAndSignContract' },
        { statusSecondary: 'reviewAndSignContract', leaseEnvelopeId: 'env-1' },
      ),
    ).toEqual(['secondaryTurnToSign:secondary']);
  });

  it('writes to nobody about signing on paper, where Authorised Officer (1) brings the documents', () => {
    const wet = { signType: 'wet' as const };
    expect(
      reached(
        { statusSecondary: 'approvals', wetSignature: wet, leaseEnvelopeId: 'env-1' },
        { statusSecondary: 'reviewAndSignContract', wetSignature: wet, leaseEnvelopeId: 'env-1' },
      ),
    ).toEqual(['waitingAtStep:secondary+3d']);
  });

  it('tells both officers the lease is complete, and reminds nobody at a finished application', () => {
    expect(reached({ status: 'reviewAndSignContract' }, { status: 'finished' })).toEqual([
      'leaseComplete:primary',
      'leaseComplete:secondary',
    ]);
  });

  it('reminds a newly invited Authorised Officer (2) after two days', () => {
    expect(
      reached(
        { secondaryApplicant: undefined },
        { secondaryApplicant: { userId: 'u-2', email: 'sam@fleetco.example' } },
      ),
    ).toEqual(['secondaryNotStarted:secondary+2d']);
  });

  it('reminds Authorised Officer (1) three days after entering a step, not at the shortlist', () => {
    expect(reached({ status: 'reviewQuote' }, { status: 'businessDetails' })).toEqual([
      'waitingAtStep:primary+3d',
    ]);
    expect(reached({ status: undefined }, { status: 'viewShortlist' })).toEqual([]);
  });

  it('reaches nothing when a save changes nothing of the kind, such as a replayed decision', () => {
    expect(reached({ statusCreditCheck: 'approved' }, { statusCreditCheck: 'approved' })).toEqual([]);
    expect(reached({ status: 'approvals' }, { status: 'approvals', leaseDetails: { terms: 36 } })).toEqual(
      [],
    );
  });
});

describe("each milestone mail in the organisation's brand and the region's words", () => {
  const mailOf = (milestone: Milestone, region: Region, recipient: 'primary' | 'secondary' = 'primary') =>
    milestoneMail({
      milestone,
      recipient,
      application: anApplication(region),
      profile: brandedProfile(region),
      origin: 'https://harbour.example',
    })!;

  it.each(
    MILESTONES.flatMap((milestone) => (['AU', 'NZ'] as const).map((region) => [milestone, region] as const)),
  )('%s in %s: to the officer, with the logo, colour, contacts, link and sign-off', (milestone, region) => {
    const mail = mailOf(milestone, region);
    expect(mail).toMatchObject({
      to: 'alex@fleetco.example',
      orgId: 'org-1',
      kind: `lease-application.milestone.${milestone}`,
    });
    expect(mail.subject).not.toMatch(/[{}]/);
    expect(mail.text).toMatch(/^Hi Alex,/);
    expect(mail.text).toContain('https://harbour.example/applications/app-1');
    expect(mail.text).toContain('Need help? Call us on 0800 555 123 or e-mail help@harbour.example.');
    expect(mail.text).toMatch(
      region === 'AU' ? /Kind regards,\nHarbour Fleet$/ : /Ngā mihi,\nHarbour Fleet$/,
    );
    expect(mail.html).toContain('<img src="https://cdn.harbour.example/logo.png" alt="Harbour Fleet"');
    expect(mail.html).toContain('background: #0a7d3b');
    expect(mail.html).toContain('href="https://harbour.example/applications/app-1"');
    expect(`${mail.text}${mail.html}`).not.toMatch(/\{(company|business|secondary|vehicle)\}/);
  });

  it('names the business with its ABN in AU and its NZBN in NZ', () => {
    expect(mailOf('approved', 'AU').text).toContain(
      'FleetCo Pty Ltd (ABN 51 824 753 556) for a Toyota Hilux is approved',
    );
    expect(mailOf('approved', 'NZ').text).toContain(
      'FleetCo Pty Ltd (NZBN 9429041234567) for a Toyota Hilux is approved',
    );
  });

  it('says approved and ready to sign, referred, declined and received in their own words', () => {
    expect(mailOf('approved', 'AU').subject).toBe(
      'Your application is approved: your lease is ready to sign',
    );
    expect(mailOf('referred', 'AU').subject).toBe('Your application is being reviewed by our credit team');
    expect(mailOf('declined', 'AU').subject).toBe('An update on your application with Harbour Fleet');
    expect(mailOf('documentsReceived', 'NZ').subject).toBe('We have received your signed lease documents');
    expect(mailOf('leaseComplete', 'NZ').subject).toBe('Your lease with Harbour Fleet is complete');
  });

  it('tells where to download the signed documents when the lease is complete: the finished home, no token', () => {
    const mail = mailOf('leaseComplete', 'AU');
    expect(mail.text).toContain('choose Download signed documents on your application’s page');
    expect(mail.text).toMatch(/Download Your Signed Documents: https:\/\/[^\s]+\/applications\/app-1\n/);
    expect(mail.html).toContain('>Download Your Signed Documents</a>');
    expect(mail.text).not.toMatch(/token|[?&](hash|key)=/i);
  });

  it('tells Authorised Officer (1) the application waits for Authorised Officer (2) by name', () => {
    const mail = mailOf('onHoldForSecondary', 'AU');
    expect(mail.subject).toBe('Your application is waiting for Authorised Officer (2)');
    expect(mail.text).toContain('on hold until Sam Lee, Authorised Officer (2), completes their ID check');
  });

  it("writes to Authorised Officer (2) at their own address for their turn, reminder and the lease's completion", () => {
    for (const milestone of ['secondaryTurnToSign', 'secondaryNotStarted', 'leaseComplete'] as const) {
      const mail = mailOf(milestone, 'NZ', 'secondary');
      expect(mail.to).toBe('sam@fleetco.example');
      expect(mail.text).toMatch(/^Hi Sam,/);
    }
    expect(mailOf('secondaryTurnToSign', 'AU', 'secondary').subject).toBe(
      'Your turn to sign the lease for FleetCo Pty Ltd (ABN 51 824 753 556)',
    );
  });

  it('escapes what the customer typed in the HTML part', () => {
    const mail = milestoneMail({
      milestone: 'approved',
      recipient: 'primary',
      application: anApplication('AU', { companyDetails: { companyName: '<b>Acme</b> & Co' } }),
      profile: brandedProfile('AU'),
      origin: 'https://harbour.example',
    })!;
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Acme');
  });

  it('writes nothing to an officer without an address', () => {
    const mail = milestoneMail({
      milestone: 'leaseComplete',
      recipient: 'secondary',
      application: anApplication('AU', { secondaryApplicant: { firstName: 'Sam' } }),
      profile: brandedProfile('AU'),
      origin: 'https://harbour.example',
    });
    expect(mail).toBeUndefined();
  });
});

describe('milestone mails queued with the change and sent once by the job worker', () => {
  const AT = '2026-11-26T09:00:00.000Z';

  function aWorld(journey: ApplicationJourney) {
    const unitOfWork = new InMemoryUnitOfWork();
    unitOfWork.applications.set('app-1', { value: anApplication('AU', journey), version: 4 });
    const sent: Mail[] = [];
    const handler = new SendMilestoneMail({
      applications: { ofId: async (id) => structuredClone(unitOfWork.applications.get(id)) },
      orgProfiles: { ofId: async () => brandedProfile('AU') },
      mailer: { send: async (mail) => void sent.push(mail) },
      links: { originOf: (domain) => `https://${domain}`, fallbackDomain: 'localhost' },
    });
    const change = (next: Partial<ApplicationJourney>, at = AT) =>
      unitOfWork.run(async (tx) => {
        const application = LeaseApplication.of((await tx.leaseApplications.ofId('app-1'))!);
        if (next.status && next.status !== application.journey.status) {
          const moved = application.advance('primary', next.status, 'staff', 'test');
          if (!moved.ok) throw new Error(moved.error.message);
        }
        const { status: _status, ...facts } = next;
        application.change((journey) => ({ ...journey, ...facts }), { action: 'test.changed' });
        return storeLeaseApplication(tx, application, 'system', at);
      });
    const mailJobs = () => unitOfWork.jobs.jobs.filter(({ kind }) => kind === MILESTONE_MAIL_JOB);
    /** Runs every milestone job due at `at`, as the worker would. */
    const workOff = async (at: string) => {
      for (;;) {
        const job = await unitOfWork.jobs.claim(new Date(at), 60_000);
        if (!job) return;
        await handler.run(job);
        await unitOfWork.jobs.complete(job.id);
      }
    };
    return { unitOfWork, sent, change, mailJobs, workOff };
  }

  it('queues the approval in the same unit of work and sends it once, however often the decision is replayed', async () => {
    const world = aWorld({ status: 'reviewAndSignContract', statusCreditCheck: 'awaitingDecision' });
    await world.change({ statusCreditCheck: 'approved' });
    await world.change({ statusCreditCheck: 'approved' });
    expect(world.mailJobs()).toEqual([
      expect.objectContaining({
        key: 'milestone-mail.send:app-1:v5:approved:primary',
        payload: { applicationId: 'app-1', milestone: 'approved', recipient: 'primary' },
        applicationId: 'app-1',
      }),
    ]);
    await world.workOff(AT);
    await world.workOff(AT);
    expect(world.sent.map(({ to, subject, deliveryKey }) => ({ to, subject, deliveryKey }))).toEqual([
      {
        to: 'alex@fleetco.example',
        subject: 'Your application is approved: your lease is ready to sign',
        // The outbox keeps one mail per key, so a run repeated after a crash is kept once.
        deliveryKey: 'milestone-mail.send:app-1:v5:approved:primary',
      },
    ]);
  });

  it('queues nothing when the unit of work fails, so a retry queues the one mail', async () => {
    const world = aWorld({ status: 'reviewAndSignContract', statusCreditCheck: 'awaitingDecision' });
    world.unitOfWork.auditFailure = new Error('database gone');
    await expect(world.change({ statusCreditCheck: 'declined' })).rejects.toThrow('database gone');
    expect(world.mailJobs()).toEqual([]);
    world.unitOfWork.auditFailure = undefined;
    await world.change({ statusCreditCheck: 'declined' });
    expect(world.mailJobs().map(({ key }) => key)).toEqual(['milestone-mail.send:app-1:v5:declined:primary']);
  });

  it('reminds after three days at a step only while the application still waits there', async () => {
    const world = aWorld({ status: 'reviewQuote' });
    await world.change({ status: 'businessDetails' });
    await world.workOff('2026-11-29T08:59:59.000Z');
    expect(world.sent).toEqual([]);
    await world.workOff('2026-11-29T09:00:00.000Z');
    expect(world.sent.map(({ kind }) => kind)).toEqual(['lease-application.milestone.waitingAtStep']);

    const moved = aWorld({ status: 'reviewQuote' });
    await moved.change({ status: 'businessDetails' });
    await moved.change({ status: 'approvals' }, '2026-11-27T09:00:00.000Z');
    await moved.workOff('2026-11-29T09:00:00.000Z');
    expect(moved.sent).toEqual([]);
  });

  it('reminds Authorised Officer (2) two days after their invitation unless they have started', async () => {
    const invited = { userId: 'u-2', firstName: 'Sam', email: 'sam@fleetco.example' };
    const idle = aWorld({ status: 'approvals', secondaryApplicant: undefined });
    await idle.change({ secondaryApplicant: invited });
    await idle.workOff('2026-11-28T09:00:00.000Z');
    expect(idle.sent.map(({ to, kind }) => ({ to, kind }))).toEqual([
      { to: 'sam@fleetco.example', kind: 'lease-application.milestone.secondaryNotStarted' },
    ]);

    const started = aWorld({ status: 'approvals', secondaryApplicant: undefined });
    await started.change({ secondaryApplicant: invited });
    await started.change(
      { secondaryApplicant: { ...invited, confirmed: 'yes' } },
      '2026-11-27T09:00:00.000Z',
    );
    await started.workOff('2026-11-28T09:00:00.000Z');
    expect(started.sent).toEqual([]);
  });

  it('reminds Authorised Officer (2) at the lease only when they can sign: not on paper', () => {
    const waiting = { track: 'secondary' as const, status: 'reviewAndSignContract' };
    const atLease = {
      ...officers,
      statusSecondary: 'reviewAndSignContract' as const,
      leaseEnvelopeId: 'env-1',
    };
    expect(reminderStillDue(atLease, waiting)).toBe(true);
    expect(reminderStillDue({ ...atLease, leaseEnvelopeId: undefined }, waiting)).toBe(false);
    expect(reminderStillDue({ ...atLease, wetSignature: { signType: 'wet' } }, waiting)).toBe(false);
  });

  it('carries no address or name in the job, only ids and steps', async () => {
    const world = aWorld({ status: 'reviewAndSignContract', statusCreditCheck: 'awaitingDecision' });
    await world.change({ statusCreditCheck: 'waitingForSecondary' });
    expect(JSON.stringify(world.mailJobs())).not.toMatch(/fleetco|Alex|Sam/);
  });
});
