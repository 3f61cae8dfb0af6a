import { PAGE_ORG_PROFILE_QUERY, regionOfPageProfile } from './page-org-profile';
import {
  printedWebAppOperation,
  printedWithoutTypenames,
  selectionsWithoutTypename,
} from './testing/web-app-operation';

describe('the organisation profile sent with the page', () => {
  it("asks for the web app's own selection, so the app's cache takes it as its answer", () => {
    expect(printedWithoutTypenames(PAGE_ORG_PROFILE_QUERY)).toBe(
      printedWebAppOperation('features/organisation/graphql/getOrgProfilesByDomain.ts'),
    );
  });

  it("names every object's type, as the app's cache writes it", () => {
    expect(selectionsWithoutTypename(PAGE_ORG_PROFILE_QUERY)).toEqual([]);
  });

  it("tells the organisation's region, and none when it names no organisation", () => {
    const profile = (found: unknown[]) => ({ domain: 'x', data: { getOrgProfilesByDomain: found } });
    expect(regionOfPageProfile(profile([{ region: 'NZ' }]))).toBe('NZ');
    expect(regionOfPageProfile(profile([{ region: 'UK' }]))).toBeUndefined();
    expect(regionOfPageProfile(profile([]))).toBeUndefined();
  });
});
