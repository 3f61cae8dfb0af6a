import { pageCount, paginatorPages, resultRangeText } from './pagination';

describe('the paginator', () => {
  it('counts whole pages', () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('shows every page when there are six or fewer', () => {
    expect(paginatorPages(1, 60, 25)).toEqual([1, 2, 3]);
    expect(paginatorPages(4, 150, 25)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows six pages around the current one, sliding against the ends', () => {
    // 500 rows of 25 = 20 pages.
    expect(paginatorPages(1, 500, 25)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginatorPages(3, 500, 25)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginatorPages(10, 500, 25)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(paginatorPages(19, 500, 25)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(paginatorPages(20, 500, 25)).toEqual([15, 16, 17, 18, 19, 20]);
  });

  it('shows no buttons for no results and keeps a page past the end inside the range', () => {
    expect(paginatorPages(1, 0, 25)).toEqual([]);
    expect(paginatorPages(99, 500, 25)).toEqual([15, 16, 17, 18, 19, 20]);
  });
});

describe('the range text', () => {
  it("reads 'x-y of total'", () => {
    expect(resultRangeText(1, 25, 120)).toBe('1-25 of 120');
    expect(resultRangeText(2, 25, 120)).toBe('26-50 of 120');
    expect(resultRangeText(5, 25, 120)).toBe('101-120 of 120');
    expect(resultRangeText(1, 10, 3)).toBe('1-3 of 3');
    expect(resultRangeText(1, 25, 0)).toBe('0-0 of 0');
  });
});
