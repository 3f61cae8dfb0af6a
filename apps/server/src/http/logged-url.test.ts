import { loggedUrl } from './logged-url';

describe('the request line kept in the log', () => {
  it.each([
    ['/files/upload/eyJmIjoiYWJjIn0.8f3Kq2ZrT1xY9wVbN4mL7pQs0aCdEfGh', '/files/upload/:token'],
    ['/files/download/8f3Kq2ZrT1xY9wVbN4mL7pQs0aCdEfGh', '/files/download/:token'],
    [
      '/sandbox/e-signature/views/Zx81-_aQ9mN2bV7cX4zL0kJ6/documents/1',
      '/sandbox/e-signature/views/:token/documents/1',
    ],
    ['/reset-password?email=jo%40example.org&hash=abc123', '/reset-password?…'],
    [
      '/applications/5f0c2a8e-7d1b-4c39-9f6e-2b8a1d4e7c90/businessDetails',
      '/applications/:token/businessDetails',
    ],
  ])('keeps %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it.each([
    '/graphql',
    '/calculator/results',
    '/assets/ResultsPage-BwNNuZ9y.js',
    '/assets/index-BWsP2I_2.css.map',
    '/health',
    '/',
  ])('keeps %s as it is', (url) => expect(loggedUrl(url)).toBe(url));
});
