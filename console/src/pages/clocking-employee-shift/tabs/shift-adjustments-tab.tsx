import { Button, FormGroup, FormSelect, FormSelectOption, TextArea, Toolbar, ToolbarContent, ToolbarItem } from '@patternfly/react-core';
import { Td, Tr } from '@patternfly/react-table';
import { CLEARABLE_EXCEPTIONS, CLOCKING_STATUS_TEXT, hasAnyPermission, type ClearableException, type EmployeeShift } from '@tna/contracts';
import { useState, type FormEvent } from 'react';
import { ReasonSelect } from '../../../components/reason-select';
import { useCreateShiftAdjustmentMutation, useDeleteShiftAdjustmentMutation, useFetchShiftAdjustments } from '../../../queries/adjustments';
import { userRights, useSession } from '../../../session/session';
import { AdjustmentList, useAdjustmentDelete, type ResultAnswer } from './adjustment-list';
import { FormDialog } from './form-dialog';

const statusText = (code: number) => `${code} ${CLOCKING_STATUS_TEXT[code as keyof typeof CLOCKING_STATUS_TEXT] ?? ''}`.trim();

/** The exceptions cleared on the day with their reasons; clearing one turns 100, 103, 104, 106, 107 into 108–112. */
export function ShiftAdjustmentsTab({ shift }: { shift: EmployeeShift }) {
  const session = useSession();
  const mayChange = session !== null && hasAnyPermission(userRights(session), ['clkShiftChanges']);
  const adjustments = useFetchShiftAdjustments(shift.id);
  const remove = useDeleteShiftAdjustmentMutation();
  const [creating, setCreating] = useState(false);
  const deletion = useAdjustmentDelete(remove, 'Delete shift adjustment');
  const open = CLEARABLE_EXCEPTIONS.filter((code) => shift.statuses.includes(code));

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
      {deletion.results}
      <AdjustmentList query={adjustments} label="Shift adjustments" what="shift adjustments" empty="No exceptions cleared on this day" headers={['Exception', 'Now', 'Reason', 'Note']} withActions={mayChange}>
        {(rows) =>
          rows.map((adjustment) => (
            <Tr key={adjustment.id}>
              <Td dataLabel="Exception">{statusText(adjustment.exception)}</Td>
              <Td dataLabel="Now">{statusText(adjustment.clearedStatus)}</Td>
              <Td dataLabel="Reason">{adjustment.reasonName ?? ''}</Td>
              <Td dataLabel="Note">{adjustment.note ?? ''}</Td>
              {mayChange && (
                <Td isActionCell>
                  <Button variant="link" isDanger onClick={() => deletion.ask(adjustment.id, `Remove the shift adjustment? ${statusText(adjustment.exception)} comes back.`)}>
                    Delete
                  </Button>
                </Td>
              )}
            </Tr>
          ))
        }
      </AdjustmentList>
      {creating && (
        <ClearExceptionDialog
          shift={shift}
          exceptions={open}
          onClose={deletion.closing(() => setCreating(false))}
        />
      )}
      {deletion.confirmation}
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
  onClose: (answer?: ResultAnswer) => void;
}) {
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
    <FormDialog
      id="clear-exception"
      title="Clear exception"
      description={shift.shiftDate}
      variant="small"
      problem={problem}
      isSaving={create.isPending}
      onSubmit={submit}
      onCancel={() => onClose()}
    >
      <FormGroup label="Exception" fieldId="exception" isRequired>
        <FormSelect id="exception" value={String(exception)} onChange={(_event, value) => setException(Number(value) as ClearableException)}>
          {exceptions.map((code) => (
            <FormSelectOption key={code} value={String(code)} label={statusText(code)} />
          ))}
        </FormSelect>
      </FormGroup>
      <ReasonSelect id="shift-adjustment-reason" value={reasonID} onChange={setReasonID} isRequired />
      <FormGroup label="Note" fieldId="shift-adjustment-note">
        <TextArea id="shift-adjustment-note" value={note} onChange={(_event, value) => setNote(value)} />
      </FormGroup>
    </FormDialog>
  );
}
