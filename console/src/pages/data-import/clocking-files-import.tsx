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
  FormSelect,
  FormSelectOption,
  Grid,
  GridItem,
  HelperText,
  HelperTextItem,
  TextInput,
} from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import {
  CLOCKING_FILE_DATE_FORMATS,
  clockingFileTooLarge,
  DEFAULT_CLOCKING_FILE_MAPPING,
  MAX_CLOCKING_FILE_BYTES,
  type ClockingFileDelimiter,
  type ClockingFileKind,
  type ClockingFileMapping,
  type UploadClockingFileResult,
} from '@tna/contracts';
import { useEffect, useState, type ChangeEvent } from 'react';
import { JobProgress } from '../../components/job-progress';
import { useFetchClockingFileMapping, useUploadClockingFile } from '../../queries/clocking-files';
import { useFetchScannerNames } from '../../queries/scanners';
import { readAsBase64, refusalText } from './file-upload.util';

const KIND_TEXT: Readonly<Record<ClockingFileKind, string>> = {
  'zk-attlog': 'ZK attendance log (attlog.dat)',
  morpho: 'Sagem/Morpho delimited text',
};
const DELIMITER_TEXT: Readonly<Record<ClockingFileDelimiter, string>> = { comma: 'Comma (,)', semicolon: 'Semicolon (;)', tab: 'Tab' };
/** The mapping's column fields, with their labels; the optional ones may be left blank. */
const COLUMNS: readonly { key: 'userIdColumn' | 'dateTimeColumn' | 'timeColumn' | 'deviceIdColumn' | 'functionKeyColumn'; label: string; blank?: string }[] = [
  { key: 'userIdColumn', label: 'User ID column' },
  { key: 'dateTimeColumn', label: 'Date-time column' },
  { key: 'timeColumn', label: 'Time column', blank: 'Blank: the time is in the date column' },
  { key: 'deviceIdColumn', label: 'Device ID column', blank: "Blank: rows are not checked against the reader's serial number" },
  { key: 'functionKeyColumn', label: 'Function key column', blank: 'Blank: no IN/OUT key in the file' },
];

interface ChosenFile {
  name: string;
  content: string;
}

/**
 * Clocking files (docs/readers.md "Clocking files"): choose the reader and the kind of file (a
 * Morpho file with its column mapping, prefilled with the reader's saved one), Check it (a dry run
 * lists every bad row and the counts), then Import: a job stores the new clockings while its
 * progress shows; the mapping used is saved for the reader.
 */
