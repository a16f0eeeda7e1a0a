import { Bullseye, Content, EmptyState, PageSection, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ListPage, useListParams } from '../../components/list-page';
import type { ScannerListItem } from '@tna/contracts';
import { useFetchReaderQuarantine, useFetchScannerNames, useFetchScanners } from '../../queries/scanners';

const readerPath = (id: string) => `/settings/reader/${id}`;

/** The biometric readers, each with the count of lines it sent that could not be taken. */
export function ReaderListPage() {
  const params = useListParams({ sortBy: 'name' });
  const list = useFetchScanners(params.request);
  return (
    <ListPage<ScannerListItem>
      title="Biometric Readers"
      noun="Biometric Reader"
      columns={[
        { title: 'Name', cell: (row) => <Link to={readerPath(row.id)}>{row.name}</Link>, sortKey: 'name' },
        { title: 'Serial number', cell: (row) => row.externalId, sortKey: 'externalId' },
        { title: 'Make', cell: (row) => row.make, sortKey: 'make' },
        { title: 'Type', cell: (row) => row.type },
        { title: 'Quarantined lines', cell: (row) => row.quarantineCount, sortKey: 'quarantineCount' },
      ]}
      nameOf={(row) => row.name}
      params={params}
      list={list}
    />
  );
}

/** A reader's page: the lines it sent that were answered OK but could not be taken, and why. */
export function ReaderPage() {
  const { id } = useParams();
  const names = useFetchScannerNames();
  const quarantine = useFetchReaderQuarantine(id);
  const name = names.data?.find((reader) => reader.id === id)?.name ?? 'Biometric reader';

  const wholeRow = (content: ReactNode) => (
    <Tr>
      <Td colSpan={3}>
        <Bullseye>{content}</Bullseye>
      </Td>
    </Tr>
  );
  let body: ReactNode;
  if (quarantine.data) {
    body =
      quarantine.data.length === 0
        ? wholeRow(<EmptyState titleText="No quarantined lines" headingLevel="h2" />)
        : quarantine.data.map((entry, index) => (
            <Tr key={index}>
              <Td dataLabel="Received (UTC)">{entry.receivedAt.slice(0, 19).replace('T', ' ')}</Td>
              <Td dataLabel="Line">
                <code style={{ whiteSpace: 'pre-wrap' }}>{entry.line}</code>
              </Td>
              <Td dataLabel="Reason">{entry.reason}</Td>
            </Tr>
          ));
  } else if (quarantine.isError) {
    body = wholeRow(
      <EmptyState titleText="Could not load quarantined lines" headingLevel="h2" status="danger">
        {quarantine.error.message}
      </EmptyState>,
    );
  } else {
    body = wholeRow(<Spinner aria-label="Loading quarantined lines" />);
  }

  return (
    <>
      <PageSection>
        <Content component="h1">{name}</Content>
        <Content component="p">Lines this reader sent that could not be taken. The reader was answered OK, so it moved on; nothing here is retried.</Content>
      </PageSection>
      <PageSection isFilled>
        <Table aria-label="Quarantined lines" variant="compact" role="table">
          <Thead>
            <Tr>
              <Th>Received (UTC)</Th>
              <Th>Line</Th>
              <Th>Reason</Th>
            </Tr>
          </Thead>
          <Tbody>{body}</Tbody>
        </Table>
      </PageSection>
    </>
  );
}
