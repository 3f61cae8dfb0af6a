import { PAGINATOR_MAX_BUTTONS } from './search-settings';

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(0, Math.ceil(totalCount / pageSize));
}

/**
 * The page buttons to show: at most six (calculator §9), a window that keeps the current page
 * third from the left where it can, and slides against either end.
 */
export function paginatorPages(
  currentPage: number,
  totalCount: number,
  pageSize: number,
  maxButtons: number = PAGINATOR_MAX_BUTTONS,
): number[] {
  const pages = pageCount(totalCount, pageSize);
  const shown = Math.min(maxButtons, pages);
  const current = Math.min(Math.max(1, currentPage), Math.max(1, pages));
  const first = Math.min(Math.max(1, current - Math.floor((shown - 1) / 2)), pages - shown + 1);
  return Array.from({ length: shown }, (_, index) => first + index);
}

/** 'x-y of total' under the results, e.g. '26-50 of 120'; '0-0 of 0' when nothing was found. */
export function resultRangeText(currentPage: number, pageSize: number, totalCount: number): string {
  if (totalCount <= 0) return '0-0 of 0';
  const from = Math.min((currentPage - 1) * pageSize + 1, totalCount);
  const to = Math.min(currentPage * pageSize, totalCount);
  return `${from}-${to} of ${totalCount}`;
}
