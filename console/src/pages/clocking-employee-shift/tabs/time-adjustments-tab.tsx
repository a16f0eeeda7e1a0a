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
  Radio,
  Spinner,
  TextArea,
  TextInput,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import {
  hasAnyPermission,
  hoursMinutes,
  TIME_VALUES,
  type Adjustment,
  type AdjustmentKind,
  type EmployeeShift,
  type NoPayType,
  type TimeValue,
} from '@tna/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/client';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import {
  useCreateAdjustmentMutation,
  useDeleteAdjustmentMutation,
  useFetchAdjustments,
  useFetchAdjustmentTypes,
  useFetchShiftAdjustmentReasons,
  type AdjustmentTypeOption,
} from '../../../queries/adjustments';
import { userRights, useSession } from '../../../session/session';
import { AdjustmentResult } from './adjustment-result';
import { adjustmentRequestOf, needsTimeValue } from './adjustment-request';

export const ACTIONS: { value: AdjustmentTypeOption['action']; label: string }[] = [
  { value: 'addTime', label: 'Add / pay time' },
  { value: 'deductTime', label: 'Deduct time' },
  { value: 'deductMakeUpTime', label: 'Deduct make-up time' },
  { value: 'deductShortTimeCarriedOver', label: 'Deduct short time carried over' },
  { value: 'none', label: 'None' },
];

export const NO_PAY_OPTIONS: { value: NoPayType; label: string; minutes: (shift: EmployeeShift) => number }[] = [
  { value: 'NP', label: 'NP', minutes: (shift) => shift.noPayTimeTot - shift.noPayTotBefore - shift.noPayTotAfter },
  { value: 'NPB', label: 'NP B (before)', minutes: (shift) => shift.noPayTotBefore },
  { value: 'NPA', label: 'NP A (after)', minutes: (shift) => shift.noPayTotAfter },
];

export const DIALOG_TITLE: Record<AdjustmentKind, string> = {
  time: 'Create Adjustment',
  fromNoPay: 'Create from No Pay',
  futureOvertime: 'Approved Future Overtime',
  transfer: 'Transfer Time',
};

const ACTION_TEXT: Record<Adjustment['action'], string> = {
  none: 'None',
  add: 'Add / pay time',
  deduct: 'Deduct time',
  deductMakeUp: 'Deduct make-up time',
  deductCarried: 'Deduct short time carried over',
  fromNoPay: 'From no pay',
  futureOvertime: 'Approved future overtime',
  transfer: 'Transfer time',
};

export function timeValueLabel(value: string | null): string {
  if (value === null) return '';
  return value === 'normal' ? 'Normal' : `Overtime ${value.slice('overtime'.length)}`;
}

