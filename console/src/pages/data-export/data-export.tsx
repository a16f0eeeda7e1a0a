import { ActionGroup, Alert, Button, Checkbox, Content, EmptyState, Form, FormGroup, List, ListItem, PageSection, Stack, StackItem, TextInput, Title } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { PAYROLL, type DataExport, type DataExportJobResult, type ExportToPayrollRequest } from '@tna/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { DownloadButton } from '../../components/download-button';
import { JobProgress } from '../../components/job-progress';
import { ListPagination } from '../../components/list-pagination';
import { useJob } from '../../queries/jobs';
import { useDataExports, useRefreshDataExports, useStartExport, useTemplateParameters } from '../../queries/payroll-export';
import { IdNameSelect } from '../clocking/actions/action-dialog';
import { decimalHours } from '../payroll-calculator/payroll-calculator';

type ExportForm = Required<Omit<ExportToPayrollRequest, 'templateID'>> & { templateID: string };

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The Data Export page (part 2 §2, docs/payroll.md "Export"): from, to, payroll, approved hours
 * only, hours not yet exported, the export template (its parameters shown) and a full export;
 * Export runs the job with its progress and offers the file; the past exports below can be
 * downloaded again. Files come with the session's token, never by a plain link.
 */
export function DataExportPage() {
  const [form, setForm] = useState<ExportForm>({ payrollID: '', from: '', to: '', approvedOnly: true, notYetExported: true, full: false, templateID: '' });
  const [jobID, setJobID] = useState<string>();
  const start = useStartExport();
  const ready = form.payrollID !== '' && form.from !== '' && form.to !== '' && form.templateID !== '';
  const set = (change: Partial<ExportForm>) => setForm((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setJobID(undefined);
    start.mutate(form, { onSuccess: (answer) => setJobID(answer.jobID) });
  };

  return (
    <>
      <PageSection>
        <Content component="h1">Data Export</Content>
      </PageSection>
      <PageSection isFilled>
        <Stack hasGutter>
          <StackItem>
            <Form onSubmit={submit} isHorizontal maxWidth="44rem">
              <FormGroup label="From" fieldId="export-from">
                <TextInput id="export-from" type="date" value={form.from} onChange={(_event, from) => set({ from })} />
              </FormGroup>
              <FormGroup label="To" fieldId="export-to">
                <TextInput id="export-to" type="date" value={form.to} onChange={(_event, to) => set({ to })} />
              </FormGroup>
              <IdNameSelect label="Payroll" call={PAYROLL.calls.idName} value={form.payrollID} onChange={(payrollID) => set({ payrollID })} placeholder="Choose a payroll" />
              <Checkbox id="export-approved-only" label="Approved hours only" isChecked={form.approvedOnly} onChange={(_event, approvedOnly) => set({ approvedOnly })} />
              <Checkbox id="export-not-yet-exported" label="Hours not yet exported" isChecked={form.notYetExported} onChange={(_event, notYetExported) => set({ notYetExported })} />
              <IdNameSelect label="Export template" call="GetDataExportTemplates_IDName" value={form.templateID} onChange={(templateID) => set({ templateID })} placeholder="Choose a template" />
              <TemplateParameters templateID={form.templateID} />
              <Checkbox
                id="export-full"
                label="Full export"
                description="Send days exported before in full, not only what changed since"
                isChecked={form.full}
                onChange={(_event, full) => set({ full })}
              />
              <ActionGroup>
                <Button type="submit" variant="primary" isDisabled={!ready || start.isPending} isLoading={start.isPending}>
                  Export
                </Button>
              </ActionGroup>
            </Form>
          </StackItem>
          <StackItem>
            {start.isError && <Alert variant="danger" isInline title={refusalText(start.error)} />}
            {jobID && <ExportRun jobID={jobID} />}
          </StackItem>
          <StackItem>
            <PastExports />
          </StackItem>
        </Stack>
      </PageSection>
    </>
  );
}

function refusalText(error: Error): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown; error?: unknown } | undefined) : undefined;
  for (const text of [body?.message, body?.error]) if (typeof text === 'string') return text;
  return error.message;
}

