import {
  Alert,
  AlertActionCloseButton,
  Button,
  EmptyState,
  Label,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { READER_COMMAND_STATES, isOpenReaderCommand, type CancelReaderCommandsRequest, type ReaderCommand, type ReaderCommandState } from '@tna/contracts';
import { useState } from 'react';
import { messageOf } from '../../api/client';
import { ConfirmModal } from '../../components/confirm-modal';
import { FilterSelect } from '../../components/filter-select';
import { ListPagination } from '../../components/list-pagination';
import { QueryRows } from '../../components/query-rows';
import { readerTime } from '../../components/reader-time';
import { useFetchScannerNames } from '../../queries/scanners';
import { useCancelReaderCommandsMutation, useFetchReaderCommands } from '../../queries/reader-commands';
import { OPERATION_LABELS } from './reader-operations-labels';

const PAGE_SIZE = 20;

const STATES: Record<ReaderCommandState, { label: string; status?: 'success' | 'danger' | 'info' | 'warning'; color?: 'grey' }> = {
  queued: { label: 'Queued', color: 'grey' },
  sent: { label: 'Sent', status: 'info' },
  succeeded: { label: 'Acknowledged', status: 'success' },
  failed: { label: 'Failed', status: 'danger' },
  cancelled: { label: 'Cancelled', status: 'warning' },
};

/** A cancellation the operator is asked to confirm: what to send, and what it means in words. */
interface PendingCancel {
  request: CancelReaderCommandsRequest;
  question: string;
}

/** The Return codes of the push protocol, as the reader means them. */
const RETURN_CODES: Record<number, string> = { 0: 'done', [-1]: 'bad parameter', [-4]: 'not found', [-5]: 'no space', [-22]: 'unknown command' };

function outcome(item: ReaderCommand): string {
  if (item.returnCode !== null) return `${item.returnCode} (${RETURN_CODES[item.returnCode] ?? 'refused'})`;
  return item.state === 'failed' ? 'no answer' : '';
}

/** An instant of the line on the reader's clock (the zone the api answers for it), blank when it has not happened. */
const lineTime = (instant: string | null, timeZone: string) => (instant ? readerTime(instant, timeZone) : '');

/** Long template lines are cut for the table; the whole line is its tooltip. */
const shortLine = (line: string) => (line.length > 90 ? `${line.slice(0, 90)}…` : line).replace(/\t/g, ' ');

/** The ledger: every line queued for readers, newest first, with each reader's answer. */
export function ReaderCommandsLedger() {
  const [scannerID, setScannerID] = useState('');
  const [state, setState] = useState<ReaderCommandState | ''>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [pendingCancel, setPendingCancel] = useState<PendingCancel | null>(null);
  const readers = useFetchScannerNames();
  const ledger = useFetchReaderCommands({ scannerID: scannerID || undefined, state: state || undefined, pageNumber: page, pageSize });
  const cancel = useCancelReaderCommandsMutation();
  const readerName = readers.data?.find((reader) => reader.id === scannerID)?.name;
  const confirmCancel = () => {
    if (pendingCancel) cancel.mutate(pendingCancel.request, { onSettled: () => setPendingCancel(null) });
  };

  return (
    <>
      {cancel.isSuccess && (
        <Alert
          variant="success"
          isInline
          isLiveRegion
          actionClose={<AlertActionCloseButton onClose={() => cancel.reset()} />}
          title={cancel.data.cancelled.length === 0 ? 'Nothing left to cancel' : `Cancelled ${cancel.data.cancelled.length} ${cancel.data.cancelled.length === 1 ? 'command' : 'commands'}`}
        >
          {cancel.data.cancelled.length === 0 && 'None of them was still queued or sent.'}
        </Alert>
      )}
      {cancel.isError && (
        <Alert variant="danger" isInline isLiveRegion actionClose={<AlertActionCloseButton onClose={() => cancel.reset()} />} title="Not cancelled">
          {messageOf(cancel.error)}
        </Alert>
      )}
      <Toolbar>
        <ToolbarContent>
          <FilterSelect
            id="ledger-reader"
            label="Reader"
            allLabel="All readers"
            value={scannerID}
            options={(readers.data ?? []).map((reader) => ({ value: reader.id, label: reader.name }))}
            onChange={(value) => {
              setScannerID(value);
              setPage(1);
              cancel.reset();
            }}
          />
          <FilterSelect
            id="ledger-state"
            label="State"
            allLabel="All states"
            value={state}
            options={READER_COMMAND_STATES.map((value) => ({ value, label: STATES[value].label }))}
            onChange={(value) => {
              setState(value);
              setPage(1);
              cancel.reset();
            }}
          />
          {scannerID && (
            <ToolbarItem alignSelf="end">
              <Button
                variant="secondary"
                isDanger
                onClick={() =>
                  setPendingCancel({
                    request: { scannerID },
                    question: `Every command still queued or sent for ${readerName ?? 'this reader'} will not be sent (again).`,
                  })
                }
              >
                Cancel open commands
              </Button>
            </ToolbarItem>
          )}
        </ToolbarContent>
      </Toolbar>
      <ConfirmModal
        title="Cancel commands?"
        message={pendingCancel && `${pendingCancel.question} A reader that has already taken a command may still carry it out; its answer is then recorded.`}
        isBusy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setPendingCancel(null)}
        confirmLabel="Cancel commands"
        cancelLabel="Keep them"
      />
      <Table aria-label="Reader commands" variant="compact" role="table">
        <Thead>
          <Tr>
            <Th modifier="wrap">Id</Th>
            <Th modifier="wrap">Reader</Th>
            <Th modifier="wrap">Operation</Th>
            <Th modifier="wrap">State</Th>
            <Th modifier="wrap">Return code</Th>
            <Th modifier="wrap">Queued</Th>
            <Th modifier="wrap">Sent / answered</Th>
            <Th screenReaderText="Actions" />
          </Tr>
        </Thead>
        <Tbody>
          <QueryRows items={ledger.data?.items} error={ledger.error} columns={8} what="the commands" empty={<EmptyState titleText="No commands sent yet" headingLevel="h2" />}>
            {(item) => (
              <Tr key={item.id}>
                <Td dataLabel="Id">{item.id}</Td>
                <Td dataLabel="Reader">{item.scannerName ?? item.serial}</Td>
                <Td dataLabel="Operation">
                  {OPERATION_LABELS[item.command]}
                  <div>
                    <small>
                      <code title={item.line}>{shortLine(item.line)}</code>
                    </small>
                  </div>
                </Td>
                <Td dataLabel="State">
                  <Label isCompact status={STATES[item.state].status} color={STATES[item.state].color}>
                    {STATES[item.state].label}
                  </Label>
                </Td>
                <Td dataLabel="Return code">{outcome(item)}</Td>
                <Td dataLabel="Queued">
                  {lineTime(item.createdAt, item.timeZone)}
                  {item.requestedByName && (
                    <div>
                      <small>by {item.requestedByName}</small>
                    </div>
                  )}
                </Td>
                <Td dataLabel="Sent / answered">
                  {lineTime(item.sentAt, item.timeZone)}
                  {item.attempts > 1 && <small> ({item.attempts} sends)</small>}
                  <div>{lineTime(item.returnedAt, item.timeZone)}</div>
                  {item.state === 'cancelled' && item.cancelledByName && (
                    <div>
                      <small>cancelled by {item.cancelledByName}</small>
                    </div>
                  )}
                </Td>
                <Td dataLabel="Actions">
                  {isOpenReaderCommand(item) && (
                    <Button
                      variant="link"
                      isInline
                      aria-label={`Cancel command ${item.id}`}
                      onClick={() =>
                        setPendingCancel({
                          request: { commandIDs: [item.id] },
                          question: `Command ${item.id} (${OPERATION_LABELS[item.command]}) will not be sent to ${item.scannerName ?? item.serial}${item.state === 'sent' ? ' again' : ''}.`,
                        })
                      }
                    >
                      Cancel
                    </Button>
                  )}
                </Td>
              </Tr>
            )}
          </QueryRows>
        </Tbody>
      </Table>
      <ListPagination page={page} pageSize={pageSize} total={ledger.data?.total ?? 0} onPage={setPage} onPageSize={setPageSize} />
    </>
  );
}
