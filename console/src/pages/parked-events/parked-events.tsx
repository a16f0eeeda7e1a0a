import {
  Alert,
  AlertActionCloseButton,
  Button,
  Content,
  EmptyState,
  Label,
  Modal,
  ModalBody,
  ModalHeader,
  PageSection,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { PARKED_EVENT_SERVICES, type DropParkedEventsResult, type ParkedEvent, type ParkedEventService, type RetryParkedEventsResult } from '@tna/contracts';
import { useEffect, useState } from 'react';
import { messageOf, outcomeUnknown } from '../../api/client';
import { ConfirmModal } from '../../components/confirm-modal';
import { FilterSelect } from '../../components/filter-select';
import { ListPagination } from '../../components/list-pagination';
import { QueryRows } from '../../components/query-rows';
import { readerTime } from '../../components/reader-time';
import { useDropParkedEventsMutation, useFetchParkedEvents, useRetryParkedEventsMutation } from '../../queries/parked-events';

const PAGE_SIZE = 20;

const SERVICE_LABELS: Record<ParkedEventService, string> = { 'time-engine': 'Time engine', alerts: 'Alerts' };

/** What the result of an action says, shown above the list until closed or the next action. */
interface Notice {
  variant: 'success' | 'warning' | 'danger' | 'info';
  title: string;
  body?: string;
}

const whose = (event: ParkedEvent) => event.employee?.name ?? event.key;
/** A handler's message as a sentence, whether or not it ends with a full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** A retry's answer in words; `subject` names whose events they were. */
function retryNotice(result: RetryParkedEventsResult, subject: string, timeZone: string): Notice {
  switch (result.outcome) {
    case 'handled':
      return { variant: 'success', title: `Handled ${plural(result.handled, 'event')} of ${subject}` };
    case 'failed':
      return {
        variant: 'warning',
        title: `The events of ${subject} failed again`,
        body: `${sentence(result.reason ?? 'The handler refused them.')}${result.retryAt ? ` They are tried again at ${readerTime(result.retryAt, timeZone)}.` : ''}`,
      };
    case 'busy':
      return { variant: 'info', title: `The service is trying the events of ${subject} right now`, body: 'The list shows the outcome in a moment.' };
    default:
      return { variant: 'info', title: `Nothing of ${subject} is parked any more`, body: 'The service handled or dropped them meanwhile.' };
  }
}

function dropNotice(result: DropParkedEventsResult, subject: string, timeZone: string): Notice {
  if (result.dropped.length === 0) return { variant: 'info', title: 'Nothing dropped', body: 'The event was handled or dropped meanwhile.' };
  const title = `Dropped ${plural(result.dropped.length, 'event')} of ${subject}`;
  const [retried] = result.retried;
  if (!retried) return { variant: 'success', title };
  const next = retryNotice(retried, subject, timeZone);
  return { variant: next.variant, title, body: `The events waiting behind it: ${next.title.charAt(0).toLowerCase()}${next.title.slice(1)}. ${next.body ?? ''}`.trim() };
}

/** A refusal says so; no answer in time may still have been done, which the list shows. */
function failedNotice(error: Error, refused: string): Notice {
  if (outcomeUnknown(error)) return { variant: 'warning', title: 'No answer in time', body: 'The service may have done it: the list shows what is left, and doing it again is safe.' };
  return { variant: 'danger', title: refused, body: messageOf(error) };
}

/**
 * Parked events (docs/deploy.md "Parked events", setupSystem): events a service set aside because
 * its handler kept failing on them, and the later events of the same employee waiting behind
 * them. The services retry them by themselves; here an operator sees why, retries an employee's
 * events at once (after fixing their cause) or gives one up for good.
 */
export function ParkedEventsPage() {
  const [service, setService] = useState<ParkedEventService | ''>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [shown, setShown] = useState<ParkedEvent | null>(null);
  const [pendingDrop, setPendingDrop] = useState<ParkedEvent | null>(null);
  const list = useFetchParkedEvents({ service: service || undefined, pageNumber: page, pageSize });
  const retry = useRetryParkedEventsMutation();
  const drop = useDropParkedEventsMutation();
  const busy = retry.isPending || drop.isPending;
  const total = list.data?.total ?? 0;
  // The last one of the last page handled or dropped: the page before it, not an empty list that reads "all handled".
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && total > 0 && page > 1) setPage(Math.ceil(total / pageSize));
  }, [list.data, total, page, pageSize]);

  const retryKey = (event: ParkedEvent) => {
    setNotice(null);
    retry.mutate(
      { service: event.service, consumer: event.consumer, key: event.key },
      {
        onSuccess: (result) => setNotice(retryNotice(result, whose(event), event.timeZone)),
        onError: (error) => setNotice(failedNotice(error, 'Not retried')),
      },
    );
  };
  const confirmDrop = () => {
    const event = pendingDrop;
    if (!event) return;
    setNotice(null);
    drop.mutate(
      { service: event.service, consumer: event.consumer, eventIDs: [event.eventID] },
      {
        onSuccess: (result) => setNotice(dropNotice(result, whose(event), event.timeZone)),
        onError: (error) => setNotice(failedNotice(error, 'Not dropped')),
        onSettled: () => setPendingDrop(null),
      },
    );
  };

  return (
    <PageSection>
      <Content component="p">
        A service parks an event when its handler keeps failing on it, so that everyone else's events go on; the employee&apos;s later events wait behind it, in order. The
        service tries them again by itself, each time waiting longer. Retry them now once their cause is fixed, or drop an event that can never be handled.
      </Content>
      {notice && (
        <Alert variant={notice.variant} isInline isLiveRegion title={notice.title} actionClose={<AlertActionCloseButton onClose={() => setNotice(null)} />}>
          {notice.body}
        </Alert>
      )}
      <Toolbar>
        <ToolbarContent>
          <FilterSelect
            id="parked-service"
            label="Service"
            allLabel="All services"
            value={service}
            options={PARKED_EVENT_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] }))}
            onChange={(value) => {
              setService(value);
              setPage(1);
            }}
          />
          <ToolbarItem alignSelf="end">
            <Button variant="secondary" onClick={() => void list.refetch()} isLoading={list.isFetching} isDisabled={list.isFetching}>
              Refresh
            </Button>
          </ToolbarItem>
        </ToolbarContent>
      </Toolbar>
      <Table aria-label="Parked events" variant="compact" role="table">
        <Thead>
          <Tr>
            <Th modifier="wrap">Service</Th>
            <Th modifier="wrap">Event</Th>
            <Th modifier="wrap">Employee</Th>
            <Th modifier="wrap">Why</Th>
            <Th modifier="wrap">Tries</Th>
            <Th modifier="wrap">Parked</Th>
            <Th modifier="wrap">Next try</Th>
            <Th screenReaderText="Actions" />
          </Tr>
        </Thead>
        <Tbody>
          <QueryRows
            items={list.data?.items}
            error={list.error}
            columns={8}
            what="the parked events"
            empty={
              <EmptyState titleText="No parked events" headingLevel="h2" status="success">
                Every event has been handled.
              </EmptyState>
            }
          >
            {(event) => (
              <Tr key={`${event.service} ${event.consumer} ${event.eventID}`}>
                <Td dataLabel="Service">{SERVICE_LABELS[event.service]}</Td>
                <Td dataLabel="Event">
                  {event.eventType}
                  <div>
                    <small>{event.consumer}</small>
                  </div>
                </Td>
                <Td dataLabel="Employee">{whose(event)}</Td>
                <Td dataLabel="Why">
                  {event.heldBehind ? (
                    <Label isCompact color="grey">
                      Waiting behind an earlier event
                    </Label>
                  ) : (
                    <span title={event.reason}>{event.reason.length > 160 ? `${event.reason.slice(0, 160)}…` : event.reason}</span>
                  )}
                </Td>
                <Td dataLabel="Tries">{event.attempts}</Td>
                <Td dataLabel="Parked">{readerTime(event.parkedAt, event.timeZone)}</Td>
                <Td dataLabel="Next try">{readerTime(event.retryAt, event.timeZone)}</Td>
                <Td dataLabel="Actions" isActionCell modifier="nowrap">
                  <Button variant="link" isInline onClick={() => setShown(event)} aria-label={`Show event ${event.eventID}`}>
                    Show
                  </Button>{' '}
                  <Button variant="link" isInline isDisabled={busy} onClick={() => retryKey(event)} aria-label={`Retry the events of ${whose(event)} now`}>
                    Retry now
                  </Button>{' '}
                  <Button variant="link" isInline isDanger isDisabled={busy} onClick={() => setPendingDrop(event)} aria-label={`Drop event ${event.eventID}`}>
                    Drop
                  </Button>
                </Td>
              </Tr>
            )}
          </QueryRows>
        </Tbody>
      </Table>
      <ListPagination page={page} pageSize={pageSize} total={total} onPage={setPage} onPageSize={setPageSize} />
      <Modal variant="medium" isOpen={shown !== null} onClose={() => setShown(null)} aria-labelledby="parked-event-title">
        <ModalHeader title={shown ? `${shown.eventType} of ${whose(shown)}` : ''} labelId="parked-event-title" />
        <ModalBody>
          <Content component="p">{shown?.reason}</Content>
          <pre aria-label="The event's payload">{shown && JSON.stringify(shown.payload, null, 2)}</pre>
        </ModalBody>
      </Modal>
      <ConfirmModal
        title="Drop this event?"
        message={
          pendingDrop &&
          `The ${pendingDrop.eventType} of ${whose(pendingDrop)} will never be handled, and whatever it would have changed stays as it is. The events it held up are tried at once.`
        }
        isBusy={drop.isPending}
        onConfirm={confirmDrop}
        onCancel={() => setPendingDrop(null)}
        confirmLabel="Drop event"
        cancelLabel="Keep it"
      />
    </PageSection>
  );
}