export function ClockingFilesImport() {
  const readers = useFetchScannerNames();
  const [scannerID, setScannerID] = useState('');
  const [kind, setKind] = useState<ClockingFileKind>('zk-attlog');
  const [mapping, setMapping] = useState<ClockingFileMapping>({ ...DEFAULT_CLOCKING_FILE_MAPPING });
  const [file, setFile] = useState<ChosenFile>();
  const [fileError, setFileError] = useState<string>();
  const [outcome, setOutcome] = useState<{ dryRun: boolean; result: UploadClockingFileResult }>();
  const saved = useFetchClockingFileMapping(kind === 'morpho' && scannerID ? scannerID : undefined);
  const run = useUploadClockingFile();

  useEffect(() => {
    if (saved.data) setMapping(saved.data.mapping);
  }, [saved.data]);

  const changed = () => {
    setOutcome(undefined);
    run.reset();
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    changed();
    setFile(undefined);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (chosen.size > MAX_CLOCKING_FILE_BYTES) {
      setFileError(clockingFileTooLarge(chosen.size));
      return;
    }
    setFileError(undefined);
    setFile({ name: chosen.name, content: await readAsBase64(chosen) });
  };
  const setColumn = (key: (typeof COLUMNS)[number]['key'], text: string) => {
    changed();
    const value = text.trim() === '' ? null : Number(text);
    setMapping((current) => ({ ...current, [key]: value }));
  };
  const submit = (dryRun: boolean) => {
    if (!file || !scannerID) return;
    setOutcome(undefined);
    const request = { scannerID, kind, fileName: file.name, content: file.content, dryRun, ...(kind === 'morpho' ? { mapping } : {}) };
    run.mutate(request, { onSuccess: (result) => setOutcome({ dryRun, result }) });
  };
  const checked = outcome?.dryRun === true && outcome.result.new > 0;

  return (
    <Card>
      <CardTitle component="h2">Clocking files</CardTitle>
      <CardBody>
        <Content component="p">
          A ZK reader&apos;s attendance log (attlog.dat, copied to a USB stick) or a Sagem/Morpho export. Clockings already stored, from the reader itself or an
          earlier file, are not stored again; rows that cannot be read are listed and skipped.
        </Content>
        <Form onSubmit={(event) => event.preventDefault()}>
          <Grid hasGutter md={6}>
            <GridItem>
              <FormGroup label="Reader" fieldId="clocking-file-reader">
                <FormSelect
                  id="clocking-file-reader"
                  value={scannerID}
                  onChange={(_event, value) => {
                    changed();
                    setScannerID(value);
                  }}
                >
                  <FormSelectOption value="" label="Choose the reader the file comes from" isPlaceholder />
                  {(readers.data ?? []).map((reader) => (
                    <FormSelectOption key={reader.id} value={reader.id} label={reader.name} />
                  ))}
                </FormSelect>
              </FormGroup>
            </GridItem>
            <GridItem>
              <FormGroup label="File kind" fieldId="clocking-file-kind">
                <FormSelect
                  id="clocking-file-kind"
                  value={kind}
                  onChange={(_event, value) => {
                    changed();
                    setKind(value as ClockingFileKind);
                  }}
                >
                  {Object.entries(KIND_TEXT).map(([value, label]) => (
                    <FormSelectOption key={value} value={value} label={label} />
                  ))}
                </FormSelect>
              </FormGroup>
            </GridItem>
          </Grid>
          {kind === 'morpho' && <MappingFields mapping={mapping} setMapping={setMapping} setColumn={setColumn} changed={changed} saved={saved.data?.saved} />}
          <FormGroup label="Clocking file" fieldId="clocking-file">
            <input id="clocking-file" type="file" accept=".dat,.txt,.csv,.tsv" onChange={(event) => void choose(event)} aria-describedby="clocking-file-helper" />
            <FormHelperText>
              <HelperText>
                <HelperTextItem id="clocking-file-helper" variant={fileError ? 'error' : 'default'}>
                  {fileError ?? `Text, at most ${MAX_CLOCKING_FILE_BYTES / 1024 / 1024} MB; local times of the reader's time zone`}
                </HelperTextItem>
              </HelperText>
            </FormHelperText>
          </FormGroup>
          <ActionGroup>
            <Button variant="secondary" onClick={() => submit(true)} isDisabled={!file || !scannerID || run.isPending} isLoading={run.isPending && run.variables?.dryRun === true}>
              Check file
            </Button>
            <Button variant="primary" onClick={() => submit(false)} isDisabled={!checked || run.isPending} isLoading={run.isPending && run.variables?.dryRun === false}>
              Import clockings
            </Button>
          </ActionGroup>
        </Form>
        {run.isError && <Alert variant="danger" isInline title={refusalText(run.error)} />}
        {outcome && <UploadOutcome dryRun={outcome.dryRun} result={outcome.result} />}
      </CardBody>
    </Card>
  );
}

