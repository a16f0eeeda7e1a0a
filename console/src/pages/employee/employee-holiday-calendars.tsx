import { Button, FormGroup, FormHelperText, FormSelect, FormSelectOption, HelperText, HelperTextItem, List, ListItem } from '@patternfly/react-core';
import { idNameCallOf } from '@tna/contracts';
import { useState } from 'react';
import { useFetchIdNames } from '../../queries/entities';
import { useEmployeeCalendarMutations, useFetchEmployeeCalendars } from '../../queries/employee-record';

/** The employee's public holiday calendars: each added or removed at once, apart from the record's Save. */
export function EmployeeHolidayCalendars({ employeeID }: { employeeID: string }) {
  const calendars = useFetchEmployeeCalendars(employeeID);
  const all = useFetchIdNames(idNameCallOf('PublicHolidayCalendar'));
  const { add, remove } = useEmployeeCalendarMutations(employeeID);
  const [chosen, setChosen] = useState('');
  const linked = new Set(calendars.data?.map((calendar) => calendar.publicHolidayCalendarID));
  const error = add.error ?? remove.error;

  return (
    <FormGroup label="Public holiday calendars" fieldId="employee-calendars" role="group">
      <List isPlain>
        {calendars.data?.length === 0 && <ListItem>None: the default calendar applies</ListItem>}
        {calendars.data?.map((calendar) => (
          <ListItem key={calendar.id}>
            {calendar.publicHolidayCalendarName}{' '}
            <Button variant="link" isInline onClick={() => remove.mutate(calendar.id)} aria-label={`Remove ${calendar.publicHolidayCalendarName}`}>
              Remove
            </Button>
          </ListItem>
        ))}
      </List>
      <div style={{ display: 'flex', gap: 'var(--pf-t--global--spacer--sm)' }}>
        <FormSelect id="employee-calendars" aria-label="Calendar to add" value={chosen} onChange={(_event, value) => setChosen(value)}>
          <FormSelectOption value="" label="Choose a calendar" />
          {all.data
            ?.filter((calendar) => !linked.has(calendar.id))
            .map((calendar) => <FormSelectOption key={calendar.id} value={calendar.id} label={calendar.name} />)}
        </FormSelect>
        <Button variant="secondary" isDisabled={!chosen || add.isPending} onClick={() => add.mutate(chosen, { onSuccess: () => setChosen('') })}>
          Add
        </Button>
      </div>
      {error && (
        <FormHelperText>
          <HelperText>
            <HelperTextItem variant="error">{error.message}</HelperTextItem>
          </HelperText>
        </FormHelperText>
      )}
    </FormGroup>
  );
}
