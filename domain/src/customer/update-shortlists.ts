import type { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { LONGEST_LEASE_TERM, SHORTEST_LEASE_TERM } from '../calculator/lease-terms';
import { normaliseRateBookFilter } from '../calculator/rate-book-filter';
import type { RateBook } from '../calculator/rate-book.port';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import type { Clock } from '../shared/clock';
import { fail, ok, type Result } from '../shared/result';
import { GetCurrentApplication } from './current-application';
import { customerErrors } from './customer-errors';
import type { CustomerUnitOfWork } from './customer-transaction';
import { shortlistEntriesFrom } from './shortlist-update-rules';

export interface UpdateShortlistsRequest {
  user: User;
  /** The application to change; the user's current one when absent. */
  applicationId?: string;
  /** The shortlist entries as the client sent them (JSON). */
  shortlists: unknown;
}

export interface UpdateShortlistsDependencies {
  authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
  applications: Pick<VehicleApplications, 'ofUser'>;
  unitOfWork: CustomerUnitOfWork;
  rateBook: Pick<RateBook, 'search'>;
  clock: Clock;
}

/**
 * updateShortlists: the signed-in customer's shortlist, stored in the application's calculator
 * details. Every vehicle must be in the rate book of the user's market for its term. The update names
 * the version it read, so a save in between answers CONCURRENT_UPDATE rather than being overwritten.
 */
export class UpdateShortlists {
  constructor(private readonly deps: UpdateShortlistsDependencies) {}

  async execute(request: UpdateShortlistsRequest): Promise<Result<Versioned<VehicleApplication>>> {
    const parsed = shortlistEntriesFrom(request.shortlists);
    if (!parsed.ok) return parsed;
    const entries = parsed.value;

    const found = await this.applicationOf(request);
    if (!found.ok) return found;

    const unknown = await this.unknownVehicles(request.user, entries);
    if (unknown.length > 0) {
      return fail(
        customerErrors.badInput(
          'A shortlisted vehicle is not in the rate book for its term.',
          Object.fromEntries(
            unknown.map((index) => [`shortlists.${index}.catalogVehicleId`, ['Field is invalid']]),
          ),
        ),
      );
    }

    const application = LeaseApplication.of(found.value);
    application.keepShortlists(entries);
    // Throws CONCURRENT_UPDATE when the application was saved since the version read above.
    const saved = await this.deps.unitOfWork.run((tx) =>
      storeLeaseApplication(
        tx,
        application,
        auditActor.customer(request.user.id),
        this.deps.clock.now().toISOString(),
      ),
    );
    return ok(saved);
  }

  private async applicationOf(
    request: UpdateShortlistsRequest,
  ): Promise<Result<Versioned<VehicleApplication>>> {
    if (request.applicationId) {
      const access = await this.deps.authoriseApplicant.execute(request.user, request.applicationId);
      return access.ok ? ok(access.value.application) : access;
    }
    const current = await new GetCurrentApplication(this.deps.applications).execute(request.user);
    return current ? ok(current) : fail(customerErrors.noApplication());
  }

  /** Indexes of the entries whose vehicle and term the rate book does not offer. */
  private async unknownVehicles(user: User, entries: { catalogVehicleId: string; duration: number }[]) {
    if (entries.length === 0) return [];
    const filter = normaliseRateBookFilter({
      catalogVehicleId: entries.map((entry) => entry.catalogVehicleId),
      countryCode: user.region,
      pageSize: 100,
      minDuration: SHORTEST_LEASE_TERM,
      maxDuration: LONGEST_LEASE_TERM,
    });
    if (!filter.ok) return entries.map((_entry, index) => index);
    const { rows } = (await this.deps.rateBook.search(filter.value)).results;
    return entries.flatMap((entry, index) =>
      rows.some((row) => row.catalogVehicleId === entry.catalogVehicleId && row.duration === entry.duration)
        ? []
        : [index],
    );
  }
}
