import { pageChrome } from './layout-rules';

describe('the layout rules', () => {
  it.each([
    '/calculator',
    '/calculator/',
    '/calculator/search',
    '/calculator/results',
    '/calculator/shortlists',
    '/calculator/enquire-now',
    '/calculator/thank-you',
    '/dashboard',
  ])('gives %s the header and no footer', (path) => {
    expect(pageChrome(path, false)).toMatchObject({ header: true, footer: false });
  });

  it.each(['/login', '/reset-password', '/error', '/applications/a-1/approvals', '/calculatorish'])(
    'gives %s the footer and no header',
    (path) => {
      expect(pageChrome(path, false)).toMatchObject({ header: false, footer: true });
    },
  );

  it.each(['/calculator', '/calculator/search', '/calculator/results', '/calculator/shortlists'])(
    'shows the stepper on %s only to visitors who are not signed in',
    (path) => {
      expect(pageChrome(path, false).stepper).toBe(true);
      expect(pageChrome(path, true).stepper).toBe(false);
    },
  );

  it.each(['/calculator/enquire-now', '/calculator/thank-you', '/dashboard'])(
    'shows no stepper on %s',
    (path) => {
      expect(pageChrome(path, false).stepper).toBe(false);
    },
  );
});
