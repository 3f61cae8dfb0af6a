import type { PrimaryApplicant, Scoreboard, SecondaryApplicant } from './scoreboard';
import type { ApplicationType, VehicleApplication } from './vehicle-application';

/**
 * Test data: a fluent builder of vehicle applications, owned by 'owner-1' with an empty scoreboard.
 * Only tests import it (it is not exported from the context's index).
 */
export class VehicleApplicationBuilder {
  private application: VehicleApplication = {
    applicationId: 'app-1',
    applicationStatus: 'draft',
    applicationType: 'standard',
    orgId: 'org-1',
    orgUserId: 'owner-1',
    scoreboard: {},
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

  withScoreboard(changes: Scoreboard): this {
    this.application = { ...this.application, scoreboard: { ...this.application.scoreboard, ...changes } };
    return this;
  }

  withPrimary(primaryApplicant: PrimaryApplicant): this {
    return this.withScoreboard({ primaryApplicant });
  }

  withSecondary(secondaryApplicant: SecondaryApplicant): this {
    return this.withScoreboard({ secondaryApplicant });
  }

  build(): VehicleApplication {
    return structuredClone(this.application);
  }
}

export const anApplication = (): VehicleApplicationBuilder => new VehicleApplicationBuilder();
