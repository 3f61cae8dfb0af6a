import { Classes, NonIdealState } from '@blueprintjs/core';
import { ContactDetails } from '../../../shared/layout/ContactDetails';

/** Shown when the signed-in customer has no application loaded (journey §2). */
export function NoVehicleApplicationFound({ message }: { message?: string }) {
  return (
    <section className="lp-screen">
      <NonIdealState
        icon="document"
        description={
          <>
            <h1 className={Classes.HEADING}>No vehicle application found</h1>
            <p>{message ?? "It looks like you don't have an active vehicle application in our system."}</p>
          </>
        }
      >
        <ContactDetails />
      </NonIdealState>
    </section>
  );
}
