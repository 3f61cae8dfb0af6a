import {
  CALCULATOR_STATUSES,
  PRIMARY_STATUSES,
  SECONDARY_STATUSES,
  type ApplicationJourney,
} from '../application/application-journey';
import type { ApplicationType, VehicleApplication } from '../application/vehicle-application';
import { aLeaseApplication } from './testing/lease-application.builder';
import { anOfficer, aPropertyWriteWorld } from './testing/property-write-world';
import { WRITABLE_PROPERTIES } from './writable-properties';

/**
 * The walk of the security review's first finding: every status and credit status, for every
 * actor, through every writable property. Whatever a customer writes, no status is reached whose
 * work is not done. The oracle below is spelt out here on purpose, apart from the rules it checks.
 */

const EVERY_STATUS = [...new Set([...PRIMARY_STATUSES, ...CALCULATOR_STATUSES, ...SECONDARY_STATUSES])];
const QUOTES: Partial<ApplicationJourney>[] = [
  {},
  { quoteSignature: 'completed' },
  { wetSignature: { signType: 'wet' } },
];
const FINANCE: Partial<ApplicationJourney>[] = [
  {},
  { businessDetails: { financeDetails: { completed: 'yes' } } },
];
const CREDIT: Partial<ApplicationJourney>[] = [
  {},
  { statusCreditCheck: 'waitingForSecondary' },
  { statusCreditCheck: 'approved' },
];
const SECONDARY_ID: Partial<ApplicationJourney>[] = [
  { secondaryApplicant: { userId: 'user-2' } },
  { secondaryApplicant: { userId: 'user-2', identityVerificationStatus: 'completed' } },
];

function* everyApplication(): Generator<VehicleApplication> {
  const types: [ApplicationType, readonly string[]][] = [
    ['standard', PRIMARY_STATUSES],
    ['calculator', CALCULATOR_STATUSES],
  ];
  for (const [type, statuses] of types)
    for (const status of [undefined, ...statuses])
      for (const statusSecondary of [undefined, ...SECONDARY_STATUSES])
        for (const facts of [QUOTES, FINANCE, CREDIT, SECONDARY_ID].reduce<Partial<ApplicationJourney>[]>(
          (combined, options) =>
            combined.flatMap((fact) => options.map((option) => ({ ...fact, ...option }))),
          [{}],
        ))
          yield aLeaseApplication()
            .ofType(type)
            .withFacts({ ...facts, primaryApplicant: { userId: 'user-1', confirmed: 'yes' } })
            .withPrimaryStatus(status as never)
            .withSecondaryStatus(statusSecondary)
            .build();
}

/** Every writable path with every status name, and the plain paths with a plausible value. */
const WRITES: [string, unknown][] = WRITABLE_PROPERTIES.flatMap(({ path, write }) =>
  write.kind === 'move' ? EVERY_STATUS.map((status): [string, unknown] => [path, status]) : [[path, 'yes']],
);

/** What a customer's own write may change a status to, given the state before and after it. */
function reachedWithItsWork(
  before: ApplicationJourney,
  after: ApplicationJourney,
  type: ApplicationType,
): boolean {
  const primaryOk =
    after.status === before.status ||
    (before.status === undefined &&
      after.status === (type === 'calculator' ? 'viewShortlist' : 'reviewQuote')) ||
    (after.status === 'businessDetails' &&
      (type === 'calculator'
        ? (before.status ?? 'viewShortlist') === 'viewShortlist' // a calculator application starts on its shortlist
        : before.status === 'reviewQuote' &&
          (after.quoteSignature === 'completed' || after.wetSignature?.signType === 'wet'))) ||
    (after.status === 'approvals' &&
      before.status === 'businessDetails' &&
      after.businessDetails?.financeDetails?.completed === 'yes');
  const secondaryOk =
    after.statusSecondary === before.statusSecondary ||
    (before.statusSecondary === undefined && after.statusSecondary === 'approvals');
  return primaryOk && secondaryOk && after.statusCreditCheck === before.statusCreditCheck;
}

describe('no customer reaches a step whose work is not done', () => {
  const actors = [anOfficer('user-1'), anOfficer('user-2'), anOfficer('user-9')];

  it('holds for every status, credit status, actor and writable property', async () => {
    let writes = 0;
    const breaches: string[] = [];
    for (const application of everyApplication()) {
      for (const actor of actors) {
        for (const [path, value] of WRITES) {
          const world = aPropertyWriteWorld(application);
          await world.run(actor, path, value);
          writes += 1;
          const after = world.stored().value;
          const changed = JSON.stringify(after.journey) !== JSON.stringify(application.journey);
          if (
            !reachedWithItsWork(application.journey, after.journey, application.applicationType) ||
            (actor.id === 'user-9' && changed)
          ) {
            breaches.push(
              `${actor.id} wrote ${path}=${String(value)} on ${application.applicationType} ` +
                `${application.journey.status}/${application.journey.statusSecondary}: ` +
                `now ${after.journey.status}/${after.journey.statusSecondary}`,
            );
          }
        }
      }
    }
    expect(breaches.slice(0, 10)).toEqual([]);
    // The walk really walked: every state, every actor, every path.
    expect(writes).toBeGreaterThan(100_000);
  });
});
