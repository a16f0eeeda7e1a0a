import { Bullseye, Content, EmptyState, PageSection, Spinner } from '@patternfly/react-core';
import { BIOMETRIC_READER_FORM, checkRecord, DEFAULT_PULL_PORT, DEFAULT_PULL_SCHEDULE, type Scanner } from '@tna/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FieldControls, newRecord, withoutHiddenValues } from '../../components/field-control';
import { fieldErrorsOf, toFieldErrors, type FieldErrors } from '../../components/field-errors';
import { RecordForm } from '../../components/record-form';
import { useFetchScanner, useSaveScannerMutation } from '../../queries/scanners';
import { READER_LIST_PATH } from './reader-paths';

type FormValue = Record<string, unknown>;
type StateRow = { state: number; direction: string };

/**
 * A stored reader as the form edits it: its state map as rows, in state order, and the pull
 * fields a push reader has not got at their defaults, so switching it to pull starts from them.
 */
export function formValueOf(reader: Scanner): FormValue {
  const rows = Object.entries(reader.stateMap ?? {})
    .map(([state, direction]) => ({ state: Number(state), direction }))
    .sort((a, b) => a.state - b.state);
  return {
    ...reader,
    port: reader.port ?? DEFAULT_PULL_PORT,
    commKey: reader.commKey ?? 0,
    pullSchedule: reader.pullSchedule ?? DEFAULT_PULL_SCHEDULE,
    stateMap: rows,
  };
}

/** The form's value as the calls take it: state rows back to `{"<state>": direction}`, none as null. */
export function requestOf(value: FormValue): FormValue {
  const rows = (value.stateMap as StateRow[] | undefined) ?? [];
  return { ...value, stateMap: rows.length === 0 ? null : Object.fromEntries(rows.map((row) => [String(row.state), row.direction])) };
}

/** Checks the descriptor cannot say: a state mapped twice would lose one of its rows. */
function stateMapErrors(value: FormValue): FieldErrors {
  const states = ((value.stateMap as StateRow[] | undefined) ?? []).map((row) => row.state);
  return new Set(states).size === states.length ? {} : { stateMap: 'Each reader state can be mapped once' };
}

/** `/settings/biometric-reader/add` and `/settings/biometric-reader/edit/<id>`: the reader's record, with the pull fields only for pull readers. */
export function ReaderFormPage() {
  const { id } = useParams();
  const stored = useFetchScanner(id);
  let body;
  if (id && !stored.data) {
    body = stored.isError ? (
      <EmptyState titleText="Could not load the biometric reader" headingLevel="h2" status="danger">
        {stored.error.message}
      </EmptyState>
    ) : (
      <Bullseye>
        <Spinner aria-label="Loading the biometric reader" />
      </Bullseye>
    );
  } else {
    body = <ReaderForm key={`${stored.data?.id}-${stored.data?.version}`} stored={stored.data} onReload={() => stored.refetch()} />;
  }
  return (
    <>
      <PageSection>
        <Content component="h1">{id ? 'Edit Biometric Reader' : 'Add Biometric Reader'}</Content>
      </PageSection>
      <PageSection>{body}</PageSection>
    </>
  );
}

function ReaderForm({ stored, onReload }: { stored?: Scanner; onReload: () => void }) {
  const navigate = useNavigate();
  const fields = BIOMETRIC_READER_FORM.fields;
  const [value, setValue] = useState<FormValue>(() => (stored ? formValueOf(stored) : newRecord(fields)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveScannerMutation();
  const backToList = () => navigate(READER_LIST_PATH);

  const onSave = () => {
    const sent = withoutHiddenValues(fields, value);
    const found = { ...stateMapErrors(sent), ...toFieldErrors(checkRecord(BIOMETRIC_READER_FORM, sent).errors) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = requestOf(sent);
    save.mutate(stored ? { ...request, id: stored.id, version: stored.version } : request, {
      onSuccess: backToList,
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  const fieldErrorShown = Object.keys(errors).length > 0;
  return (
    <RecordForm label="Biometric Reader" onSave={onSave} onCancel={backToList} isSaving={save.isPending} error={fieldErrorShown ? null : save.error} onReload={onReload}>
      <FieldControls fields={fields} value={value} onChange={setValue} errors={errors} idPrefix="biometric-reader" />
    </RecordForm>
  );
}
