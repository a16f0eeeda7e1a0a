import { Bullseye, Content, EmptyState, PageSection, Spinner } from '@patternfly/react-core';
import { checkRecord, type EntityDescriptor } from '@tna/contracts';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FieldControls, newRecord, withoutHiddenValues } from '../../components/field-control';
import { fieldErrorsOf, toFieldErrors, type FieldErrors } from '../../components/field-errors';
import { RecordForm } from '../../components/record-form';
import { useFetchEntity, useSaveEntityMutation, type EntityRecord } from '../../queries/entities';
import { MasterRows, rowEntitiesOf } from './settings-master-rows';
import { settingsPath } from './settings-paths';
import { RECORD_ACTIONS } from './settings-record-actions';

/** `/settings/<route>/add` (also reached by clone) and `/settings/<route>/edit/<id>` for any setup entity. */
export function SettingsFormPage({ entity }: { entity: EntityDescriptor }) {
  const { id } = useParams();
  const stored = useFetchEntity(entity, id);
  const title = id ? `Edit ${entity.label}` : `Add ${entity.label}`;

  let body;
  if (id && !stored.data) {
    body = stored.isError ? (
      <EmptyState titleText={`Could not load the ${entity.label.toLowerCase()}`} headingLevel="h2" status="danger">
        {stored.error.message}
      </EmptyState>
    ) : (
      <Bullseye>
        <Spinner aria-label={`Loading the ${entity.label.toLowerCase()}`} />
      </Bullseye>
    );
  } else {
    body = <EntityForm key={`${stored.data?.id}-${stored.data?.version}`} entity={entity} stored={stored.data} onReload={() => stored.refetch()} />;
  }
  // A master's rows (a payroll's pay code mappings, ...) are kept once the master exists.
  const rowKinds = rowEntitiesOf(entity);
  return (
    <>
      <PageSection>
        <Content component="h1">{title}</Content>
        {id && stored.data && RECORD_ACTIONS[entity.name]?.(id)}
      </PageSection>
      <PageSection>
        {body}
        {!id && rowKinds.length > 0 && (
          <Content component="p" style={{ marginTop: 'var(--pf-t--global--spacer--md)' }}>
            Save the {entity.label.toLowerCase()} first, then edit it to add its {rowKinds.map((rows) => rows.pluralLabel.toLowerCase()).join(', ')}.
          </Content>
        )}
        {id && stored.data && rowKinds.map((rows) => <MasterRows key={rows.name} rows={rows} masterID={id} />)}
      </PageSection>
    </>
  );
}

/** The fields a user fills in: all but the system flag, which only the product sets. */
const editableFields = (entity: EntityDescriptor) => entity.fields.filter((field) => field.name !== entity.systemField);

/** A copy of a record to start a new one from: its fields, a new name, no id or version. */
function cloneOf(entity: EntityDescriptor, record: EntityRecord): Record<string, unknown> {
  const copy = Object.fromEntries(editableFields(entity).map((field) => [field.name, record[field.name]]));
  return { ...copy, [entity.nameField]: `Copy of ${String(record[entity.nameField])}` };
}

function EntityForm({ entity, stored, onReload }: { entity: EntityDescriptor; stored?: EntityRecord; onReload: () => void }) {
  const navigate = useNavigate();
  const clone = (useLocation().state as { clone?: EntityRecord } | null)?.clone;
  const [value, setValue] = useState<Record<string, unknown>>(() => stored ?? (clone ? cloneOf(entity, clone) : newRecord(entity.fields)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveEntityMutation(entity);
  const backToList = () => navigate(settingsPath(entity, 'list'));

  const onSave = () => {
    const sent = withoutHiddenValues(entity.fields, value);
    // The descriptor's own check first: most mistakes show without a round trip.
    const checked = checkRecord(entity, sent);
    setErrors(toFieldErrors(checked.errors));
    if (checked.errors.length > 0) return;
    save.mutate(stored ? { ...sent, id: stored.id, version: stored.version } : sent, {
      onSuccess: backToList,
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  const fieldErrorShown = Object.keys(errors).length > 0;
  return (
    <RecordForm label={entity.label} onSave={onSave} onCancel={backToList} isSaving={save.isPending} error={fieldErrorShown ? null : save.error} onReload={onReload}>
      <FieldControls fields={editableFields(entity)} value={value} onChange={setValue} errors={errors} idPrefix={entity.route} />
    </RecordForm>
  );
}
