import { NoVehicleApplicationFound } from './NoVehicleApplicationFound';

/** /applications without an application id: nothing to show but the notice. */
export default function NoApplicationPage() {
  return <NoVehicleApplicationFound />;
}