function MappingFields(props: {
  mapping: ClockingFileMapping;
  setMapping: (change: (current: ClockingFileMapping) => ClockingFileMapping) => void;
  setColumn: (key: (typeof COLUMNS)[number]['key'], text: string) => void;
  changed: () => void;
  saved: boolean | undefined;
}) {
  const { mapping, setMapping, setColumn, changed, saved } = props;
  return (
    <>
      <Content component="p">
        Column mapping{saved === true ? " (the reader's saved mapping)" : saved === false ? ' (the default layout: user ID, date-time, device ID, function key)' : ''}. Columns count from 1;
        an import saves the mapping for the reader.
      </Content>
      <Grid hasGutter md={3}>
        <GridItem>
          <FormGroup label="Delimiter" fieldId="mapping-delimiter">
            <FormSelect
              id="mapping-delimiter"
              value={mapping.delimiter}
              onChange={(_event, value) => {
                changed();
                setMapping((current) => ({ ...current, delimiter: value as ClockingFileDelimiter }));
              }}
            >
              {Object.entries(DELIMITER_TEXT).map(([value, label]) => (
                <FormSelectOption key={value} value={value} label={label} />
              ))}
            </FormSelect>
          </FormGroup>
        </GridItem>
        <GridItem>
          <FormGroup label="Date format" fieldId="mapping-date-format">
            <FormSelect
              id="mapping-date-format"
              value={mapping.dateFormat}
              onChange={(_event, value) => {
                changed();
                setMapping((current) => ({ ...current, dateFormat: value as ClockingFileMapping['dateFormat'] }));
              }}
            >
              {CLOCKING_FILE_DATE_FORMATS.map((format) => (
                <FormSelectOption key={format} value={format} label={`${format} HH:mm:ss`} />
              ))}
            </FormSelect>
          </FormGroup>
        </GridItem>
        <GridItem>
          <FormGroup label="Title lines" fieldId="mapping-header-rows">
            <TextInput
              id="mapping-header-rows"
              type="number"
              min={0}
              max={10}
              value={mapping.headerRows}
              onChange={(_event, value) => {
                changed();
                setMapping((current) => ({ ...current, headerRows: Number(value) }));
              }}
            />
          </FormGroup>
        </GridItem>
        {COLUMNS.map((column) => (
          <GridItem key={column.key}>
            <FormGroup label={column.label} fieldId={`mapping-${column.key}`}>
              <TextInput
                id={`mapping-${column.key}`}
                type="number"
                min={1}
                max={50}
                value={mapping[column.key] ?? ''}
                onChange={(_event, value) => setColumn(column.key, value)}
                aria-describedby={column.blank ? `mapping-${column.key}-helper` : undefined}
              />
              {column.blank && (
                <FormHelperText>
                  <HelperText>
                    <HelperTextItem id={`mapping-${column.key}-helper`}>{column.blank}</HelperTextItem>
                  </HelperText>
                </FormHelperText>
              )}
            </FormGroup>
          </GridItem>
        ))}
      </Grid>
    </>
  );
}

function UploadOutcome({ dryRun, result }: { dryRun: boolean; result: UploadClockingFileResult }) {
  const title = dryRun
    ? result.new > 0
      ? `Checked: ${result.new} new ${result.new === 1 ? 'clocking' : 'clockings'} to import.`
      : 'Checked: nothing new to import.'
    : `Importing ${result.new} new ${result.new === 1 ? 'clocking' : 'clockings'}.`;
  const counts = [
    { term: 'Rows', value: result.rows },
    { term: 'New', value: result.new },
    { term: 'Already stored', value: result.alreadyStored },
    { term: 'Bad rows', value: result.bad },
  ];
  return (
    <>
      <Alert variant={result.bad > 0 ? 'warning' : 'success'} isInline title={title}>
        {result.bad > 0 && 'The bad rows below are skipped by the import and kept in the import log.'}
      </Alert>
      {result.jobID && <JobProgress jobID={result.jobID} title="Import" />}
      <DescriptionList isHorizontal isCompact aria-label="Clocking file counts">
        {counts.map((count) => (
          <DescriptionListGroup key={count.term}>
            <DescriptionListTerm>{count.term}</DescriptionListTerm>
            <DescriptionListDescription>{count.value}</DescriptionListDescription>
          </DescriptionListGroup>
        ))}
      </DescriptionList>
      {result.badRows.length > 0 && <BadRowsTable rows={result.badRows} />}
    </>
  );
}

export function BadRowsTable({ rows }: { rows: UploadClockingFileResult['badRows'] }) {
  return (
    <Table aria-label="Bad rows" variant="compact">
      <Thead>
        <Tr>
          <Th>Row</Th>
          <Th>Column</Th>
          <Th>Value</Th>
          <Th>Reason</Th>
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((row) => (
          <Tr key={`${row.row}-${row.column}`}>
            <Td dataLabel="Row">{row.row}</Td>
            <Td dataLabel="Column">{row.column}</Td>
            <Td dataLabel="Value">{row.value}</Td>
            <Td dataLabel="Reason">{row.reason}</Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
