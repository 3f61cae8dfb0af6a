import { Button, ButtonGroup } from '@blueprintjs/core';
import { pageCount, paginatorPages } from '@lease-portal/domain';

/** Up to 6 page buttons with previous and next (calculator §9). */
export function Paginator({
  currentPage,
  totalCount,
  pageSize,
  onPage,
}: {
  currentPage: number;
  totalCount: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = paginatorPages(currentPage, totalCount, pageSize);
  const last = pageCount(totalCount, pageSize);
  if (last <= 1) return null;
  return (
    <nav aria-label="Result pages">
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label="Previous page"
          disabled={currentPage <= 1}
          onClick={() => onPage(currentPage - 1)}
        />
        {pages.map((page) => (
          <Button
            key={page}
            intent={page === currentPage ? 'primary' : 'none'}
            aria-current={page === currentPage ? 'page' : undefined}
            aria-label={`Page ${page}`}
            onClick={() => onPage(page)}
          >
            {page}
          </Button>
        ))}
        <Button
          icon="chevron-right"
          aria-label="Next page"
          disabled={currentPage >= last}
          onClick={() => onPage(currentPage + 1)}
        />
      </ButtonGroup>
    </nav>
  );
}
