/** Which page chrome a route gets (calculator §2 'Layout rules'). */
export interface PageChrome {
  header: boolean;
  footer: boolean;
  stepper: boolean;
  /** Results and shortlist pages keep the footer in view. */
  stickyFooter: boolean;
}

const HEADER_PAGES = ['/calculator', '/calculator/thank-you', '/dashboard'];
/** The first three calculator pages: search (also at /calculator/search), results, shortlists. */
const STEPPER_PAGES = ['/calculator', '/calculator/search', '/calculator/results', '/calculator/shortlists'];
const STICKY_FOOTER_PAGES = ['/calculator/results', '/calculator/shortlists'];

export function pageChrome(pathname: string, signedIn: boolean): PageChrome {
  const path = normalise(pathname);
  const header = HEADER_PAGES.includes(path);
  return {
    header,
    footer: !header,
    stepper: !signedIn && STEPPER_PAGES.includes(path),
    stickyFooter: STICKY_FOOTER_PAGES.includes(path),
  };
}

/** Paths compare without a trailing slash and case-insensitively, as the router matches them. */
function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}
