import type {
  ApplicationStatus,
  ApplicationJourney,
  SecondaryStatus,
} from '../../application/application-journey';
import type { ApplicationType, VehicleApplication } from '../../application/vehicle-application';

/** A fluent builder of applications for tests: `aLeaseApplication().withPrimaryStatus('approvals')`. */
export class LeaseApplicationBuilder {
  private application: VehicleApplication = {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgId: 'org-1',
    orgUserId: 'user-1',
    journey: {},
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
    this.application = { ...this.application, journey: { ...this.application.journey, status } };
    return this;
  }
  withSecondaryStatus(statusSecondary: SecondaryStatus | undefined): this {
    this.application = {
      ...this.application,
      journey: { ...this.application.journey, statusSecondary },
    };
    return this;
  }
  /** Facts on the journey beside the statuses: a signed quote, a credit decision… */
  withFacts(facts: Partial<ApplicationJourney>): this {
    this.application = { ...this.application, journey: { ...this.application.journey, ...facts } };
    return this;
  }
  build(): VehicleApplication {
    return structuredClone(this.application);
  }
}

export const aLeaseApplication = (): LeaseApplicationBuilder => new LeaseApplicationBuilder();
