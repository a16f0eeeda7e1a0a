import { Button, Toolbar, ToolbarContent, ToolbarItem } from '@patternfly/react-core';
import { Td, Tr } from '@patternfly/react-table';
import { ADJUSTMENT_ACTION_TEXT, hasAnyPermission, hoursMinutes, timeValueText, type Adjustment, type AdjustmentKind, type EmployeeShift } from '@tna/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/client';
import { useCreateAdjustmentMutation, useDeleteAdjustmentMutation, useFetchAdjustments } from '../../../queries/adjustments';
import { userRights, useSession } from '../../../session/session';
import { AdjustmentFields, DIALOG_TITLE, emptyAdjustmentForm, NO_PAY_OPTIONS } from './adjustment-fields';
import { AdjustmentList, useAdjustmentDelete, type ResultAnswer } from './adjustment-list';
import { adjustmentRequestOf, type AdjustmentForm } from './adjustment-request';
import { FormDialog } from './form-dialog';

function valuesText(adjustment: Adjustment): string {
  if (adjustment.noPayType) return adjustment.noPayType;
  if (adjustment.toTimeValue) return `${timeValueText(adjustment.timeValue)} → ${timeValueText(adjustment.toTimeValue)}`;
  return timeValueText(adjustment.timeValue);
}

/** The day's time adjustments, in the order the engine applies them, with the actions the user may take. */
export function TimeAdjustmentsTab({ shift }: { shift: EmployeeShift }) {
  const session = useSession();
  const rights = session ? userRights(session) : null;
  const mayAdjust = rights !== null && hasAnyPermission(rights, ['clkTimeAdjustments']);
  const mayNoPay = mayAdjust && hasAnyPermission(rights, ['clkNoPay']);
  const adjustments = useFetchAdjustments(shift.id);
  const remove = useDeleteAdjustmentMutation(shift.id);
  const [dialog, setDialog] = useState<AdjustmentKind | null>(null);
  const deletion = useAdjustmentDelete(remove, 'Delete Adjustment');
  const list = adjustments.data ?? [];

  return (
    <>
      {mayAdjust && (
        <Toolbar>
          <ToolbarContent>
            <ToolbarItem>
              <Button onClick={() => setDialog('time')}>Create Adjustment</Button>
            </ToolbarItem>
            {mayNoPay && (
              <ToolbarItem>
                <Button variant="secondary" onClick={() => setDialog('fromNoPay')}>
                  Create from No Pay
                </Button>
              </ToolbarItem>
            )}
            <ToolbarItem>
              <Button variant="secondary" onClick={() => setDialog('futureOvertime')}>
                Approved Future Overtime
              </Button>
            </ToolbarItem>
            <ToolbarItem>
              <Button variant="secondary" onClick={() => setDialog('transfer')}>
                Transfer Time
              </Button>
            </ToolbarItem>
            <ToolbarItem>
              <Button
                variant="danger"
                isDisabled={list.length === 0 || (!mayNoPay && list.some((adjustment) => adjustment.kind === 'fromNoPay'))}
                onClick={() => deletion.ask(null, `Delete all ${list.length} adjustments of ${shift.shiftDate}?`)}
              >
                Delete Adjustment
              </Button>
            </ToolbarItem>
          </ToolbarContent>
        </Toolbar>
      )}
      {deletion.results}
      <AdjustmentList query={adjustments} label="Time adjustments" what="adjustments" empty="No time adjustments on this day" headers={['#', 'Action', 'Time', 'Value', 'Adjustment type', 'Reason', 'Note']} withActions={mayAdjust}>
        {(rows) =>
          rows.map((adjustment, index) => (
            <Tr key={adjustment.id}>
              <Td dataLabel="#">{index + 1}</Td>
              <Td dataLabel="Action">{ADJUSTMENT_ACTION_TEXT[adjustment.action]}</Td>
              <Td dataLabel="Time">{hoursMinutes(adjustment.minutes)}</Td>
              <Td dataLabel="Value">{valuesText(adjustment)}</Td>
              <Td dataLabel="Adjustment type">{adjustment.adjustmentTypeName ?? ''}</Td>
              <Td dataLabel="Reason">{adjustment.reasonName ?? ''}</Td>
              <Td dataLabel="Note">{adjustment.note ?? ''}</Td>
              {mayAdjust && (
                <Td isActionCell>
                  {(adjustment.kind !== 'fromNoPay' || mayNoPay) && (
                    <Button
                      variant="link"
                      isDanger
                      onClick={() => deletion.ask(adjustment.id, `Delete the adjustment of ${hoursMinutes(adjustment.minutes)} (${ADJUSTMENT_ACTION_TEXT[adjustment.action]})?`)}
                    >
                      Delete
                    </Button>
                  )}
                </Td>
              )}
            </Tr>
          ))
        }
      </AdjustmentList>
      {dialog && (
        <CreateAdjustmentDialog
          kind={dialog}
          shift={shift}
          onClose={deletion.closing(() => setDialog(null))}
        />
      )}
      {deletion.confirmation}
    </>
  );
}

interface DialogProps {
  kind: AdjustmentKind;
  shift: EmployeeShift;
  /** With the answer's code when the call was made. */
  onClose: (answer?: ResultAnswer) => void;
}

/** One dialog for the four create actions; what it asks depends on the kind. */
function CreateAdjustmentDialog({ kind, shift, onClose }: DialogProps) {
  const create = useCreateAdjustmentMutation(shift.id);
  const [form, setForm] = useState<AdjustmentForm>(() => emptyAdjustmentForm(kind));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (changes: Partial<AdjustmentForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = adjustmentRequestOf(form, (type) => NO_PAY_OPTIONS.find((option) => option.value === type)!.minutes(shift));
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    create.mutate(checked.request, {
      onSuccess: (answer) => onClose({ code: answer.resultCode, text: answer.resultText }),
      onError: (error) => setProblem(error instanceof ApiError && isFieldError(error.body) ? error.body.message : error.message),
    });
  };

  return (
    <FormDialog
      id="create-adjustment"
      title={DIALOG_TITLE[kind]}
      description={shift.shiftDate}
      variant="medium"
      problem={problem}
      isSaving={create.isPending}
      onSubmit={submit}
      onCancel={() => onClose()}
    >
      <AdjustmentFields form={form} set={set} idPrefix="" shift={shift} />
    </FormDialog>
  );
}

function isFieldError(body: unknown): body is { field: string; message: string } {
  return typeof body === 'object' && body !== null && 'message' in body && typeof (body as { message: unknown }).message === 'string';
}
