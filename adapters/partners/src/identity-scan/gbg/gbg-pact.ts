import path from 'node:path';
import { SPECIMEN_FOLDER } from '../specimen-catalogue';

/**
 * The HTTP pact between the portal's GBG adapter (the consumer) and GBG IDscan Enterprise's web API
 * (the provider), shared by both sides' tests (decision 2119): where it is written, the parties, the
 * provider states by name and the examples the consumer sends.
 */
export const GBG_PACT = {
  consumer: 'LeasePortal',
  provider: 'GBGIDscan',
  dir: path.resolve(__dirname, '../../../../../contracts/pacts'),
  file: 'LeasePortal-GBGIDscan.json',
  states: {
    /** Nothing: the upload starts a journey, an unknown id is unknown. */
    nothing: 'no journey is known',
    /** With `{ journeyId, imageId }`: a journey whose front (the NZ specimen's) was uploaded, its image. */
    front: 'a journey has its front',
    /** With `{ journeyId }`: a journey with both sides of the NZ specimen. */
    both: 'a journey has both sides',
  },
} as const;

/** The consumer's examples; the provider's states stand in for the ids, its sandbox for the accounts. */
export const GBG_EXAMPLES = {
  scanning: { username: 'scanuser', password: 'pact-example-scan-password' },
  investigation: { username: 'invuser', password: 'pact-example-investigation-password' },
  accessToken: 'pact-example-access-token',
  journeyId: '3f2b8c1e-7a4d-4e2b-9c61-1d2e3f4a5b6c',
  unknownJourneyId: 'f0000000-0000-4000-8000-000000000000',
  reference: 'app-pact:primary:user-pact',
  /** The specimen images the uploads carry, which the provider's sandbox reads on replay. */
  front: path.join(SPECIMEN_FOLDER, 'nz-front.png'),
  back: path.join(SPECIMEN_FOLDER, 'nz-back.png'),
} as const;
