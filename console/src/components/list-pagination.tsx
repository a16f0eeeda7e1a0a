import { Button, Flex, FlexItem, FormSelect, FormSelectOption } from '@patternfly/react-core';

/** Setup lists show this many page links around the current page (part 1 §9). */
export const PAGE_LINKS = 5;

/** The page links shown: up to PAGE_LINKS, the current page as central as the ends allow. */
export function pageLinks(page: number, pageCount: number): number[] {
  const count = Math.min(PAGE_LINKS, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(PAGE_LINKS / 2)), Math.max(1, pageCount - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The page sizes offered, besides the list's own default. */
const PAGE_SIZES = [10, 25, 50, 100];

export function showingText(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return `Showing ${from} to ${Math.min(page * pageSize, total)} of ${total} entries`;
}

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** "Showing x to y of z entries" and the rows-per-page choice, then previous, up to five page links and next. */
export function ListPagination({ page, pageSize, total, onPage, onPageSize }: ListPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const sizes = [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b);
  return (
    <Flex alignItems={{ default: 'alignItemsCenter' }}>
      <FlexItem>{showingText(page, pageSize, total)}</FlexItem>
      <FlexItem>
        <FormSelect aria-label="Rows per page" value={pageSize} onChange={(_event, value) => onPageSize(Number(value))}>
          {sizes.map((size) => (
            <FormSelectOption key={size} value={size} label={`${size} per page`} />
          ))}
        </FormSelect>
      </FlexItem>
      <FlexItem align={{ default: 'alignRight' }}>
        <nav aria-label="Pagination">
          <Button variant="plain" isDisabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          {pageLinks(page, pageCount).map((link) => (
            <Button
              key={link}
              variant={link === page ? 'primary' : 'plain'}
              aria-current={link === page ? 'page' : undefined}
              aria-label={`Page ${link}`}
              onClick={() => onPage(link)}
            >
              {link}
            </Button>
          ))}
          <Button variant="plain" isDisabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      </FlexItem>
    </Flex>
  );
}
