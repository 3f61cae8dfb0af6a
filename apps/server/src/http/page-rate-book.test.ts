import { PAGE_RATE_BOOK_QUERY } from './page-rate-book';
import {
  printedWebAppOperation,
  printedWithoutTypenames,
  selectionsWithoutTypename,
} from './testing/web-app-operation';

describe('the rate book page sent with the results page', () => {
  it("asks for the web app's own selection, so the app's cache takes it as its answer", () => {
    expect(printedWithoutTypenames(PAGE_RATE_BOOK_QUERY)).toBe(
      printedWebAppOperation('shared/rate-book/rateBookPage.ts'),
    );
  });

  it("names every object's type, as the app's cache writes it", () => {
    expect(selectionsWithoutTypename(PAGE_RATE_BOOK_QUERY)).toEqual([]);
  });
});
