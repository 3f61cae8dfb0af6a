import { PageHeading } from '../../../../shared/ui/PageHeading';
import { LogOutButton } from './LogOutButton';

/** Authorised Officer (2) after their ID check (journey §2 'Secondary ID check complete'). */
export function SecondaryIdCheckComplete() {
  return (
    <>
      <PageHeading title="ID Check Complete" />
      <p className="lp-credit-check__message">
        Thank you. Authorised Officer (1) will contact you to sign the lease documents.
      </p>
      <div className="lp-credit-check__actions">
        <LogOutButton />
      </div>
    </>
  );
}
