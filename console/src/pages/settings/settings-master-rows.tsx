import { Alert, AlertActionCloseButton, Button, Content, Form, Modal, ModalBody, ModalHeader, Spinner, Title } from '@patternfly/react-core';
import PencilAltIcon from '@patternfly/react-icons/dist/esm/icons/pencil-alt-icon';
import TrashIcon from '@patternfly/react-icons/dist/esm/icons/trash-icon';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { ALL_ENTITIES, checkRecord, type EntityDescriptor } from '@tna/contracts';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { DialogFooter } from '../../components/dialog-footer';
import { fieldColumns } from '../../components/entity-columns';
import { FieldControls, newRecord } from '../../components/field-control';
import { fieldErrorsOf, toFieldErrors, type FieldErrors } from '../../components/field-errors';
import { useDeleteEntityMutation, useFetchMasterRows, useSaveEntityMutation, type EntityRecord } from '../../queries/entities';

/** The row entities edited on a master's page (a payroll's pay code mappings, non-time make-ups, ...). */
export const rowEntitiesOf = (master: EntityDescriptor) => ALL_ENTITIES.filter((entity) => entity.master?.entity === master.name);

/** The fields a row's form and table show: all but the reference to the master, which the page gives. */
const ownFields = (rows: EntityDescriptor) => rows.fields.filter((field) => field.name !== rows.master!.field);

/**
 * A master's rows of one kind as a table under its form: each row added, changed or deleted at
 * once through the rows' own calls, apart from the master's Save.
 */
export function MasterRows({ rows, masterID }: { rows: EntityDescriptor; masterID: string }) {
  const list = useFetchMasterRows(rows, masterID);
  const remove = useDeleteEntityMutation(rows);
  const [editing, setEditing] = useState<EntityRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EntityRecord | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const columns = fieldColumns(ownFields(rows));
  const nameOf = (index: number) => `${rows.label} ${index + 1}`;

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        setDeleteError(error.message);
      },
    });

  return (
    <section aria-label={rows.pluralLabel} style={{ marginTop: 'var(--pf-t--global--spacer--xl)', maxWidth: '60rem' }}>
      <Title headingLevel="h2" size="lg">
        {rows.pluralLabel}
      </Title>
      {deleteError && (
        <Alert variant="danger" isInline title="Not deleted" actionClose={<AlertActionCloseButton onClose={() => setDeleteError(null)} />}>
          {deleteError}
        </Alert>
      )}
      {list.isError && <Alert variant="danger" isInline title={`Could not load the ${rows.pluralLabel.toLowerCase()}`}>{list.error.message}</Alert>}
      {list.isPending && <Spinner size="md" aria-label={`Loading the ${rows.pluralLabel.toLowerCase()}`} />}
      {list.data?.length === 0 && <Content component="p">No {rows.pluralLabel.toLowerCase()} yet.</Content>}
      {list.data && list.data.length > 0 && (
        <Table aria-label={rows.pluralLabel} variant="compact" role="table">
          <Thead>
            <Tr>
              {columns.map((column) => (
                <Th key={column.title}>{column.title}</Th>
              ))}
              <Th screenReaderText="Actions" />
            </Tr>
          </Thead>
          <Tbody>
            {list.data.map((record, index) => (
              <Tr key={record.id}>
                {columns.map((column) => (
                  <Td key={column.title} dataLabel={column.title}>
                    {column.cell(record)}
                  </Td>
                ))}
                <Td isActionCell>
                  <Button variant="plain" aria-label={`Edit ${nameOf(index)}`} icon={<PencilAltIcon />} onClick={() => setEditing(record)} />
                  <Button variant="plain" aria-label={`Delete ${nameOf(index)}`} icon={<TrashIcon />} onClick={() => setDeleting(record)} />
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
      <Button variant="secondary" onClick={() => setEditing('new')} style={{ marginTop: 'var(--pf-t--global--spacer--sm)' }}>
        Add {rows.label.toLowerCase()}
      </Button>
      {editing && <RowDialog rows={rows} masterID={masterID} stored={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        title={`Delete ${rows.label.toLowerCase()}?`}
        message={deleting ? `This ${rows.label.toLowerCase()} will be deleted. This cannot be undone.` : null}
        isBusy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function RowDialog({ rows, masterID, stored, onClose }: { rows: EntityDescriptor; masterID: string; stored?: EntityRecord; onClose: () => void }) {
  const fields = ownFields(rows);
  const [value, setValue] = useState<Record<string, unknown>>(() => stored ?? newRecord(fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveEntityMutation(rows);
  const id = `${rows.route}-dialog`;
  const title = `${stored ? 'Edit' : 'Add'} ${rows.label.toLowerCase()}`;

  const onSave = () => {
    const record = { ...value, [rows.master!.field]: masterID };
    const checked = checkRecord(rows, record);
    setErrors(toFieldErrors(checked.errors));
    if (checked.errors.length > 0) return;
    save.mutate(stored ? { ...record, id: stored.id, version: stored.version } : record, { onSuccess: onClose, onError: (error) => setErrors(fieldErrorsOf(error)) });
  };
  const problem = Object.keys(errors).length === 0 && save.error ? save.error.message : null;

  return (
    <Modal variant="small" isOpen onClose={onClose} aria-labelledby={`${id}-title`}>
      <ModalHeader title={title} labelId={`${id}-title`} />
      <ModalBody>
        {problem && <Alert isInline variant="danger" title={problem} />}
        <Form
          id={`${id}-form`}
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <FieldControls fields={fields} value={value} onChange={setValue} errors={errors} idPrefix={rows.route} />
        </Form>
      </ModalBody>
      <DialogFooter label="Save" form={`${id}-form`} isBusy={save.isPending} onCancel={onClose} />
    </Modal>
  );
}
