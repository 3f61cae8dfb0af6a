import { Link } from 'react-router';
import { useBrand } from '../organisation/useBrand';
import { useSignedIn } from '../session/useSignedIn';
import { ContactDetails } from './ContactDetails';

/** The footer (journey §2): contact block, feedback, logout, footer text, terms and privacy links. */
export function AppFooter() {
  const brand = useBrand();
  const signedIn = useSignedIn();
  const classes = ['lp-footer', `lp-footer--${brand.footerTextColour}-text`];

  return (
    <footer className={classes.join(' ')} style={{ backgroundColor: brand.footerColour }}>
      <ContactDetails />
      <ul className="lp-footer__links">
        <li>
          <a href={`mailto:${brand.supportEmail}`}>Give Feedback</a>
        </li>
        {signedIn && (
          <li>
            <Link to="/logout">Logout</Link>
          </li>
        )}
        <li>
          <a href={brand.termsLink} target="_blank" rel="noreferrer">
            Terms of Use
          </a>
        </li>
        <li>
          <a href={brand.privacyPolicy} target="_blank" rel="noreferrer">
            Privacy Policy
          </a>
        </li>
      </ul>
      {brand.footerText && <p className="lp-footer__text">{brand.footerText}</p>}
    </footer>
  );
}
