import { useQuery } from '@apollo/client/react';
import type { Region } from '@lease-portal/domain';
import { VehicleMakes } from '../graphql/vehicleMakes';

/** The makes offered in the region (empty while loading or when the call fails). */
export function useVehicleMakes(region: Region): { makes: readonly string[]; loading: boolean } {
  const { data, loading } = useQuery(VehicleMakes, { variables: { countryCode: region } });
  return { makes: data?.vehicleMakes ?? [], loading };
}
