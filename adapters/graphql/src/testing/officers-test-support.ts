import {
  anOfficersWorld,
  type OfficersWorld,
} from '@lease-portal/domain/src/lease-application/testing/officers-world';
import type { ApplicantOfficersDependencies } from '../officers-dependencies';

// Test support only: the officers' use cases of an in-memory world, as the API receives them.

export function officersDependenciesOf(
  world: OfficersWorld = anOfficersWorld(),
): ApplicantOfficersDependencies {
  return {
    confirmPrimaryApplicant: world.confirmPrimary,
    nominateAuthorisedOfficer: world.nominateOfficer,
    nominateSecondaryApplicant: world.nominateSecondary,
    resendSecondaryInvitation: world.resendSecondary,
  };
}
