import type { VehicleApplicationResolvers } from '../generated/graphql';
import { scoreboardOf } from '../wire/scoreboard-wire';

/**
 * The specification's `applicationStatus` (journey §3: 'draft' is the one value seen). The domain has
 * one status, the journey's; the API answers this field for the clients that read it.
 */
export const WIRE_APPLICATION_STATUS = 'draft';

/** A vehicle application on the wire: its journey as the specification's `scoreboard`. */
export const vehicleApplicationTypeResolvers: VehicleApplicationResolvers = {
  applicationStatus: () => WIRE_APPLICATION_STATUS,
  scoreboard: (application) => scoreboardOf(application.journey),
};
