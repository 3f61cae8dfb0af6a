import { useQuery } from '@apollo/client/react';
import type { Region } from '@lease-portal/domain';
import { VehicleMakes } from '../graphql/vehicleMakes';

/**
 * The makes offered in the region (empty while loading, when the call fails, or until wanted: the
 * first page asks only once its makes are shown, as asking at load cost its first paint a request
 * and Apollo's work on the answer).
 */
export function useVehicleMakes(
  region: Region,
  { wanted = true }: { wanted?: boolean } = {},
): { makes: readonly string[]; loading: boolean } {
  const { data, loading } = useQuery(VehicleMakes, { variables: { countryCode: region }, skip: !wanted });
  return { makes: data?.vehicleMakes ?? [], loading };
}
