import { Button, Card, CardBody, CardTitle, Content, Modal, ModalBody, ModalHeader } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import type { ClockingImport, JobStateName } from '@tna/contracts';
import { useState } from 'react';
import { readerTime } from '../../components/reader-time';
import { useFetchClockingImport, useFetchClockingImports } from '../../queries/clocking-files';
import { BadRowsTable } from './clocking-files-import';

const STATE_TEXT: Readonly<Record<JobStateName, string>> = { queued: 'Waiting', running: 'Importing', succeeded: 'Done', failed: 'Failed', cancelled: 'Cancelled' };
const PAGE_SIZE = 20;


/** The import log (part 2 §2): each clocking file imported, newest first, and a file's bad rows on request. */
export function ClockingImportLog() {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<ClockingImport>();
  const log = useFetchClockingImports({ pageNumber: page, pageSize: PAGE_SIZE });
  const items = log.data?.items ?? [];
  const total = log.data?.total ?? 0;
  return (
    <Card>
      <CardTitle component="h2">Import log</CardTitle>
      <CardBody>
        {log.data && total === 0 ? (
          <Content component="p">No clocking file has been imported yet.</Content>
        ) : (
          <Table aria-label="Import log" variant="compact">
            <Thead>
              <Tr>
                <Th>Imported</Th>
                <Th>File</Th>
                <Th>Reader</Th>
                <Th>By</Th>
                <Th>State</Th>
                <Th>Rows</Th>
                <Th>Stored</Th>
                <Th>Already stored</Th>
                <Th>Bad rows</Th>
              </Tr>
            </Thead>
            <Tbody>
              {items.map((entry) => (
                <Tr key={entry.id}>
                  <Td dataLabel="Imported">{readerTime(entry.createdAt, entry.timeZone)}</Td>
                  <Td dataLabel="File">{entry.fileName}</Td>
                  <Td dataLabel="Reader">{entry.scannerName ?? '(deleted reader)'}</Td>
                  <Td dataLabel="By">{entry.requestedByName ?? ''}</Td>
                  <Td dataLabel="State">{STATE_TEXT[entry.state]}</Td>
                  <Td dataLabel="Rows">{entry.rows}</Td>
                  <Td dataLabel="Stored">{entry.stored}</Td>
                  <Td dataLabel="Already stored">{entry.alreadyStored}</Td>
                  <Td dataLabel="Bad rows">
                    {entry.bad > 0 ? (
                      <Button variant="link" isInline onClick={() => setShown(entry)} aria-label={`Bad rows of ${entry.fileName}`}>
                        {entry.bad}
                      </Button>
                    ) : (
                      0
                    )}
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
        )}
        {total > PAGE_SIZE && (
          <Content component="p">
            <Button variant="link" isDisabled={page === 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            Page {page} of {Math.ceil(total / PAGE_SIZE)}
            <Button variant="link" isDisabled={page * PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </Content>
        )}
        {shown && <BadRowsModal entry={shown} onClose={() => setShown(undefined)} />}
      </CardBody>
    </Card>
  );
}

function BadRowsModal({ entry, onClose }: { entry: ClockingImport; onClose: () => void }) {
  const detail = useFetchClockingImport(entry.id);
  return (
    <Modal isOpen onClose={onClose} variant="medium" aria-labelledby="bad-rows-title">
      <ModalHeader title={`Bad rows of ${entry.fileName}`} labelId="bad-rows-title" />
      <ModalBody>{detail.data ? <BadRowsTable rows={detail.data.badRows} /> : 'Loading'}</ModalBody>
    </Modal>
  );
}
