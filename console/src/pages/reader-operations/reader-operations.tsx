import {
  ActionGroup,
  Alert,
  Button,
  Checkbox,
  Content,
  Form,
  FormGroup,
  FormSelect,
  FormSelectOption,
  Grid,
  GridItem,
  Label,
  LabelGroup,
  PageSection,
  SearchInput,
  TextInput,
} from '@patternfly/react-core';
import { READER_COMMANDS, READER_USER_COMMANDS, type ReaderCommandKind, type ReaderOperationEmployee } from '@tna/contracts';
import { useState, type FormEvent } from 'react';
import { callApi, messageOf } from '../../api/client';
import { useFetchIdNames } from '../../queries/entities';
import { useFetchReaderOperationEmployees, useSendReaderCommandsMutation } from '../../queries/reader-commands';
import { useFetchScannerNames } from '../../queries/scanners';
import { ReaderCommandsLedger } from './reader-operations-ledger';
import { OPERATION_LABELS } from './reader-operations-labels';

const employeeLabel = (employee: ReaderOperationEmployee) => `${employee.name} (${employee.employeeNumber})`;

/**
 * Reader operations (part 1 §2, scannerMaint; docs/readers.md "Commands"): choose readers (or
 * a reader group), employees and an operation, send; the ledger below fills as each reader
 * takes its commands on its next poll and answers them.
 */
export function ReaderOperationsPage() {
  const readers = useFetchScannerNames();
  const groups = useFetchIdNames('GetScannerGroups_IDName');
  const [scannerIDs, setScannerIDs] = useState<string[]>([]);
  const [groupID, setGroupID] = useState('');
  const [groupError, setGroupError] = useState<string>();
  const [operation, setOperation] = useState<ReaderCommandKind>('sendUsers');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReaderOperationEmployee[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const matches = useFetchReaderOperationEmployees({ search: search.trim() || undefined, pageSize: 20 });
  const send = useSendReaderCommandsMutation();
  const forUsers = READER_USER_COMMANDS.includes(operation);

  const toggleReader = (id: string, on: boolean) => setScannerIDs((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const toggleEmployee = (employee: ReaderOperationEmployee, on: boolean) => setChosen((current) => (on ? [...current, employee] : current.filter((other) => other.id !== employee.id)));

  /** A reader group stands for its readers: choosing it ticks them. */
  const chooseGroup = async (id: string) => {
    setGroupID(id);
    setGroupError(undefined);
    if (!id) return;
    try {
      const group = await callApi<{ scannerIDs?: string[] }>('GetScannerGroup', { method: 'GET', query: { ID: id } });
      setScannerIDs(group.scannerIDs ?? []);
    } catch (error) {
      setGroupError((error as Error).message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({
      scannerIDs,
      command: operation,
      ...(forUsers ? { employeeIDs: chosen.map((employee) => employee.id) } : {}),
      ...(operation === 'refetch' ? { from, to } : {}),
    });
  };

  return (
    <>
      <PageSection>
        <Content component="h1">Biometric Reader Operations</Content>
        <Content component="p">Commands wait for each reader's next poll (every few seconds while it is online; a reader that is offline gets them when it returns).</Content>
      </PageSection>
      <PageSection>
        <Form onSubmit={submit} aria-label="Reader operation">
          {send.isSuccess && (
            <Alert variant="success" isInline title={`Queued ${send.data.commandIDs.length} ${send.data.commandIDs.length === 1 ? 'command' : 'commands'}`}>
              Each reader's outcome shows below as it answers.
            </Alert>
          )}
          {send.isError && (
            <Alert variant="danger" isInline title="Not sent">
              {messageOf(send.error)}
            </Alert>
          )}
          <Grid hasGutter>
            <GridItem md={6}>
              <FormGroup label="Reader group" fieldId="operation-group">
                <FormSelect id="operation-group" value={groupID} onChange={(_event, value) => void chooseGroup(value)}>
                  <FormSelectOption value="" label="Choose readers one by one" />
                  {groups.data?.map((group) => <FormSelectOption key={group.id} value={group.id} label={group.name} />)}
                </FormSelect>
                {groupError && <Alert variant="danger" isInline isPlain title={groupError} />}
              </FormGroup>
              <FormGroup label="Readers" role="group" isStack fieldId="operation-readers">
                <div style={{ maxHeight: '16rem', overflowY: 'auto' }}>
                  {readers.data?.map((reader) => (
                    <Checkbox key={reader.id} id={`reader-${reader.id}`} label={reader.name} isChecked={scannerIDs.includes(reader.id)} onChange={(_event, on) => toggleReader(reader.id, on)} />
                  ))}
                </div>
              </FormGroup>
            </GridItem>
            <GridItem md={6}>
              <FormGroup label="Operation" isRequired fieldId="operation-kind">
                <FormSelect id="operation-kind" value={operation} onChange={(_event, value) => setOperation(value as ReaderCommandKind)}>
                  {READER_COMMANDS.map((kind) => (
                    <FormSelectOption key={kind} value={kind} label={OPERATION_LABELS[kind]} />
                  ))}
                </FormSelect>
              </FormGroup>
              {operation === 'refetch' && (
                <>
                  <FormGroup label="From (reader's date)" isRequired fieldId="operation-from">
                    <TextInput id="operation-from" type="date" value={from} onChange={(_event, value) => setFrom(value)} />
                  </FormGroup>
                  <FormGroup label="To (reader's date)" isRequired fieldId="operation-to">
                    <TextInput id="operation-to" type="date" value={to} onChange={(_event, value) => setTo(value)} />
                  </FormGroup>
                </>
              )}
              {forUsers && (
                <FormGroup label="Employees" isRequired role="group" isStack fieldId="operation-employees">
                  <LabelGroup categoryName="Chosen" numLabels={10}>
                    {chosen.map((employee) => (
                      <Label key={employee.id} onClose={() => toggleEmployee(employee, false)}>
                        {employeeLabel(employee)}
                      </Label>
                    ))}
                  </LabelGroup>
                  <SearchInput aria-label="Find employees" placeholder="Find employees" value={search} onChange={(_event, value) => setSearch(value)} onClear={() => setSearch('')} />
                  <div style={{ maxHeight: '12rem', overflowY: 'auto' }}>
                    {matches.data?.items.map((employee) => (
                      <Checkbox
                        key={employee.id}
                        id={`employee-${employee.id}`}
                        label={employeeLabel(employee)}
                        isChecked={chosen.some((other) => other.id === employee.id)}
                        onChange={(_event, on) => toggleEmployee(employee, on)}
                      />
                    ))}
                  </div>
                </FormGroup>
              )}
            </GridItem>
          </Grid>
          <ActionGroup>
            <Button type="submit" variant="primary" isLoading={send.isPending} isDisabled={send.isPending || scannerIDs.length === 0}>
              Send
            </Button>
          </ActionGroup>
        </Form>
      </PageSection>
      <PageSection isFilled>
        <Content component="h2">Commands</Content>
        <ReaderCommandsLedger />
      </PageSection>
    </>
  );
}
