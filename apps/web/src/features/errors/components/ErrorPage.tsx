import { AnchorButton, Classes, Intent, NonIdealState } from '@blueprintjs/core';
import { useBrand } from '../../../shared/organisation/useBrand';
import { genericErrorDialog } from '@lease-portal/domain';

/** The error page (/error), also shown when the portal cannot start. Works outside the router. */
export function ErrorPage() {
  const brand = useBrand();
  const text = genericErrorDialog(brand.region, {
    email: brand.supportEmail,
    phoneNumber: brand.phoneNumber,
  });
  return (
    <section className="lp-screen">
      <NonIdealState
        icon="error"
        description={
          <>
            <h1 className={Classes.HEADING}>{text.title}</h1>
            <p>{text.body}</p>
          </>
        }
        action={<AnchorButton href="/" intent={Intent.PRIMARY} text={text.button} />}
      />
    </section>
  );
}
