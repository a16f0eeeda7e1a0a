import {
  Button,
  Content,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  EmptyState,
  Label,
  PageSection,
  Spinner,
} from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { READER_QUARANTINE_LIMIT, type ReaderStatus, type Scanner, type ScannerListItem } from '@tna/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ListPage, useListParams } from '../../components/list-page';
import { useDeleteScannerMutation, useFetchReaderQuarantine, useFetchReaderStatus, useFetchScanner, useFetchScanners } from '../../queries/scanners';
import { QueryRows } from '../../components/query-rows';
import { readerTime } from '../../components/reader-time';
import { READER_ADD_PATH, readerEditPath, readerViewPath } from './reader-paths';

const CONNECTION_NAMES: Record<Scanner['connection'], string> = { push: 'Push', pull: 'Pull', file: 'File' };

/** Online, Offline, or nothing for a file reader, which is never contacted. */
function OnlineLabel({ online }: { online: boolean | null }) {
  if (online === null) return <>—</>;
  return online ? <Label color="green">Online</Label> : <Label color="red">Offline</Label>;
}

/** The biometric readers (Settings → System & Security): where each stands, how it is reached, whether it is online, and its quarantined lines. */
export function ReaderListPage() {
  const navigate = useNavigate();
  const params = useListParams({ sortBy: 'name' });
  const list = useFetchScanners(params.request);
  const remove = useDeleteScannerMutation();
  return (
    <ListPage<ScannerListItem>
      title="Biometric Readers"
      noun="Biometric Reader"
      columns={[
        { title: 'Name', cell: (row) => <Link to={readerViewPath(row.id)}>{row.name}</Link>, sortKey: 'name' },
        { title: 'External ID', cell: (row) => row.externalId, sortKey: 'externalId' },
        { title: 'Make', cell: (row) => row.make, sortKey: 'make' },
        { title: 'Type', cell: (row) => row.type, sortKey: 'type' },
        { title: 'Connection', cell: (row) => CONNECTION_NAMES[row.connection], sortKey: 'connection' },
        { title: 'Location', cell: (row) => row.locationName ?? '', sortKey: 'locationName' },
        { title: 'Status', cell: (row) => <OnlineLabel online={row.online} /> },
        { title: 'Last contact', cell: (row) => (row.lastContactAt ? readerTime(row.lastContactAt, row.effectiveTimeZone) : 'Never'), sortKey: 'lastContactAt' },
        { title: 'Quarantined lines', cell: (row) => row.quarantineCount, sortKey: 'quarantineCount' },
      ]}
      nameOf={(row) => row.name}
      params={params}
      list={list}
      remove={remove}
      onAdd={() => navigate(READER_ADD_PATH)}
      onEdit={(row) => navigate(readerEditPath(row.id))}
      deleteMessage={(row) => `Biometric reader “${row.name}” will be deleted. A reader that has sent clockings, or sits in a reader group, is kept.`}
      searchPlaceholder="Search by name, external ID, make or IP address"
    />
  );
}

/** A value of the status list, or a dash when the reader has not said it. */
const orDash = (value: ReactNode | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** Seconds of drift as people read them: "2 min 5 s ahead", "in step". */
export function driftText(seconds: number): string {
  if (seconds === 0) return 'In step';
  const size = Math.abs(seconds);
  const amount = size >= 60 ? `${Math.floor(size / 60)} min ${size % 60} s` : `${size} s`;
  return `${amount} ${seconds > 0 ? 'ahead' : 'behind'}`;
}

/** A pull reader's last pull, and while it keeps failing why, how often and when it is tried again. */
function pullRows(status: ReaderStatus, at: (instant: string | null) => string | null): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [['Last pull', status.lastPullAt ? at(status.lastPullAt) : 'Never']];
  if (status.lastPullError) {
    rows.push(['Pull error', `${status.lastPullError} (${status.pullFailures ?? 0} in a row)`], ['Next attempt', orDash(at(status.nextPullAttemptAt))]);
  }
  return rows;
}

