import { ActionGroup, Alert, Button, Checkbox, Content, EmptyState, Form, FormGroup, PageSection, Stack, StackItem, TextInput, Title } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { PAYROLL, type CalculatePayrollValuesRequest, type CalculatePayrollValuesResult, type PayrollValueLineDto } from '@tna/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useCalculatePayrollValues } from '../../queries/payroll-values';
import { IdNameSelect } from '../clocking/actions/action-dialog';
import { hoursMinutes } from '../clocking/grid-format';

/** Minutes as decimal hours, two places (`7.50`). */
export function decimalHours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The Payroll Value Calculation page (part 1 §2, PAYROLL.md §1–2): pick a payroll, a range and the
 * filters, Calculate, and see the values per employee and pay code with the totals, before
 * anything is exported. The server checks the range and the payroll; its refusal shows as it is.
 */
export function PayrollCalculatorPage() {
  const [form, setForm] = useState<CalculatePayrollValuesRequest>({ payrollID: '', from: '', to: '', approvedOnly: false, notYetExported: false });
  const calculation = useCalculatePayrollValues();
  const ready = form.payrollID !== '' && form.from !== '' && form.to !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) calculation.mutate(form);
  };
  const set = (change: Partial<CalculatePayrollValuesRequest>) => setForm((current) => ({ ...current, ...change }));

  return (
    <>
      <PageSection>
        <Content component="h1">Payroll Value Calculation</Content>
      </PageSection>
      <PageSection isFilled>
        <Stack hasGutter>
          <StackItem>
            <Form onSubmit={submit} isHorizontal maxWidth="40rem">
              <IdNameSelect label="Payroll" call={PAYROLL.calls.idName} value={form.payrollID} onChange={(payrollID) => set({ payrollID })} placeholder="Choose a payroll" />
              <FormGroup label="From" fieldId="payroll-from">
                <TextInput id="payroll-from" type="date" value={form.from} onChange={(_event, from) => set({ from })} />
              </FormGroup>
              <FormGroup label="To" fieldId="payroll-to">
                <TextInput id="payroll-to" type="date" value={form.to} onChange={(_event, to) => set({ to })} />
              </FormGroup>
              <Checkbox id="payroll-approved-only" label="Approved hours only" isChecked={form.approvedOnly} onChange={(_event, approvedOnly) => set({ approvedOnly })} />
              <Checkbox id="payroll-not-yet-exported" label="Hours not yet exported" isChecked={form.notYetExported} onChange={(_event, notYetExported) => set({ notYetExported })} />
              <ActionGroup>
                <Button type="submit" variant="primary" isDisabled={!ready || calculation.isPending} isLoading={calculation.isPending}>
                  Calculate
                </Button>
              </ActionGroup>
            </Form>
          </StackItem>
          <StackItem>
            {calculation.isError && <Alert variant="danger" isInline title={refusalText(calculation.error)} />}
            {calculation.data && <PayrollValues result={calculation.data} />}
          </StackItem>
        </Stack>
      </PageSection>
    </>
  );
}

/** A refusal says what is wrong in `message` (a 400 names the field), a result in `resultText`. */
function refusalText(error: Error): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown; resultText?: unknown; error?: unknown } | undefined) : undefined;
  for (const text of [body?.message, body?.resultText, body?.error]) if (typeof text === 'string') return text;
  return error.message;
}

function ValueCells({ line }: { line: Pick<PayrollValueLineDto, 'minutes' | 'amount'> }) {
  return (
    <>
      <Td dataLabel="Hours">{hoursMinutes(line.minutes)}</Td>
      <Td dataLabel="Decimal hours">{decimalHours(line.minutes)}</Td>
      <Td dataLabel="Amount">{money.format(line.amount)}</Td>
    </>
  );
}

function PayrollValues({ result }: { result: CalculatePayrollValuesResult }) {
  if (result.employees.length === 0) return <EmptyState titleText="No values for this payroll and range" headingLevel="h2" />;
  const withheld = result.employees.reduce((total, employee) => total + employee.withheldMinutes, 0);
  return (
    <Stack hasGutter>
      <Title headingLevel="h2">
        Values from {result.from} to {result.to}
      </Title>
      <Table aria-label="Payroll values" variant="compact">
        <Thead>
          <Tr>
            <Th>Employee</Th>
            <Th>Pay code</Th>
            <Th>Hours</Th>
            <Th>Decimal hours</Th>
            <Th>Amount</Th>
            <Th>Withheld overtime</Th>
          </Tr>
        </Thead>
        {result.employees.map((employee) => (
          <Tbody key={employee.employeeID}>
            {(employee.lines.length > 0 ? employee.lines : [null]).map((line, index) => (
              <Tr key={line?.payCode ?? 'none'}>
                <Td dataLabel="Employee">{index === 0 ? `${employee.employeeNumber} ${employee.name}` : ''}</Td>
                <Td dataLabel="Pay code">{line ? `${line.payCode} ${line.payCodeName}` : ''}</Td>
                <ValueCells line={line ?? { minutes: 0, amount: 0 }} />
                <Td dataLabel="Withheld overtime">{index === 0 && employee.withheldMinutes > 0 ? hoursMinutes(employee.withheldMinutes) : ''}</Td>
              </Tr>
            ))}
          </Tbody>
        ))}
        <Tbody aria-label="Totals">
          {result.totals.map((line, index) => (
            <Tr key={line.payCode}>
              <Td dataLabel="Employee">{index === 0 ? 'Totals' : ''}</Td>
              <Td dataLabel="Pay code">{`${line.payCode} ${line.payCodeName}`}</Td>
              <ValueCells line={line} />
              <Td dataLabel="Withheld overtime">{index === 0 && withheld > 0 ? hoursMinutes(withheld) : ''}</Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Stack>
  );
}
