/** Which page chrome a route gets (calculator §2 'Layout rules'). */
export interface PageChrome {
  header: boolean;
  footer: boolean;
  stepper: boolean;
}

/**
 * The header shows on /calculator, read as the calculator route and all its children, so the brand
 * and 'Customer login' are on every calculator page; and on the dashboard.
 */
const HEADER_SECTIONS = ['/calculator', '/dashboard'];
/** The first three calculator pages: search (also at /calculator/search), results, shortlists. */
const STEPPER_PAGES = ['/calculator', '/calculator/search', '/calculator/results', '/calculator/shortlists'];

export function pageChrome(pathname: string, signedIn: boolean): PageChrome {
  const path = normalise(pathname);
  const header = HEADER_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
  return {
    header,
    footer: !header,
    stepper: !signedIn && STEPPER_PAGES.includes(path),
  };
}

/** Paths compare without a trailing slash and case-insensitively, as the router matches them. */
function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}
