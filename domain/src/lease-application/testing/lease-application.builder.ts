import type { ApplicationStatus, Scoreboard, SecondaryStatus } from '../../application/scoreboard';
import type { ApplicationType, VehicleApplication } from '../../application/vehicle-application';

/** A fluent builder of applications for tests: `aLeaseApplication().withPrimaryStatus('approvals')`. */
export class LeaseApplicationBuilder {
  private application: VehicleApplication = {
    applicationId: 'app-1',
    applicationStatus: 'open',
    applicationType: 'standard',
    orgId: 'org-1',
    orgUserId: 'user-1',
    scoreboard: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  withId(applicationId: string): this {
    this.application = { ...this.application, applicationId };
    return this;
  }
  ofType(applicationType: ApplicationType): this {
    this.application = { ...this.application, applicationType };
    return this;
  }
  withPrimaryStatus(status: ApplicationStatus | undefined): this {
    this.application = { ...this.application, scoreboard: { ...this.application.scoreboard, status } };
    return this;
  }
  withSecondaryStatus(statusSecondary: SecondaryStatus | undefined): this {
    this.application = {
      ...this.application,
      scoreboard: { ...this.application.scoreboard, statusSecondary },
    };
    return this;
  }
  /** Facts on the scoreboard beside the statuses: a signed quote, a credit decision… */
  withFacts(facts: Partial<Scoreboard>): this {
    this.application = { ...this.application, scoreboard: { ...this.application.scoreboard, ...facts } };
    return this;
  }
  build(): VehicleApplication {
    return structuredClone(this.application);
  }
}

export const aLeaseApplication = (): LeaseApplicationBuilder => new LeaseApplicationBuilder();
