import { ActionGroup, Alert, Button, Content, Form, FormGroup, FormSelect, FormSelectOption, PageSection, Radio, Stack, StackItem, TextInput } from '@patternfly/react-core';
import { REPORT_FAILURE_TEXT, REPORT_GROUPINGS, REPORT_OUTPUTS, type ReportFile, type ReportGrouping, type ReportOutput } from '@tna/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { DownloadButton } from '../../components/download-button';
import { ALL_EMPLOYEES, EmployeeSelection, isSelectionComplete } from '../../components/employee-selection';
import { JobProgress } from '../../components/job-progress';
import { useJob } from '../../queries/jobs';
import { useGenerateReport, useReportDefaults } from '../../queries/reports';
import { thisWeek } from '../clocking/clocking-toolbar';
import { ReportOptionField } from './report-option-field';
import { GROUPING_LABELS, OUTPUT_LABELS, type ReportDescription } from './report-pages';
import { formProblem, initialOptions, reportRequestBody, withNow, type ReportForm } from './report-request';

/**
 * One report page (`/reports/<route>`, docs/reports.md "Console"), the same for every report: the
 * shared options (period, employees, grouped by, heading, output), then the report's own from its
 * description; Generate starts the job, whose progress shows until the file can be downloaded.
 */
export function ReportPage({ report }: { report: ReportDescription }) {
  const [form, setForm] = useState<ReportForm>(() => ({ ...thisWeek(), selection: ALL_EMPLOYEES, groupBy: '', heading: '', output: 'pdf', options: initialOptions(report) }));
  const [jobID, setJobID] = useState<string>();
  const generate = useGenerateReport(report.call);
  const wantsNow = report.options.some((option) => (option.kind === 'date' || option.kind === 'time') && option.defaultNow);
  const installation = useReportDefaults(wantsNow).data;
  // "Now" once the installation's zone is known: the browser's zone may be another.
  useEffect(() => {
    if (installation) setForm((current) => ({ ...current, options: withNow(report, current.options, installation.timeZone, new Date()) }));
  }, [installation, report]);
  const set = (change: Partial<ReportForm>) => setForm((current) => ({ ...current, ...change }));
  const problem = formProblem(report, form) ?? (isSelectionComplete(form.selection) ? null : 'Choose the employees');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || generate.isPending) return;
    setJobID(undefined);
    generate.mutate(reportRequestBody(report, form), { onSuccess: (answer) => setJobID(answer.jobID) });
  };

  return (
    <>
      <PageSection>
        <Content component="h1">{report.title}</Content>
      </PageSection>
      <PageSection isFilled>
        <Stack hasGutter>
          <StackItem>
            <Form onSubmit={submit} isHorizontal maxWidth="48rem" aria-label={`${report.title} options`}>
              {report.period?.kind !== 'day' && (
                <>
                  <FormGroup label="From" fieldId="report-from">
                    <TextInput id="report-from" type="date" value={form.from} onChange={(_event, from) => set({ from })} />
                  </FormGroup>
                  <FormGroup label="To" fieldId="report-to">
                    <TextInput id="report-to" type="date" value={form.to} onChange={(_event, to) => set({ to })} />
                  </FormGroup>
                </>
              )}
              <EmployeeSelection value={form.selection} onChange={(selection) => set({ selection })} />
              {report.options.map((option) => (
                <ReportOptionField key={option.name} option={option} value={form.options[option.name]} onChange={(value) => set({ options: { ...form.options, [option.name]: value } })} />
              ))}
              <FormGroup label="Grouped by" fieldId="report-group-by">
                <FormSelect id="report-group-by" value={form.groupBy} onChange={(_event, groupBy) => set({ groupBy: groupBy as ReportGrouping | '' })}>
                  <FormSelectOption value="" label="No grouping" />
                  {REPORT_GROUPINGS.map((grouping) => (
                    <FormSelectOption key={grouping} value={grouping} label={GROUPING_LABELS[grouping]} />
                  ))}
                </FormSelect>
              </FormGroup>
              <FormGroup label="Report heading" fieldId="report-heading">
                <TextInput id="report-heading" value={form.heading} maxLength={200} placeholder={report.title} onChange={(_event, heading) => set({ heading })} />
              </FormGroup>
              <FormGroup label="Output" role="radiogroup" fieldId="report-output" isInline>
                {REPORT_OUTPUTS.map((output) => (
                  <Radio key={output} id={`report-output-${output}`} name="report-output" label={OUTPUT_LABELS[output]} isChecked={form.output === output} onChange={() => set({ output: output as ReportOutput })} />
                ))}
              </FormGroup>
              <ActionGroup>
                <Button type="submit" variant="primary" isDisabled={problem !== null || generate.isPending} isLoading={generate.isPending}>
                  Generate
                </Button>
                {problem && <Content component="small">{problem}</Content>}
              </ActionGroup>
            </Form>
          </StackItem>
          <StackItem>
            {generate.isError && <Alert variant="danger" isInline title={refusalText(generate.error)} />}
            {jobID && <ReportRun key={jobID} jobID={jobID} title={report.title} />}
          </StackItem>
        </Stack>
      </PageSection>
    </>
  );
}

/** The api's reason for a refused request: its field message (a 400 names the field), else its error. */
function refusalText(error: Error): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' ? body.message : error.message;
}

/** The running report: its progress, then the file to download, or the specification's failure text. */
function ReportRun({ jobID, title }: { jobID: string; title: string }) {
  const { data: job } = useJob(jobID);
  const file = job?.state === 'succeeded' ? (job.result as ReportFile) : undefined;
  return (
    <Stack hasGutter>
      <StackItem>
        <JobProgress jobID={jobID} title={title} />
      </StackItem>
      {job?.state === 'failed' && (
        <StackItem>
          <Alert variant="danger" isInline title={REPORT_FAILURE_TEXT} />
        </StackItem>
      )}
      {file && (
        <StackItem>
          <Content component="p">{`${file.fileName}: ${file.rows} row${file.rows === 1 ? '' : 's'}.`}</Content>
          <DownloadButton url={file.downloadUrl} label="Download" />
        </StackItem>
      )}
    </Stack>
  );
}
