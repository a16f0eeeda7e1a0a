import { Alert, Button, Checkbox, Form, Modal, ModalBody, ModalFooter, ModalHeader, Tab, Tabs, TabTitleText } from '@patternfly/react-core';
import { EMPLOYEE_BULK_FIELDS, EMPLOYEE_FIELDS, EMPLOYEE_TABS, type FieldDescriptor } from '@tna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../api/client';
import { FieldControl, initialValue } from '../../components/field-control';
import { fieldErrorsOf } from '../../components/field-errors';
import { errorText, useMatchingEmployees, type EmployeeFilter } from '../../queries/bulk-actions';
import { EmployeesQueryKey } from '../../queries/employees';
import { MatchingCount } from '../clocking/bulk/employee-filter-fields';

const BULK: ReadonlySet<string> = new Set(EMPLOYEE_BULK_FIELDS);

/** The modal's tabs (part 2 §2): the employee screen's main details and biometrics tabs, and the rest as others. */
const TABS = [
  { title: 'Main details', fields: EMPLOYEE_FIELDS.filter((field) => BULK.has(field.name) && field.group === EMPLOYEE_TABS[0]) },
  { title: 'Biometrics and access expiry', fields: EMPLOYEE_FIELDS.filter((field) => BULK.has(field.name) && field.group === EMPLOYEE_TABS[2]) },
  { title: 'Others', fields: EMPLOYEE_FIELDS.filter((field) => BULK.has(field.name) && field.group !== EMPLOYEE_TABS[0] && field.group !== EMPLOYEE_TABS[2]) },
];

/**
 * EmployeeBulkUpdate for every employee the list's filter matches: the fields ticked get the
 * same value for all of them, in one transaction (all or none).
 */
export function BulkUpdateModal({ filter, onClose }: { filter: EmployeeFilter; onClose: () => void }) {
  const queryClient = useQueryClient();
  const matching = useMatchingEmployees(filter);
  const [changes, setChanges] = useState<Record<string, unknown>>({});
  const [tab, setTab] = useState(0);
  const update = useMutation({
    mutationFn: (body: { employeeIDs: string[]; changes: Record<string, unknown> }) => callApi<{ updated: number }>('EmployeeBulkUpdate', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EmployeesQueryKey] }),
  });
  const errors = fieldErrorsOf(update.error);
  const employees = matching.data?.items ?? [];
  const chosen = Object.keys(changes);

  const toggle = (field: FieldDescriptor, on: boolean) => {
    const next = { ...changes };
    if (on) next[field.name] = initialValue(field);
    else delete next[field.name];
    setChanges(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ employeeIDs: employees.map((employee) => employee.id), changes });
  };

  return (
    <Modal variant="large" isOpen onClose={onClose} aria-labelledby="bulk-update-title">
      <ModalHeader title="Employee Bulk Update" labelId="bulk-update-title" description="Tick the fields to change; every chosen employee gets the same value." />
      <ModalBody>
        <MatchingCount matching={matching} />
        {update.isSuccess && <Alert isInline variant="success" title={`${update.data.updated} employees updated`} />}
        {update.isError && <Alert isInline variant="danger" title={`Nothing was updated: ${errorText(update.error)}`} />}
        <Form id="bulk-update-form" onSubmit={submit}>
          <Tabs activeKey={tab} onSelect={(_event, key) => setTab(Number(key))} aria-label="Fields to update">
            {TABS.map(({ title, fields }, index) => (
              <Tab key={title} eventKey={index} title={<TabTitleText>{title}</TabTitleText>}>
                {fields.map((field) => (
                  <div key={field.name} style={{ marginBlock: '0.75rem' }}>
                    <Checkbox id={`bulk-change-${field.name}`} label={`Change ${field.label}`} isChecked={field.name in changes} onChange={(_event, on) => toggle(field, on)} />
                    {field.name in changes && (
                      <FieldControl
                        field={field}
                        id={`bulk-${field.name}`}
                        value={changes[field.name]}
                        onChange={(value) => setChanges({ ...changes, [field.name]: value })}
                        error={errors[`changes.${field.name}`]}
                      />
                    )}
                  </div>
                ))}
              </Tab>
            ))}
          </Tabs>
        </Form>
      </ModalBody>
      <ModalFooter>
        <Button type="submit" form="bulk-update-form" isLoading={update.isPending} isDisabled={update.isPending || chosen.length === 0 || employees.length === 0}>
          Update {employees.length} employees
        </Button>
        <Button variant="link" onClick={onClose}>
          {update.isSuccess ? 'Close' : 'Cancel'}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
