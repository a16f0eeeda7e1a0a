import { describe, expect, it } from 'vitest';
import type { AlertEmployee } from './employee';
import type { EventTypeRule } from './event-type';
import { anEventType } from './event-type.fixture';
import { decideLeaveAlerts, leaveStepFault, type LeaveApplicationStep } from './leave-application';

const aType = (rule: Partial<EventTypeRule> = {}) => anEventType('leaveAwaitingApproval', { id: 'waiting', name: 'Leave to approve', ...rule });
const TYPES = [aType(), aType({ id: 'decided', name: 'Leave decided', eventKind: 'leaveDecided' })];
const EMPLOYEE: AlertEmployee = { id: 'emp-1', employeeNumber: '7100', name: 'Naledi Khumalo', timeZone: 'Africa/Johannesburg' };
const aStep = (step: Partial<LeaveApplicationStep> = {}): LeaveApplicationStep => ({
  applicationID: 'app-1',
  employeeID: 'emp-1',
  status: 0,
  cancelled: false,
  startDate: '2026-03-09',
  endDate: '2026-03-13',
  ...step,
});
const decide = (step: Partial<LeaveApplicationStep>, types = TYPES, filters = new Map<string, Set<string>>()) => decideLeaveAlerts(types, aStep(step), EMPLOYEE, 'Annual', filters);

describe('leave alerts', () => {
  it('alerts the awaiting types of a new application, about the application and with no employee (the user teams hear of it)', () => {
    expect(decide({ status: 0 })).toEqual([
      {
        eventTypeID: 'waiting',
        eventKind: 'leaveAwaitingApproval',
        subjectID: 'app-1',
        employeeID: null,
        day: '2026-03-09',
        cause: 'leave:awaiting:0',
        details: {
          eventTypeName: 'Leave to approve',
          employeeName: 'Naledi Khumalo',
          employeeNumber: '7100',
          leaveType: 'Annual',
          leaveFrom: '2026-03-09',
          leaveTo: '2026-03-13',
          leaveState: 'New/Waiting',
        },
      },
    ]);
  });

  it('alerts again while it waits for a higher level after a first decision, each level its own cause', () => {
    expect(decide({ status: 1 }).map((alert) => [alert.eventTypeID, alert.cause, alert.details.leaveState])).toEqual([['waiting', 'leave:awaiting:1', 'Granted in process']]);
    expect(decide({ status: 2 }).map((alert) => [alert.eventTypeID, alert.cause, alert.details.leaveState])).toEqual([['waiting', 'leave:awaiting:2', 'Declined in process']]);
  });

  it('alerts the decided types, naming the employee, when it is finally granted, finally declined or cancelled', () => {
    const decided = (step: Partial<LeaveApplicationStep>) => decide(step).map((alert) => [alert.eventTypeID, alert.eventKind, alert.employeeID, alert.cause, alert.details.leaveState]);
    expect(decided({ status: 11 })).toEqual([['decided', 'leaveDecided', 'emp-1', 'leave:approved', 'Finally Granted']]);
    expect(decided({ status: 22 })).toEqual([['decided', 'leaveDecided', 'emp-1', 'leave:rejected', 'Finally Declined']]);
    // Cancelling keeps the status it had; granted leave cancelled is a decision of its own.
    expect(decided({ status: 11, cancelled: true })).toEqual([['decided', 'leaveDecided', 'emp-1', 'leave:cancelled', 'Cancelled']]);
    expect(decided({ status: 0, cancelled: true })).toEqual([['decided', 'leaveDecided', 'emp-1', 'leave:cancelled', 'Cancelled']]);
  });

  it('leaves out types that do not concern the applicant: excluded, not included, or outside the filter', () => {
    expect(decide({ status: 11 }, [aType({ eventKind: 'leaveDecided', excludedEmployeeIDs: ['emp-1'] })])).toEqual([]);
    expect(decide({ status: 11 }, [aType({ eventKind: 'leaveDecided', includedEmployeeIDs: ['emp-2'] })])).toEqual([]);
    const filtered = aType({ eventKind: 'leaveDecided', employeeFilterID: 'filter-1' });
    expect(decide({ status: 11 }, [filtered], new Map([['filter-1', new Set(['emp-2'])]]))).toEqual([]);
    expect(decide({ status: 11 }, [filtered], new Map([['filter-1', new Set(['emp-1'])]]))).toHaveLength(1);
  });

  it('names what is wrong with a step it cannot take, and takes a sound one', () => {
    const sound = aStep({ applicationID: '0f8e2b1c-4a5d-4e6f-8a9b-1c2d3e4f5a6b', employeeID: '1f8e2b1c-4a5d-4e6f-8a9b-1c2d3e4f5a6b' });
    expect(leaveStepFault(sound)).toBeNull();
    expect(leaveStepFault({ ...sound, applicationID: 'app-1' })).toBe('applicationID and employeeID must be ids');
    expect(leaveStepFault({ ...sound, endDate: '13/03/2026' })).toBe('startDate and endDate must be dates YYYY-MM-DD');
    expect(leaveStepFault({ ...sound, status: 7 as LeaveApplicationStep['status'] })).toBe('unknown status 7');
  });
});
