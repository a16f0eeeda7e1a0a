import {
  Alert,
  Button,
  EmptyState,
  Form,
  FormGroup,
  FormSelect,
  FormSelectOption,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Spinner,
  TextArea,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { CLEARABLE_EXCEPTIONS, CLOCKING_STATUS_TEXT, hasAnyPermission, type ClearableException, type EmployeeShift } from '@tna/contracts';
import { useState, type FormEvent } from 'react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import {
  useCreateShiftAdjustmentMutation,
  useDeleteShiftAdjustmentMutation,
  useFetchShiftAdjustmentReasons,
  useFetchShiftAdjustments,
} from '../../../queries/adjustments';
import { userRights, useSession } from '../../../session/session';
import { AdjustmentResult } from './adjustment-result';

const statusText = (code: number) => `${code} ${CLOCKING_STATUS_TEXT[code as keyof typeof CLOCKING_STATUS_TEXT] ?? ''}`.trim();

/** The exceptions cleared on the day with their reasons; clearing one turns 100, 103, 104, 106, 107 into 108–112. */
export function ShiftAdjustmentsTab({ shift }: { shift: EmployeeShift }) {
  const session = useSession();
  const mayChange = session !== null && hasAnyPermission(userRights(session), ['clkShiftChanges']);
  const adjustments = useFetchShiftAdjustments(shift.id);
  const remove = useDeleteShiftAdjustmentMutation();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<{ id: string; message: string } | null>(null);
  const [outcome, setOutcome] = useState<{ code: number; text: string } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const open = CLEARABLE_EXCEPTIONS.filter((code) => shift.statuses.includes(code));

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (answer) => setOutcome({ code: answer.resultCode, text: answer.resultText }),
      onError: (error) => setDeleteError(error.message),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      {mayChange && (
        <Toolbar>
          <ToolbarContent>
            <ToolbarItem>
              <Button onClick={() => setCreating(true)} isDisabled={open.length === 0}>
                Clear exception
              </Button>
            </ToolbarItem>
          </ToolbarContent>
        </Toolbar>
      )}
      {outcome && <AdjustmentResult code={outcome.code} text={outcome.text} onClose={() => setOutcome(null)} />}
      {deleteError && <Alert isInline variant="danger" title={`Not deleted: ${deleteError}`} />}
      {adjustments.isPending ? (
        <Spinner size="lg" aria-label="Loading shift adjustments" />
      ) : adjustments.isError ? (
        <Alert isInline variant="danger" title="Could not load shift adjustments">
          {adjustments.error.message}
        </Alert>
      ) : adjustments.data.length === 0 ? (
        <EmptyState titleText="No exceptions cleared on this day" headingLevel="h3" />
      ) : (
        <Table aria-label="Shift adjustments" variant="compact">
          <Thead>
            <Tr>
              <Th>Exception</Th>
              <Th>Now</Th>
              <Th>Reason</Th>
              <Th>Note</Th>
              {mayChange && <Th screenReaderText="Actions" />}
            </Tr>
          </Thead>
          <Tbody>
            {adjustments.data.map((adjustment) => (
              <Tr key={adjustment.id}>
                <Td dataLabel="Exception">{statusText(adjustment.exception)}</Td>
                <Td dataLabel="Now">{statusText(adjustment.clearedStatus)}</Td>
                <Td dataLabel="Reason">{adjustment.reasonName ?? ''}</Td>
                <Td dataLabel="Note">{adjustment.note ?? ''}</Td>
                {mayChange && (
                  <Td isActionCell>
                    <Button variant="link" isDanger onClick={() => setToDelete({ id: adjustment.id, message: `Remove the shift adjustment? ${statusText(adjustment.exception)} comes back.` })}>
                      Delete
                    </Button>
                  </Td>
                )}
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
      {creating && (
        <ClearExceptionDialog
          shift={shift}
          exceptions={open}
          onClose={(answer) => {
            setCreating(false);
            if (answer) setOutcome(answer);
          }}
        />
      )}
      <ConfirmDeleteModal title="Delete shift adjustment" message={toDelete?.message ?? null} isDeleting={remove.isPending} onConfirm={confirmDelete} onCancel={() => setToDelete(null)} />
    </>
  );
}

function ClearExceptionDialog({
  shift,
  exceptions,
  onClose,
}: {
  shift: EmployeeShift;
  exceptions: ClearableException[];
  onClose: (answer?: { code: number; text: string }) => void;
}) {
  const reasons = useFetchShiftAdjustmentReasons(true);
  const create = useCreateShiftAdjustmentMutation(shift.id);
  const [exception, setException] = useState<ClearableException>(exceptions[0]);
  const [reasonID, setReasonID] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (reasonID === '') {
      setProblem('Select a shift adjustment reason');
      return;
    }
    setProblem(null);
    create.mutate(
      { exception, reasonID, ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: (answer) => onClose({ code: answer.resultCode, text: answer.resultText }), onError: (error) => setProblem(error.message) },
    );
  };

  return (
    <Modal variant="small" isOpen onClose={() => onClose()} aria-labelledby="clear-exception-title">
      <ModalHeader title="Clear exception" labelId="clear-exception-title" description={shift.shiftDate} />
      <ModalBody>
        {problem && <Alert isInline variant="danger" title={problem} />}
        <Form id="clear-exception-form" onSubmit={submit}>
          <FormGroup label="Exception" fieldId="exception" isRequired>
            <FormSelect id="exception" value={String(exception)} onChange={(_event, value) => setException(Number(value) as ClearableException)}>
              {exceptions.map((code) => (
                <FormSelectOption key={code} value={String(code)} label={statusText(code)} />
              ))}
            </FormSelect>
          </FormGroup>
          <FormGroup label="Reason" fieldId="shift-adjustment-reason" isRequired>
            <FormSelect id="shift-adjustment-reason" value={reasonID} onChange={(_event, value) => setReasonID(value)}>
              <FormSelectOption value="" label="—" />
              {(reasons.data ?? []).map((reason) => (
                <FormSelectOption key={reason.id} value={reason.id} label={reason.name} />
              ))}
            </FormSelect>
          </FormGroup>
          <FormGroup label="Note" fieldId="shift-adjustment-note">
            <TextArea id="shift-adjustment-note" value={note} onChange={(_event, value) => setNote(value)} />
          </FormGroup>
        </Form>
      </ModalBody>
      <ModalFooter>
        <Button type="submit" form="clear-exception-form" isLoading={create.isPending} isDisabled={create.isPending}>
          Save
        </Button>
        <Button variant="link" onClick={() => onClose()}>
          Cancel
        </Button>
      </ModalFooter>
    </Modal>
  );
}
