import {
  Alert,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Flex,
  Label,
  LabelGroup,
  Spinner,
  Tab,
  Tabs,
  TabTitleText,
  Title,
} from '@patternfly/react-core';
import type { TimeCalculationMethod } from '@tna/contracts';
import { useState, type ReactNode } from 'react';
import { useFetchEmployeeShiftStatuses, useFetchTimeCalculationMethod } from '../../queries/employee-shift';
import { statusColor } from './status-color';
import { AccessTab } from './tabs/access-tab';
import { CalculationMethodTab } from './tabs/calculation-method-tab';
import { ClockingTab } from './tabs/clocking-tab';
import { LeaveActionsTab } from './tabs/leave-actions-tab';
import { OrgInfoTab } from './tabs/org-info-tab';
import { OvertimePoolTab } from './tabs/ot-pool-tab';
import { PayCodeAllocationsTab } from './tabs/pay-code-allocations-tab';
import { PhotoTab } from './tabs/photo-tab';
import { ShiftAdjustmentsTab } from './tabs/shift-adjustments-tab';
import { ShiftSetupTab } from './tabs/shift-setup-tab';
import { StatusTab } from './tabs/status-tab';
import { TaTab } from './tabs/ta-tab';
import { TimeAdjustmentsTab } from './tabs/time-adjustments-tab';
import { TimelineTab } from './tabs/timeline-tab';
import { ValueAllocationsTab } from './tabs/value-allocations-tab';
import { WorkCycleChangesTab } from './tabs/work-cycle-changes-tab';
import { clockTimeOn, hoursMinutes, longDate } from './zoned-time';

export interface EmployeeShiftDetailProps {
  /** The employee shift (day) to show. */
  shiftID: string;
}

/** The specification's tabs, in its order; each renders only while it is the open one. */
function tabsOf(method: TimeCalculationMethod, shiftID: string): { key: string; title: string; body: () => ReactNode }[] {
  const zone = method.employee.timeZone;
  return [
    { key: 'shift-setup', title: 'Shift setup', body: () => <ShiftSetupTab method={method} /> },
    { key: 'timeline', title: 'Timeline', body: () => <TimelineTab method={method} /> },
    { key: 'calculation-method', title: 'Calculation method', body: () => <CalculationMethodTab method={method} /> },
    { key: 'clocking', title: 'Clocking', body: () => <ClockingTab shiftID={shiftID} timeZone={zone} shiftDate={method.shiftDate} /> },
    { key: 'time-adjustments', title: 'Time adjustments', body: () => <TimeAdjustmentsTab shift={method.day} /> },
    { key: 'shift-adjustments', title: 'Shift adjustments', body: () => <ShiftAdjustmentsTab shift={method.day} /> },
    { key: 'work-cycle-changes', title: 'Work cycle changes', body: () => <WorkCycleChangesTab employeeID={method.employeeID} shiftDate={method.shiftDate} /> },
    { key: 'pay-code-allocations', title: 'Pay code allocations', body: () => <PayCodeAllocationsTab /> },
    { key: 'value-allocations', title: 'Value allocations', body: () => <ValueAllocationsTab /> },
    { key: 'ot-pool', title: 'OT pool', body: () => <OvertimePoolTab /> },
    { key: 'leave-actions', title: 'Leave actions', body: () => <LeaveActionsTab shiftID={shiftID} /> },
    { key: 'org-info', title: 'Org info', body: () => <OrgInfoTab shiftID={shiftID} timeZone={zone} /> },
    { key: 'status', title: 'Status', body: () => <StatusTab shiftID={shiftID} /> },
    { key: 'photo', title: 'Photo', body: () => <PhotoTab /> },
    { key: 'ta', title: 'T&A', body: () => <TaTab shift={method.day} /> },
    { key: 'access', title: 'Access', body: () => <AccessTab shiftID={shiftID} timeZone={zone} shiftDate={method.shiftDate} /> },
  ];
}

