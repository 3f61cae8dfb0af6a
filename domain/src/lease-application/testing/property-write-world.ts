import { AuthoriseApplicant } from '../../accounts/authorise-applicant';
import type { User } from '../../accounts/user';
import type { VehicleApplication } from '../../application/vehicle-application';
import { SearchBusinesses } from '../../business/search-businesses';
import { InMemoryBusinessRegistry } from '../../business/testing/in-memory-business-registry';
import { InMemoryUploadedFiles } from '../../files/testing/in-memory-files';
import { industryClassification } from '../../industry-classification/industry-classification';
import { MoveApplication } from '../move-application';
import { SetCreditLimit } from '../set-credit-limit';
import type { PropertyPath } from '../writable-properties';
import { WriteApplicationProperty } from '../write-application-property';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';

const now = () => new Date('2026-02-01T10:00:00.000Z');

export const anOfficer = (id: string): User => ({
  id,
  orgId: 'org-1',
  firstName: 'Sam',
  lastName: 'Driver',
  email: `${id}@fleetco.example`,
  region: 'AU',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** createOrUpdateProperty's use case on an in-memory unit of work holding one application. */
export function aPropertyWriteWorld(application: VehicleApplication) {
  const uow = new InMemoryUnitOfWork().given(application);
  const write = new WriteApplicationProperty({
    orgProfiles: { ofId: async () => undefined },
    authoriseApplicant: new AuthoriseApplicant({
      ofId: async (id) => structuredClone(uow.applications.get(id)),
    }),
    unitOfWork: uow,
    moveApplication: new MoveApplication(uow, now),
    setCreditLimit: new SetCreditLimit(uow, now),
    searchBusinesses: new SearchBusinesses(new InMemoryBusinessRegistry()),
    industries: industryClassification,
    uploadedFiles: new InMemoryUploadedFiles(),
    clock: { now },
  });
  const run = (user: User, path: string, value: unknown) => {
    const [propertyFirst, propertySecond, propertyThird] = path.split('.') as [string, string?, string?];
    const levels: PropertyPath = { propertyFirst, propertySecond, propertyThird };
    return write.execute({ user, applicationId: application.applicationId, path: levels, value });
  };
  const stored = () => uow.applications.get(application.applicationId)!;
  return { uow, write, run, stored, now };
}
