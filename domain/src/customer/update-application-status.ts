import type { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import {
  CALCULATOR_STATUSES,
  CREDIT_CHECK_STATUSES,
  PRIMARY_STATUSES,
  SECONDARY_STATUSES,
  type Scoreboard,
} from '../application/scoreboard';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import type { Clock } from '../shared/clock';
import { fail, ok, type Result } from '../shared/result';
import { customerErrors } from './customer-errors';

/** The scoreboard paths createOrUpdateProperty writes so far: the application's statuses. */
export const STATUS_PROPERTIES = ['status', 'statusSecondary', 'statusCreditCheck'] as const;
export type StatusProperty = (typeof STATUS_PROPERTIES)[number];

export interface PropertyPath {
  propertyFirst: string;
  propertySecond?: string | null;
  propertyThird?: string | null;
}

export interface UpdateApplicationStatusRequest {
  user: User;
  applicationId: string;
  path: PropertyPath;
  value: unknown;
}

export interface UpdateApplicationStatusDependencies {
  authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
  applications: Pick<VehicleApplications, 'update'>;
  clock: Clock;
}

/** The values each status property may hold; `status` follows the application's own order. */
export function allowedStatusValues(
  property: StatusProperty,
  application: Pick<VehicleApplication, 'applicationType'>,
): readonly string[] {
  switch (property) {
    case 'status':
      return application.applicationType === 'calculator' ? CALCULATOR_STATUSES : PRIMARY_STATUSES;
    case 'statusSecondary':
      return SECONDARY_STATUSES;
    case 'statusCreditCheck':
      return CREDIT_CHECK_STATUSES;
  }
}

const isStatusProperty = (value: string): value is StatusProperty =>
  (STATUS_PROPERTIES as readonly string[]).includes(value);

/**
 * createOrUpdateProperty for the status paths (status, statusSecondary, statusCreditCheck): the value
 * must be one of the domain's status list for the application, the update names the version it read
 * (CONCURRENT_UPDATE otherwise) and is audited. Other paths are BAD_INPUT until the journey's use
 * cases take them over.
 */
export class UpdateApplicationStatus {
  constructor(private readonly deps: UpdateApplicationStatusDependencies) {}

  async execute(request: UpdateApplicationStatusRequest): Promise<Result<Versioned<VehicleApplication>>> {
    const { propertyFirst, propertySecond, propertyThird } = request.path;
    const property = propertyFirst.trim();
    if (!isStatusProperty(property) || propertySecond || propertyThird) {
      const path = [propertyFirst, propertySecond, propertyThird].filter(Boolean).join('.');
      return fail(
        customerErrors.badInput(`The property '${path}' cannot be changed with this operation yet.`, {
          propertyFirst: ['Field is invalid'],
        }),
      );
    }
    const access = await this.deps.authoriseApplicant.execute(request.user, request.applicationId);
    if (!access.ok) return access;
    const { value: application, version } = access.value.application;

    const allowed = allowedStatusValues(property, application);
    const value = request.value;
    if (typeof value !== 'string' || !allowed.includes(value)) {
      return fail(
        customerErrors.badInput(`The ${property} must be one of: ${allowed.join(', ')}.`, {
          value: ['Field is invalid'],
        }),
      );
    }

    const at = this.deps.clock.now().toISOString();
    const scoreboard = { ...application.scoreboard, [property]: value } as Scoreboard;
    const saved = await this.deps.applications.update(
      { ...application, scoreboard, updatedAt: at },
      version,
      {
        actor: `customer:${request.user.id}`,
        action: 'application.status.changed',
        applicationId: application.applicationId,
        at,
        details: { property, from: application.scoreboard[property] ?? null, to: value },
      },
    );
    return ok(saved);
  }
}
