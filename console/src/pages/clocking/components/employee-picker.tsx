import {
  Button,
  MenuToggle,
  Select,
  SelectList,
  SelectOption,
  Spinner,
  TextInputGroup,
  TextInputGroupMain,
  TextInputGroupUtilities,
  type MenuToggleElement,
} from '@patternfly/react-core';
import TimesIcon from '@patternfly/react-icons/dist/esm/icons/times-icon';
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useFetchEmployees, type EmployeeSummary } from '../../../queries/employees';

/** Enough matches to pick from; typing narrows the list further. */
const MATCHES_SHOWN = 20;
/** Waits for a pause in typing before asking the api. */
const SEARCH_DELAY_MS = 300;

export function employeeLabel(employee: EmployeeSummary): string {
  return `${employee.preferredName || employee.firstName} ${employee.surname} (${employee.employeeNumber})`;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface EmployeePickerProps {
  id: string;
  /** Id of the element whose text names the picker. */
  labelledBy: string;
  selected: EmployeeSummary | null;
  onSelect: (employee: EmployeeSummary | null) => void;
}

/** Typeahead over GetEmployees: the api searches name and number, the menu lists the first matches. */
export function EmployeePicker({ id, labelledBy, selected, onSelect }: EmployeePickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [inputValue, setInputValue] = useState(selected ? employeeLabel(selected) : '');
  const [search, setSearch] = useState('');
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const debouncedSearch = useDebounced(search, SEARCH_DELAY_MS);
  const employees = useFetchEmployees({ search: debouncedSearch, pageNumber: 1, pageSize: MATCHES_SHOWN });
  const matches = employees.data?.items ?? [];
  const listboxId = `${id}-listbox`;
  const optionId = (employee: EmployeeSummary) => `${id}-option-${employee.id}`;
  const focused = focusedIndex === null ? undefined : matches[focusedIndex];

  const choose = (employee: EmployeeSummary | undefined) => {
    if (!employee) return;
    onSelect(employee);
    setInputValue(employeeLabel(employee));
    setIsOpen(false);
    setFocusedIndex(null);
  };

  const clear = () => {
    onSelect(null);
    setInputValue('');
    setSearch('');
    setFocusedIndex(null);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setIsOpen(true);
        if (matches.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const start = focusedIndex ?? (step === 1 ? -1 : 0);
        setFocusedIndex((start + step + matches.length) % matches.length);
        return;
      }
      case 'Enter':
        if (isOpen && focused) {
          event.preventDefault();
          choose(focused);
        }
        return;
      case 'Escape':
        setIsOpen(false);
        return;
    }
  };

  const toggle = (toggleRef: Ref<MenuToggleElement>) => (
    <MenuToggle
      ref={toggleRef}
      variant="typeahead"
      aria-label="Show matches"
      onClick={() => setIsOpen((open) => !open)}
      isExpanded={isOpen}
      isFullWidth
    >
      <TextInputGroup isPlain>
        <TextInputGroupMain
          inputId={id}
          innerRef={inputRef}
          value={inputValue}
          placeholder="Search by name or number"
          onClick={() => setIsOpen(true)}
          onChange={(_event, value) => {
            setInputValue(value);
            setSearch(value);
            setFocusedIndex(null);
            setIsOpen(true);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          role="combobox"
          isExpanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={focused ? optionId(focused) : undefined}
          inputProps={{ 'aria-labelledby': labelledBy }}
        />
        {inputValue && (
          <TextInputGroupUtilities>
            <Button variant="plain" onClick={clear} aria-label="Clear selection" icon={<TimesIcon />} />
          </TextInputGroupUtilities>
        )}
      </TextInputGroup>
    </MenuToggle>
  );

  return (
    <Select
      id={`${id}-select`}
      variant="typeahead"
      isOpen={isOpen}
      selected={selected?.id}
      onSelect={(_event, value) => choose(matches.find((employee) => employee.id === value))}
      onOpenChange={(open) => {
        setIsOpen(open);
        // Leaving the menu without a pick shows the chosen employee again rather than half-typed text.
        if (!open && selected) setInputValue(employeeLabel(selected));
      }}
      toggle={toggle}
      shouldFocusToggleOnSelect
    >
      <SelectList id={listboxId}>
        {employees.isPending && (
          <SelectOption isLoading>
            <Spinner size="lg" aria-label="Searching" />
          </SelectOption>
        )}
        {employees.isError && (
          <SelectOption isAriaDisabled>Could not search employees: {employees.error.message}</SelectOption>
        )}
        {employees.isSuccess && matches.length === 0 && (
          <SelectOption isAriaDisabled>
            {debouncedSearch ? `No employee matches “${debouncedSearch}”` : 'No employees'}
          </SelectOption>
        )}
        {matches.map((employee, index) => (
          <SelectOption
            key={employee.id}
            id={optionId(employee)}
            value={employee.id}
            isFocused={index === focusedIndex}
          >
            {employeeLabel(employee)}
          </SelectOption>
        ))}
      </SelectList>
    </Select>
  );
}
