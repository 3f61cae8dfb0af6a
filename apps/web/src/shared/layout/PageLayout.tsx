import type { CSSProperties, ReactNode } from 'react';
import { useBrand } from '../organisation/useBrand';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { CalculatorStepper } from './CalculatorStepper';
import type { PageChrome } from './layout-rules';
import { useBrandColoursOnDocument } from './useBrandColoursOnDocument';
import { useBrandIcon } from './useBrandIcon';

/** The page frame: header or footer and the stepper as the layout rules say, the brand's colours. */
export function PageLayout({ chrome, children }: { chrome: PageChrome; children: ReactNode }) {
  const brand = useBrand();
  const colours = useBrandColoursOnDocument(brand.primaryColour, brand.headerColour) as CSSProperties;
  useBrandIcon(brand.headerLogo);
  return (
    <div className="lp-page" style={colours}>
      <a className="lp-skip-link" href="#main">
        Skip to main content
      </a>
      {chrome.header && <AppHeader />}
      <main id="main" tabIndex={-1} className="lp-main">
        {chrome.stepper && <CalculatorStepper />}
        {children}
      </main>
      {chrome.footer && <AppFooter />}
    </div>
  );
}