function StatusList({ status }: { status: ReaderStatus }) {
  const at = (instant: string | null) => (instant ? readerTime(instant, status.timeZone) : null);
  const rows: [string, ReactNode][] = [
    ['Status', <OnlineLabel key="online" online={status.online} />],
    ['Last contact', status.lastContactAt ? at(status.lastContactAt) : 'Never'],
    ['Firmware', orDash(status.firmware)],
    ['Users', orDash(status.users)],
    ['Fingerprints', orDash(status.fingerprints)],
    ['Attendance records', orDash(status.logs)],
    ['Reported IP address', orDash(status.reportedIp)],
    ['INFO received', orDash(at(status.infoReportedAt))],
    ['Clock drift', status.clockDriftSeconds === null ? '—' : driftText(status.clockDriftSeconds)],
    ...(status.connection === 'pull' ? pullRows(status, at) : []),
  ];
  return (
    <DescriptionList isHorizontal aria-label="Reader status">
      {rows.map(([term, value]) => (
        <DescriptionListGroup key={term}>
          <DescriptionListTerm>{term}</DescriptionListTerm>
          <DescriptionListDescription>{value}</DescriptionListDescription>
        </DescriptionListGroup>
      ))}
    </DescriptionList>
  );
}

/** A reader's page: its status (last contact, INFO, clock drift, online) and the lines it sent that were answered OK but could not be taken. */
export function ReaderPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const reader = useFetchScanner(id);
  const status = useFetchReaderStatus(id);
  const quarantine = useFetchReaderQuarantine(id);
  const timeZone = reader.data?.effectiveTimeZone;
  // Shown once the reader's zone is known: its times are on the reader's clock.
  const quarantined = timeZone ? quarantine.data?.map((entry) => ({ ...entry, received: readerTime(entry.receivedAt, timeZone) })) : undefined;

  let statusBody: ReactNode;
  if (status.data) statusBody = <StatusList status={status.data} />;
  else if (status.isError) statusBody = <Content component="p">Could not load the reader's status: {status.error.message}</Content>;
  else statusBody = <Spinner aria-label="Loading the reader's status" />;

  return (
    <>
      <PageSection>
        <Content component="h1">{reader.data?.name ?? 'Biometric reader'}</Content>
        {reader.data && (
          <Content component="p">
            {reader.data.make} {reader.data.model ?? ''} · {reader.data.externalId} · {CONNECTION_NAMES[reader.data.connection]} · times in the reader's zone, {reader.data.effectiveTimeZone}
          </Content>
        )}
        {id && (
          <Button variant="secondary" onClick={() => navigate(readerEditPath(id))}>
            Edit
          </Button>
        )}
      </PageSection>
      <PageSection>
        <Content component="h2">Status</Content>
        {statusBody}
      </PageSection>
      <PageSection isFilled>
        <Content component="h2">Quarantined lines</Content>
        <Content component="p">Lines this reader sent that could not be taken. The reader was answered OK, so it moved on; nothing here is retried.</Content>
        {quarantined?.length === READER_QUARANTINE_LIMIT && (
          <Content component="p">
            The newest {READER_QUARANTINE_LIMIT.toLocaleString('en')} lines are shown; the readers list counts them all.
          </Content>
        )}
        <Table aria-label="Quarantined lines" variant="compact" role="table">
          <Thead>
            <Tr>
              <Th>Received</Th>
              <Th>Line</Th>
              <Th>Reason</Th>
            </Tr>
          </Thead>
          <Tbody>
            <QueryRows items={quarantined} error={quarantine.error} columns={3} what="quarantined lines" empty={<EmptyState titleText="No quarantined lines" headingLevel="h2" />}>
              {(entry, index) => (
                <Tr key={index}>
                  <Td dataLabel="Received">{entry.received}</Td>
                  <Td dataLabel="Line">
                    <code style={{ whiteSpace: 'pre-wrap' }}>{entry.line}</code>
                  </Td>
                  <Td dataLabel="Reason">{entry.reason}</Td>
                </Tr>
              )}
            </QueryRows>
          </Tbody>
        </Table>
      </PageSection>
    </>
  );
}
