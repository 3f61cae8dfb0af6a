import { AnchorButton, Classes, Intent, NonIdealState } from '@blueprintjs/core';
import { useBrand } from '../../../shared/organisation/useBrand';
import { GENERIC_ERROR_TITLE, TRY_AGAIN, unexpectedErrorText } from '@lease-portal/domain';

/**
 * The error page (/error), also shown when the portal cannot start. Works outside the router.
 * It quotes the specification's text verbatim in every region (the phone line is the dialog's).
 */
export function ErrorPage() {
  const brand = useBrand();
  return (
    <section className="lp-screen">
      <NonIdealState
        icon="error"
        description={
          <>
            <h1 className={Classes.HEADING}>{GENERIC_ERROR_TITLE}</h1>
            <p>{unexpectedErrorText(brand.supportEmail)}</p>
          </>
        }
        action={<AnchorButton href="/" intent={Intent.PRIMARY} text={TRY_AGAIN} />}
      />
    </section>
  );
}