/** One employee's day in detail: who, when, which shift, statuses and values, and the specification's tabs. Used by the page and the grid's drawer. */
export function EmployeeShiftDetail({ shiftID }: EmployeeShiftDetailProps) {
  const method = useFetchTimeCalculationMethod(shiftID);
  const [active, setActive] = useState<string | number>('timeline');
  if (method.isPending) return <Spinner size="xl" aria-label="Loading the day" />;
  if (method.isError) return <Alert variant="danger" isInline title={method.error.message} />;
  const tabs = tabsOf(method.data, shiftID);
  return (
    <Flex direction={{ default: 'column' }} gap={{ default: 'gapLg' }}>
      <DayHeader method={method.data} shiftID={shiftID} />
      <Tabs activeKey={active} onSelect={(_event, key) => setActive(key)} aria-label="Day in detail" mountOnEnter unmountOnExit>
        {tabs.map((tab) => (
          <Tab key={tab.key} eventKey={tab.key} title={<TabTitleText>{tab.title}</TabTitleText>}>
            <div style={{ paddingTop: '1rem' }}>{active === tab.key && tab.body()}</div>
          </Tab>
        ))}
      </Tabs>
    </Flex>
  );
}

function DayHeader({ method, shiftID }: { method: TimeCalculationMethod; shiftID: string }) {
  const statuses = useFetchEmployeeShiftStatuses(shiftID);
  const { employee, day } = method;
  const zone = employee.timeZone;
  const scheduled =
    method.shiftStart && method.shiftEnd
      ? `${method.shiftName ?? 'Shift'} ${clockTimeOn(method.shiftStart, zone, method.shiftDate)}–${clockTimeOn(method.shiftEnd, zone, method.shiftDate)}`
      : method.dayKind === 'shift'
        ? (method.shiftName ?? 'Shift')
        : 'Day off';
  const overtime = Array.from({ length: 10 }, (_, index) => [index + 1, day[`overTime${index + 1}Tot` as keyof typeof day] as number] as const).filter(
    ([, minutes]) => minutes > 0,
  );
  const values = [
    `Normal ${hoursMinutes(day.normalTimeTot)}`,
    ...overtime.map(([bucket, minutes]) => `OT${bucket} ${hoursMinutes(minutes)}`),
    `No pay ${hoursMinutes(day.noPayTimeTot)} (NP B ${hoursMinutes(day.noPayTotBefore)}, NP A ${hoursMinutes(day.noPayTotAfter)})`,
    `Short ${hoursMinutes(day.shortTime)}`,
  ].join(' · ');
  return (
    <section aria-label="The day">
      <Title headingLevel="h2">{`${employee.name} (${employee.number})`}</Title>
      <DescriptionList isHorizontal isCompact columnModifier={{ default: '2Col' }}>
        <Item term="Date" value={longDate(method.shiftDate)} />
        <Item term="Time zone" value={zone} />
        <Item term="Scheduled shift" value={scheduled} />
        <Item term="Values" value={values} />
        <DescriptionListGroup>
          <DescriptionListTerm>Statuses</DescriptionListTerm>
          <DescriptionListDescription>
            {statuses.data ? (
              <LabelGroup numLabels={10} aria-label="Statuses">
                {statuses.data.map((status) => (
                  <Label key={status.code} color={statusColor(status.code)} isCompact>{`${status.code} ${status.name}`}</Label>
                ))}
              </LabelGroup>
            ) : (
              day.statuses.join(', ')
            )}
            {day.locked && (
              <Label isCompact color="grey" style={{ marginLeft: 8 }}>
                Locked
              </Label>
            )}
          </DescriptionListDescription>
        </DescriptionListGroup>
      </DescriptionList>
    </section>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <DescriptionListGroup>
      <DescriptionListTerm>{term}</DescriptionListTerm>
      <DescriptionListDescription>{value}</DescriptionListDescription>
    </DescriptionListGroup>
  );
}
