import type { PrimaryApplicant, ApplicationJourney, SecondaryApplicant } from './application-journey';
import type { ApplicationType, VehicleApplication } from './vehicle-application';

/**
 * Test data: a fluent builder of vehicle applications, owned by 'owner-1' with an empty journey.
 * Only tests import it (it is not exported from the context's index).
 */
export class VehicleApplicationBuilder {
  private application: VehicleApplication = {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgId: 'org-1',
    orgUserId: 'owner-1',
    journey: {},
    createdAt: '2026-01-05T00:00:00.000Z',
    updatedAt: '2026-01-05T00:00:00.000Z',
  };

  ofType(applicationType: ApplicationType): this {
    this.application = { ...this.application, applicationType };
    return this;
  }

  ownedBy(orgUserId: string): this {
    this.application = { ...this.application, orgUserId };
    return this;
  }

  withJourney(changes: ApplicationJourney): this {
    this.application = { ...this.application, journey: { ...this.application.journey, ...changes } };
    return this;
  }

  withPrimary(primaryApplicant: PrimaryApplicant): this {
    return this.withJourney({ primaryApplicant });
  }

  withSecondary(secondaryApplicant: SecondaryApplicant): this {
    return this.withJourney({ secondaryApplicant });
  }

  build(): VehicleApplication {
    return structuredClone(this.application);
  }
}

export const anApplication = (): VehicleApplicationBuilder => new VehicleApplicationBuilder();
