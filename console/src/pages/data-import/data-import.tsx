import {
  ActionGroup,
  Alert,
  Button,
  Card,
  CardBody,
  CardTitle,
  Content,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Form,
  FormGroup,
  FormHelperText,
  HelperText,
  HelperTextItem,
  PageSection,
  Stack,
} from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import type { ImportLeaveBalancesResult, LeaveBalanceImportFormat } from '@tna/contracts';
import { useState, type ChangeEvent } from 'react';
import { useImportLeaveBalances } from '../../queries/leave-balances-import';
import { ClockingFilesImport } from './clocking-files-import';
import { ClockingImportLog } from './clocking-import-log';
import { readAsBase64, refusalText } from './file-upload.util';

/** The Data Import page (part 2 §2): clocking files and their import log, and the leave balances; each file is checked first, then imported. */
export function DataImportPage() {
  return (
    <>
      <PageSection>
        <Content component="h1">Data Import</Content>
      </PageSection>
      <PageSection isFilled>
        <Stack hasGutter>
          <ClockingFilesImport />
          <ClockingImportLog />
          <LeaveBalancesImport />
        </Stack>
      </PageSection>
    </>
  );
}

interface ChosenFile {
  name: string;
  format: LeaveBalanceImportFormat;
  content: string;
}

const FORMAT_OF_EXTENSION: Readonly<Record<string, LeaveBalanceImportFormat>> = { csv: 'csv', xlsx: 'xlsx' };

/**
 * Leave balances (LEAVE.md §4): choose a CSV or Excel file, Check it (a dry run lists every bad
 * row and what an import would do), then Import. Import is offered once a check of the chosen
 * file found no bad row; the server checks every row again and imports all or nothing.
 */
export function LeaveBalancesImport() {
  const [file, setFile] = useState<ChosenFile>();
  const [fileError, setFileError] = useState<string>();
  const [outcome, setOutcome] = useState<{ dryRun: boolean; result: ImportLeaveBalancesResult }>();
  const run = useImportLeaveBalances();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setOutcome(undefined);
    run.reset();
    setFile(undefined);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const format = FORMAT_OF_EXTENSION[chosen.name.split('.').pop()?.toLowerCase() ?? ''];
    if (!format) {
      setFileError('Choose a .csv or .xlsx file');
      return;
    }
    setFileError(undefined);
    setFile({ name: chosen.name, format, content: await readAsBase64(chosen) });
  };
  const submit = (dryRun: boolean) => {
    if (!file) return;
    setOutcome(undefined);
    run.mutate({ format: file.format, content: file.content, dryRun }, { onSuccess: (result) => setOutcome({ dryRun, result }) });
  };
  const checkedClean = outcome?.dryRun === true && outcome.result.resultCode === 1;

  return (
    <Card>
      <CardTitle component="h2">Leave balances</CardTitle>
      <CardBody>
        <Content component="p">
          One row per balance with the columns Employee Number, Leave Type (name or external ID), Balance (up to 4 decimals) and As-of Date (YYYY-MM-DD or a date
          cell). Each row sets the balance at the start of its as-of date.
        </Content>
        <Form onSubmit={(event) => event.preventDefault()}>
          <FormGroup label="File" fieldId="leave-balances-file">
            <input id="leave-balances-file" type="file" accept=".csv,.xlsx" onChange={(event) => void choose(event)} aria-describedby="leave-balances-file-helper" />
            <FormHelperText>
              <HelperText>
                <HelperTextItem id="leave-balances-file-helper" variant={fileError ? 'error' : 'default'}>
                  {fileError ?? 'CSV (UTF-8, comma or semicolon) or Excel (.xlsx, first worksheet)'}
                </HelperTextItem>
              </HelperText>
            </FormHelperText>
          </FormGroup>
          <ActionGroup>
            <Button variant="secondary" onClick={() => submit(true)} isDisabled={!file || run.isPending} isLoading={run.isPending && run.variables?.dryRun === true}>
              Check
            </Button>
            <Button variant="primary" onClick={() => submit(false)} isDisabled={!checkedClean || run.isPending} isLoading={run.isPending && run.variables?.dryRun === false}>
              Import
            </Button>
          </ActionGroup>
        </Form>
        {run.isError && <Alert variant="danger" isInline title={refusalText(run.error)} />}
        {outcome && <ImportOutcome dryRun={outcome.dryRun} result={outcome.result} />}
      </CardBody>
    </Card>
  );
}

function ImportOutcome({ dryRun, result }: { dryRun: boolean; result: ImportLeaveBalancesResult }) {
  const bad = new Set(result.errors.map((error) => error.row)).size;
  const title =
    result.resultCode === 1
      ? dryRun
        ? 'Check passed: no bad rows. Import to post the balances.'
        : `Imported: ${result.imported} balances set, ${result.unchanged} unchanged.`
      : `${result.resultText}: ${bad} bad ${bad === 1 ? 'row' : 'rows'}.`;
  const counts = [
    { term: 'Rows', value: result.rows },
    { term: dryRun ? 'To import' : 'Imported', value: result.imported },
    { term: 'Unchanged', value: result.unchanged },
    { term: 'Rows with errors', value: bad },
  ];
  return (
    <>
      <Alert variant={result.resultCode === 1 ? 'success' : 'danger'} isInline title={title} />
      <DescriptionList isHorizontal isCompact aria-label="Import counts">
        {counts.map((count) => (
          <DescriptionListGroup key={count.term}>
            <DescriptionListTerm>{count.term}</DescriptionListTerm>
            <DescriptionListDescription>{count.value}</DescriptionListDescription>
          </DescriptionListGroup>
        ))}
      </DescriptionList>
      {result.errors.length > 0 && (
        <Table aria-label="Rows with errors" variant="compact">
          <Thead>
            <Tr>
              <Th>Row</Th>
              <Th>Column</Th>
              <Th>Value</Th>
              <Th>Problem</Th>
            </Tr>
          </Thead>
          <Tbody>
            {result.errors.map((error, index) => (
              <Tr key={index}>
                <Td dataLabel="Row">{error.row}</Td>
                <Td dataLabel="Column">{error.column}</Td>
                <Td dataLabel="Value">{error.value}</Td>
                <Td dataLabel="Problem">{error.why}</Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </>
  );
}