function TemplateParameters({ templateID }: { templateID: string }) {
  const parameters = useTemplateParameters(templateID);
  if (templateID === '' || !parameters.data) return null;
  return (
    <FormGroup label="Template parameters" fieldId="export-template-parameters">
      {parameters.data.length === 0 ? (
        <Content component="p">None: the template needs nothing from the payroll's parameters.</Content>
      ) : (
        <List aria-label="Template parameters">
          {parameters.data.map((parameter) => (
            <ListItem key={parameter.type}>
              {`${parameter.type}: ${parameter.label}${parameter.required ? ' (required)' : ''}`}
            </ListItem>
          ))}
        </List>
      )}
    </FormGroup>
  );
}

/** The running export: its progress, then its totals and the file to save. */
function ExportRun({ jobID }: { jobID: string }) {
  const { data: job } = useJob(jobID);
  const refresh = useRefreshDataExports();
  const result = job?.state === 'succeeded' ? (job.result as DataExportJobResult) : undefined;
  const exportID = result?.exportID;
  useEffect(() => {
    if (exportID) void refresh();
  }, [exportID, refresh]);
  return (
    <Stack hasGutter>
      <JobProgress jobID={jobID} title="Export" />
      {result && (
        <>
          <Content component="p">{`${result.rows} line${result.rows === 1 ? '' : 's'} exported${result.delta ? ' (changes since the last export)' : ''}.`}</Content>
          <Totals totals={result.totals} label="Export totals" />
          <DownloadButton url={result.downloadUrl} label="Download the file" />
        </>
      )}
    </Stack>
  );
}

function Totals({ totals, label }: { totals: DataExportJobResult['totals']; label: string }) {
  if (totals.length === 0) return null;
  return (
    <Table aria-label={label} variant="compact">
      <Thead>
        <Tr>
          <Th>Pay code</Th>
          <Th>Hours</Th>
          <Th>Amount</Th>
        </Tr>
      </Thead>
      <Tbody>
        {totals.map((total) => (
          <Tr key={total.payCode}>
            <Td dataLabel="Pay code">{total.payCode}</Td>
            <Td dataLabel="Hours">{decimalHours(total.minutes)}</Td>
            <Td dataLabel="Amount">{money.format(total.amount)}</Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}

function PastExports() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const exports = useDataExports(page, pageSize);
  if (exports.isError) return <Alert variant="danger" isInline title={`Cannot list the past exports: ${exports.error.message}`} />;
  if (!exports.data) return null;
  return (
    <Stack hasGutter>
      <Title headingLevel="h2">Past exports</Title>
      {exports.data.total === 0 ? (
        <EmptyState titleText="No exports yet" headingLevel="h3" />
      ) : (
        <>
          <Table aria-label="Past exports" variant="compact">
            <Thead>
              <Tr>
                <Th>Made</Th>
                <Th>By</Th>
                <Th>Payroll</Th>
                <Th>Range</Th>
                <Th>Template</Th>
                <Th>Lines</Th>
                <Th>Kind</Th>
                <Th>File</Th>
              </Tr>
            </Thead>
            <Tbody>
              {exports.data.items.map((item: DataExport) => (
                <Tr key={item.id}>
                  <Td dataLabel="Made">{new Date(item.createdAt).toLocaleString()}</Td>
                  <Td dataLabel="By">{item.createdByName ?? ''}</Td>
                  <Td dataLabel="Payroll">{item.payrollName}</Td>
                  <Td dataLabel="Range">{`${item.from} to ${item.to}`}</Td>
                  <Td dataLabel="Template">{item.templateName}</Td>
                  <Td dataLabel="Lines">{item.rows}</Td>
                  <Td dataLabel="Kind">{item.full ? 'Full' : item.delta ? 'Changes' : 'New hours'}</Td>
                  <Td dataLabel="File">
                    <DownloadButton url={item.downloadUrl} label={item.fileName} />
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
          <ListPagination page={page} pageSize={pageSize} total={exports.data.total} onPage={setPage} onPageSize={setPageSize} />
        </>
      )}
    </Stack>
  );
}