function valuesText(adjustment: Adjustment): string {
  if (adjustment.noPayType) return adjustment.noPayType;
  if (adjustment.toTimeValue) return `${timeValueLabel(adjustment.timeValue)} → ${timeValueLabel(adjustment.toTimeValue)}`;
  return timeValueLabel(adjustment.timeValue);
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
  const [toDelete, setToDelete] = useState<{ id: string | null; message: string } | null>(null);
  const [outcome, setOutcome] = useState<{ code: number; text: string } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (answer) => setOutcome({ code: answer.resultCode, text: answer.resultText }),
      onError: (error) => setDeleteError(error.message),
      onSettled: () => setToDelete(null),
    });
  };
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
                onClick={() => setToDelete({ id: null, message: `Delete all ${list.length} adjustments of ${shift.shiftDate}?` })}
              >
                Delete Adjustment
              </Button>
            </ToolbarItem>
          </ToolbarContent>
        </Toolbar>
      )}
      {outcome && <AdjustmentResult code={outcome.code} text={outcome.text} onClose={() => setOutcome(null)} />}
      {deleteError && <Alert isInline variant="danger" title={`Not deleted: ${deleteError}`} />}
      {adjustments.isPending ? (
        <Spinner size="lg" aria-label="Loading adjustments" />
      ) : adjustments.isError ? (
        <Alert isInline variant="danger" title="Could not load adjustments">
          {adjustments.error.message}
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState titleText="No time adjustments on this day" headingLevel="h3" />
      ) : (
        <Table aria-label="Time adjustments" variant="compact">
          <Thead>
            <Tr>
              <Th>#</Th>
              <Th>Action</Th>
              <Th>Time</Th>
              <Th>Value</Th>
              <Th>Adjustment type</Th>
              <Th>Reason</Th>
              <Th>Note</Th>
              {mayAdjust && <Th screenReaderText="Actions" />}
            </Tr>
          </Thead>
          <Tbody>
            {list.map((adjustment, index) => (
              <Tr key={adjustment.id}>
                <Td dataLabel="#">{index + 1}</Td>
                <Td dataLabel="Action">{ACTION_TEXT[adjustment.action]}</Td>
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
                        onClick={() => setToDelete({ id: adjustment.id, message: `Delete the adjustment of ${hoursMinutes(adjustment.minutes)} (${ACTION_TEXT[adjustment.action]})?` })}
                      >
                        Delete
                      </Button>
                    )}
                  </Td>
                )}
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
      {dialog && (
        <CreateAdjustmentDialog
          kind={dialog}
          shift={shift}
          onClose={(answer) => {
            setDialog(null);
            if (answer) setOutcome(answer);
          }}
        />
      )}
      <ConfirmDeleteModal
        title="Delete Adjustment"
        message={toDelete?.message ?? null}
        isDeleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

interface DialogProps {
  kind: AdjustmentKind;
  shift: EmployeeShift;
  /** With the answer's code when the call was made. */
  onClose: (answer?: { code: number; text: string }) => void;
}

/** One dialog for the four create actions; what it asks depends on the kind. */
function CreateAdjustmentDialog({ kind, shift, onClose }: DialogProps) {
  const types = useFetchAdjustmentTypes(kind === 'time');
  const reasons = useFetchShiftAdjustmentReasons(true);
  const create = useCreateAdjustmentMutation(shift.id);
  const [action, setAction] = useState<AdjustmentTypeOption['action'] | null>(null);
  const [typeID, setTypeID] = useState('');
  const [timeValue, setTimeValue] = useState<TimeValue>('normal');
  const [toTimeValue, setToTimeValue] = useState<TimeValue>('overtime1');
  const [noPayType, setNoPayType] = useState<NoPayType | null>(null);
  const [time, setTime] = useState('');
  const [over24Hours, setOver24Hours] = useState(false);
  const [reasonID, setReasonID] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const typesOfAction = (types.data ?? []).filter((type) => type.action === action);
  const needsValue = needsTimeValue(kind, action);

  const check = () =>
    adjustmentRequestOf({ kind, action, typeID, timeValue, toTimeValue, noPayType, time, over24Hours, reasonID, note }, (type) =>
      NO_PAY_OPTIONS.find((option) => option.value === type)!.minutes(shift),
    );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = check();
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
    <Modal variant="medium" isOpen onClose={() => onClose()} aria-labelledby="create-adjustment-title">
      <ModalHeader title={DIALOG_TITLE[kind]} labelId="create-adjustment-title" description={shift.shiftDate} />
      <ModalBody>
        {problem && <Alert isInline variant="danger" title={problem} />}
        <Form id="create-adjustment-form" onSubmit={submit}>
          {kind === 'time' && (
            <>
              <FormGroup role="radiogroup" isInline fieldId="adjustment-action" label="Add/Deduct Time">
                {ACTIONS.map((option) => (
                  <Radio
                    key={option.value}
                    id={`adjustment-action-${option.value}`}
                    name="adjustment-action"
                    label={option.label}
                    isChecked={action === option.value}
                    onChange={() => {
                      setAction(option.value);
                      setTypeID('');
                    }}
                  />
                ))}
              </FormGroup>
              <FormGroup label="Adjustment type" fieldId="adjustment-type">
                <FormSelect id="adjustment-type" value={typeID} onChange={(_event, value) => setTypeID(value)} isDisabled={action === null}>
                  <FormSelectOption value="" label="—" />
                  {typesOfAction.map((type) => (
                    <FormSelectOption key={type.id} value={type.id} label={type.name} />
                  ))}
                </FormSelect>
              </FormGroup>
            </>
          )}
          {kind === 'fromNoPay' && (
            <FormGroup role="radiogroup" isInline fieldId="no-pay-type" label="No pay">
              {NO_PAY_OPTIONS.map((option) => (
                <Radio
                  key={option.value}
                  id={`no-pay-${option.value}`}
                  name="no-pay-type"
                  label={`${option.label} (${hoursMinutes(option.minutes(shift))})`}
                  isChecked={noPayType === option.value}
                  onChange={() => setNoPayType(option.value)}
                />
              ))}
            </FormGroup>
          )}
          {needsValue && <TimeValueSelect id="time-value" label={kind === 'transfer' ? 'From' : 'Time value'} value={timeValue} onChange={setTimeValue} />}
          {kind === 'transfer' && <TimeValueSelect id="to-time-value" label="To" value={toTimeValue} onChange={setToTimeValue} />}
          <FormGroup label="Time (hrs:mins)" fieldId="adjustment-time" isRequired>
            <TextInput id="adjustment-time" value={time} onChange={(_event, value) => setTime(value)} placeholder="0:00" />
          </FormGroup>
          <FormGroup role="radiogroup" isInline fieldId="adjustment-range" label="Time option">
            <Radio id="under-24" name="adjustment-range" label="< 24 hrs" isChecked={!over24Hours} onChange={() => setOver24Hours(false)} />
            <Radio id="over-24" name="adjustment-range" label=">= 24 hrs" isChecked={over24Hours} onChange={() => setOver24Hours(true)} />
          </FormGroup>
          <FormGroup label="Reason" fieldId="adjustment-reason">
            <FormSelect id="adjustment-reason" value={reasonID} onChange={(_event, value) => setReasonID(value)}>
              <FormSelectOption value="" label="—" />
              {(reasons.data ?? []).map((reason) => (
                <FormSelectOption key={reason.id} value={reason.id} label={reason.name} />
              ))}
            </FormSelect>
          </FormGroup>
          <FormGroup label="Note" fieldId="adjustment-note">
            <TextArea id="adjustment-note" value={note} onChange={(_event, value) => setNote(value)} />
          </FormGroup>
        </Form>
      </ModalBody>
      <ModalFooter>
        <Button type="submit" form="create-adjustment-form" isLoading={create.isPending} isDisabled={create.isPending}>
          Save
        </Button>
        <Button variant="link" onClick={() => onClose()}>
          Cancel
        </Button>
      </ModalFooter>
    </Modal>
  );
}

export function TimeValueSelect({ id, label, value, onChange }: { id: string; label: string; value: TimeValue; onChange: (value: TimeValue) => void }) {
  return (
    <FormGroup label={label} fieldId={id}>
      <FormSelect id={id} value={value} onChange={(_event, chosen) => onChange(chosen as TimeValue)}>
        {TIME_VALUES.map((option) => (
          <FormSelectOption key={option} value={option} label={timeValueLabel(option)} />
        ))}
      </FormSelect>
    </FormGroup>
  );
}

function isFieldError(body: unknown): body is { field: string; message: string } {
  return typeof body === 'object' && body !== null && 'message' in body && typeof (body as { message: unknown }).message === 'string';
}
