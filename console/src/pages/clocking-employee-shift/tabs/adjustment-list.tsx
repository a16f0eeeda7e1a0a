import { Alert, EmptyState, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Th, Thead, Tr } from '@patternfly/react-table';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { AdjustmentResult } from './adjustment-result';

/** What a create or delete call answered. */
export interface ResultAnswer {
  code: number;
  text: string;
}

/**
 * A day's list of adjustments: its delete asks first, then shows the result code, or why the call
 * failed; `showResult` shows a create's answer the same way.
 */
export function useAdjustmentDelete<Id>(remove: UseMutationResult<{ resultCode: number; resultText: string }, Error, Id>, title: string) {
  const [toDelete, setToDelete] = useState<{ id: Id; message: string } | null>(null);
  const [outcome, setOutcome] = useState<ResultAnswer | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (answer) => setOutcome({ code: answer.resultCode, text: answer.resultText }),
      onError: (error) => setDeleteError(error.message),
      onSettled: () => setToDelete(null),
    });
  };

  return {
    ask: (id: Id, message: string) => setToDelete({ id, message }),
    /** A create dialog's close: `close` it, then show what the call answered, if it was made. */
    closing: (close: () => void) => (answer?: ResultAnswer) => {
      close();
      if (answer) setOutcome(answer);
    },
    results: (
      <>
        {outcome && <AdjustmentResult code={outcome.code} text={outcome.text} onClose={() => setOutcome(null)} />}
        {deleteError && <Alert isInline variant="danger" title={`Not deleted: ${deleteError}`} />}
      </>
    ),
    confirmation: (
      <ConfirmModal title={title} message={toDelete?.message ?? null} isBusy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setToDelete(null)} />
    ),
  };
}

interface AdjustmentListProps<T> {
  query: UseQueryResult<T[]>;
  /** The table's name. */
  label: string;
  /** The list as the loading and error texts name it. */
  what: string;
  empty: string;
  headers: string[];
  withActions: boolean;
  /** A table row for each item. */
  children: (rows: T[]) => ReactNode;
}

/** The list while it loads, why it did not, the empty state, or its table. */
export function AdjustmentList<T>({ query, label, what, empty, headers, withActions, children }: AdjustmentListProps<T>) {
  if (query.isPending) return <Spinner size="lg" aria-label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <Alert isInline variant="danger" title={`Could not load ${what}`}>
        {query.error.message}
      </Alert>
    );
  if (query.data.length === 0) return <EmptyState titleText={empty} headingLevel="h3" />;
  return (
    <Table aria-label={label} variant="compact">
      <Thead>
        <Tr>
          {headers.map((header) => (
            <Th key={header}>{header}</Th>
          ))}
          {withActions && <Th screenReaderText="Actions" />}
        </Tr>
      </Thead>
      <Tbody>{children(query.data)}</Tbody>
    </Table>
  );
}
