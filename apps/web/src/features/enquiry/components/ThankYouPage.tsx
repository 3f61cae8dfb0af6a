import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Classes, Intent } from '@blueprintjs/core';
import { useShortlist } from '../../shortlist-state';
import { SmartLink } from '../../../shared/layout/SmartLink';
import { useBrand } from '../../../shared/organisation/useBrand';
import { THANK_YOU_PATH } from './thank-you-path';

export const THANK_YOU_TEXT = {
  body: 'Your enquiry has been submitted and your vehicle shortlist has been forwarded to a lease specialist who will be in touch shortly.',
  accountCreated: 'Your account has been created',
  checkEmails: 'Please check your emails to create a password.',
  backHome: 'Back to home page',
  login: 'Login',
} as const;

type Variant = { redirect: boolean; onlineAccount: boolean; message?: string };

/**
 * After an enquiry (/calculator/thank-you, calculator §2): the variant is read once from the query
 * (redirect=true, onlineAccount=true) and the message the enquiry stored; then the address is
 * rewritten to the bare path and the shortlist is cleared.
 */
export default function ThankYouPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const brand = useBrand();
  const { clear } = useShortlist();
  const [variant] = useState<Variant>(() => ({
    redirect: params.get('redirect') === 'true',
    onlineAccount: params.get('onlineAccount') === 'true',
    message: (location.state as { message?: unknown } | null)?.message as string | undefined,
  }));

  useEffect(() => {
    clear();
  }, [clear]);
  useEffect(() => {
    if (location.search) void navigate(THANK_YOU_PATH, { replace: true });
  }, [location.search, navigate]);

  const buttonClass = `${Classes.BUTTON} ${Classes.intentClass(Intent.PRIMARY)}`;
  return (
    <section className="lp-screen lp-thank-you">
      <h1 className={Classes.HEADING}>
        {variant.onlineAccount ? THANK_YOU_TEXT.accountCreated : 'Thank you'}
      </h1>
      {variant.onlineAccount ? <p>{THANK_YOU_TEXT.checkEmails}</p> : <p>{THANK_YOU_TEXT.body}</p>}
      {variant.message && <p>{variant.message}</p>}
      {variant.redirect ? (
        <SmartLink href="/login" className={buttonClass}>
          {THANK_YOU_TEXT.login}
        </SmartLink>
      ) : (
        <SmartLink href={brand.headerLogoLink ?? '/calculator/search'} className={buttonClass}>
          {THANK_YOU_TEXT.backHome}
        </SmartLink>
      )}
    </section>
  );
}
