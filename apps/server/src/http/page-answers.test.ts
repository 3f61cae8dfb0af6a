import { PAGE_ORG_PROFILE_QUERY, regionOfPageProfile } from './page-org-profile';
import { PAGE_RATE_BOOK_QUERY } from './page-rate-book';
import {
  printedWebAppOperation,
  printedWithoutTypenames,
  selectionsWithoutTypename,
} from './testing/web-app-operation';

describe.each([
  [
    'the organisation profile sent with every page',
    PAGE_ORG_PROFILE_QUERY,
    'features/organisation/graphql/getOrgProfilesByDomain.ts',
  ],
  ['the rate book page sent with the results page', PAGE_RATE_BOOK_QUERY, 'shared/rate-book/rateBookPage.ts'],
])('%s', (_answer, query, appOperationFile) => {
  it("asks for the web app's own selection, so the app's cache takes it as its answer", () => {
    expect(printedWithoutTypenames(query)).toBe(printedWebAppOperation(appOperationFile));
  });

  it("names every object's type, as the app's cache writes it", () => {
    expect(selectionsWithoutTypename(query)).toEqual([]);
  });
});

describe("the organisation's region, for the answers that depend on it", () => {
  it('is the region of the organisation the profile names, and none when it names none', () => {
    const profile = (found: unknown[]) => ({ domain: 'x', data: { getOrgProfilesByDomain: found } });
    expect(regionOfPageProfile(profile([{ region: 'NZ' }]))).toBe('NZ');
    expect(regionOfPageProfile(profile([{ region: 'UK' }]))).toBeUndefined();
    expect(regionOfPageProfile(profile([]))).toBeUndefined();
  });
});
