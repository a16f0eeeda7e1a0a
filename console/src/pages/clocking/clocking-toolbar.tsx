import { DatePicker, Toolbar, ToolbarContent, ToolbarGroup, ToolbarItem } from '@patternfly/react-core';
import type { EmployeeSummary } from '../../queries/employees';
import { EmployeePicker } from './components/employee-picker';

/** Inclusive period as `YYYY-MM-DD` dates. */
export interface DateRange {
  from: string;
  to: string;
}

export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** This week, Monday to Sunday (days are numbered 1, Monday, to 7). */
export function thisWeek(today = new Date()): DateRange {
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return { from: isoDate(monday), to: isoDate(sunday) };
}

export const isOrdered = (range: DateRange) => range.from <= range.to;

const parseIsoDate = (value: string) => new Date(`${value}T00:00:00`);

export interface ClockingToolbarProps {
  employee: EmployeeSummary | null;
  onEmployeeChange: (employee: EmployeeSummary | null) => void;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}

export function ClockingToolbar({ employee, onEmployeeChange, range, onRangeChange }: ClockingToolbarProps) {
  // The picker reports every keystroke; only whole, valid dates change the period.
  const onDate = (key: keyof DateRange) => (_event: unknown, value: string, date?: Date) => {
    if (date && !Number.isNaN(date.getTime())) onRangeChange({ ...range, [key]: value });
  };

  return (
    <Toolbar>
      <ToolbarContent>
        <ToolbarGroup>
          <ToolbarItem variant="label" id="clocking-employee-label">
            Employee
          </ToolbarItem>
          <ToolbarItem style={{ minWidth: '22rem' }}>
            <EmployeePicker
              id="clocking-employee"
              labelledBy="clocking-employee-label"
              selected={employee}
              onSelect={onEmployeeChange}
            />
          </ToolbarItem>
        </ToolbarGroup>
        <ToolbarGroup>
          <ToolbarItem variant="label">From</ToolbarItem>
          <ToolbarItem>
            <DatePicker aria-label="From" value={range.from} onChange={onDate('from')} />
          </ToolbarItem>
          <ToolbarItem variant="label">To</ToolbarItem>
          <ToolbarItem>
            <DatePicker
              aria-label="To"
              value={range.to}
              onChange={onDate('to')}
              rangeStart={parseIsoDate(range.from)}
              validators={[(date) => (isoDate(date) < range.from ? 'The end date is before the start date' : '')]}
            />
          </ToolbarItem>
        </ToolbarGroup>
      </ToolbarContent>
    </Toolbar>
  );
}
