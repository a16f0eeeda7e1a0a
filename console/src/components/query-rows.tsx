import { Bullseye, EmptyState, Spinner } from '@patternfly/react-core';
import { Td, Tr } from '@patternfly/react-table';
import type { ReactNode } from 'react';

interface QueryRowsProps<T> {
  /** The rows' items as their query has them: undefined until they are there. */
  items: readonly T[] | undefined;
  error: Error | null;
  /** The table's columns, which the empty, error and loading rows span. */
  columns: number;
  /** What the rows are, for the error and the spinner: "the parked events". */
  what: string;
  /** What an empty list shows. */
  empty: ReactNode;
  children: (item: T, index: number) => ReactNode;
}

/** A list table's body: a row per item, else one row across the table saying it is empty, could not load, or is loading. */
export function QueryRows<T>({ items, error, columns, what, empty, children }: QueryRowsProps<T>) {
  const wholeRow = (content: ReactNode) => (
    <Tr>
      <Td colSpan={columns}>
        <Bullseye>{content}</Bullseye>
      </Td>
    </Tr>
  );
  if (items) return items.length === 0 ? wholeRow(empty) : <>{items.map(children)}</>;
  if (error)
    return wholeRow(
      <EmptyState titleText={`Could not load ${what}`} headingLevel="h2" status="danger">
        {error.message}
      </EmptyState>,
    );
  return wholeRow(<Spinner aria-label={`Loading ${what}`} />);
}
