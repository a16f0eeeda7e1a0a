import { Content, EmptyState, ExpandableSection, Label, PageSection, Toolbar, ToolbarContent, ToolbarItem } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { DELIVERY_STATES, EVENT_KINDS, EVENT_TYPE, type AlertLogEntry, type DeliveryState } from '@tna/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../components/filter-select';
import { ListPagination } from '../../components/list-pagination';
import { QueryRows } from '../../components/query-rows';
import { useAlertLog } from '../../queries/alerts';
import { IdNameSelect } from '../clocking/actions/action-dialog';

const PAGE_SIZE = 20;

/** What each state is called, and how it shows: a dead letter stands out. */
const STATES: Record<DeliveryState, { label: string; status?: 'success' | 'warning' | 'danger' | 'info'; color?: 'grey' }> = {
  pending: { label: 'Pending', status: 'info' },
  retrying: { label: 'Retrying', status: 'warning' },
  sent: { label: 'Sent', status: 'success' },
  dead: { label: 'Dead letter', status: 'danger' },
  skipped: { label: 'Skipped', color: 'grey' },
};
const KIND_LABELS: Record<string, string> = Object.fromEntries(EVENT_KINDS.map((kind) => [kind.value, kind.label]));
const instant = (value: string | null) => (value ? new Date(value).toLocaleString() : '');

/** A message's state; an alert without messages is being planned or had nobody to send to. */
function StateLabel({ item }: { item: AlertLogEntry }) {
  if (item.state === null) return <Label isCompact>{item.plannedAt === null ? 'Being planned' : 'No recipients'}</Label>;
  const state = STATES[item.state];
  return (
    <Label isCompact status={state.status} color={state.color}>
      {state.label}
    </Label>
  );
}

function recipientOf(item: AlertLogEntry): ReactNode {
  if (item.recipientKind === null) return '';
  const who = { employee: 'Employee', user: 'User', test: 'Test' }[item.recipientKind];
  return (
    <>
      {item.address ?? <em>no address</em>}
      <div>
        <small>
          {who} · {item.channel === 'sms' ? 'SMS' : 'E-mail'}
        </small>
      </div>
    </>
  );
}

/**
 * The alert log (docs/alerts.md, "Delivery"): every message of every alert, newest first, with
 * whom it went to, why (event type, kind, cause), its delivery state, attempts and last error;
 * filtered by state (the dead letters above all) and event type, state and page in the address.
 */
export function AlertLogPage() {
  const [params, setParams] = useSearchParams();
  const state = (DELIVERY_STATES as readonly string[]).includes(params.get('state') ?? '') ? (params.get('state') as DeliveryState) : undefined;
  const eventTypeID = params.get('eventTypeID') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Math.max(1, Number(params.get('perPage')) || PAGE_SIZE);
  const log = useAlertLog({ state, eventTypeID: eventTypeID || undefined, pageNumber: page, pageSize });
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: null, ...changes })) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageSection>
        <Content component="h1">Alert Log</Content>
      </PageSection>
      <PageSection isFilled>
        <Toolbar>
          <ToolbarContent>
            <FilterSelect
              id="alert-log-state"
              label="State"
              allLabel="All states"
              value={state ?? ''}
              options={DELIVERY_STATES.map((value) => ({ value, label: STATES[value].label }))}
              onChange={(value) => update({ state: value })}
            />
            <ToolbarItem>
              <IdNameSelect label="Event type" call={EVENT_TYPE.calls.idName} value={eventTypeID} onChange={(value) => update({ eventTypeID: value })} placeholder="All event types" />
            </ToolbarItem>
          </ToolbarContent>
        </Toolbar>
        <Table aria-label="Alert Log" variant="compact" role="table">
          <Thead>
            <Tr>
              <Th modifier="wrap">Decided</Th>
              <Th modifier="wrap">Event type</Th>
              <Th modifier="wrap">Employee</Th>
              <Th modifier="wrap">To</Th>
              <Th modifier="wrap">State</Th>
              <Th modifier="wrap">Attempts</Th>
              <Th modifier="wrap">Sent or last error</Th>
              <Th modifier="wrap">Message</Th>
            </Tr>
          </Thead>
          <Tbody>
            <QueryRows items={log.data?.items} error={log.error} columns={8} what="the alert log" empty={<EmptyState titleText={state || eventTypeID ? 'No alerts match' : 'No alerts yet'} headingLevel="h2" />}>
              {(item) => (
                <Tr key={item.deliveryID ?? item.alertID}>
                  <Td dataLabel="Decided">
                    {instant(item.decidedAt)}
                    <div>
                      <small>Day {item.day}</small>
                    </div>
                  </Td>
                  <Td dataLabel="Event type">
                    {item.eventTypeName ?? <em>deleted</em>} {item.test && <Label isCompact color="purple">Test</Label>}
                    <div>
                      <small>
                        {KIND_LABELS[item.eventKind] ?? item.eventKind}
                        {!item.test && ` · ${item.cause}`}
                      </small>
                    </div>
                  </Td>
                  <Td dataLabel="Employee">{item.employeeName ?? ''}</Td>
                  <Td dataLabel="To">{recipientOf(item)}</Td>
                  <Td dataLabel="State">
                    <StateLabel item={item} />
                  </Td>
                  <Td dataLabel="Attempts">{item.deliveryID ? item.attempts : ''}</Td>
                  <Td dataLabel="Sent or last error" modifier="breakWord">
                    {item.sentAt ? instant(item.sentAt) : item.lastError}
                  </Td>
                  <Td dataLabel="Message" modifier="breakWord">
                    {item.deliveryID && (
                      <ExpandableSection toggleText={item.subject ?? 'Text'}>
                        <pre style={{ whiteSpace: 'pre-wrap' }}>{item.body}</pre>
                      </ExpandableSection>
                    )}
                  </Td>
                </Tr>
              )}
            </QueryRows>
          </Tbody>
        </Table>
        <ListPagination
          page={page}
          pageSize={pageSize}
          total={log.data?.total ?? 0}
          onPage={(next) => update({ page: next === 1 ? null : String(next) })}
          onPageSize={(size) => update({ perPage: String(size) })}
        />
      </PageSection>
    </>
  );
}
