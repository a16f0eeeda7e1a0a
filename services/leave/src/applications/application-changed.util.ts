import type { EntityManager } from 'typeorm';
import type { Actor, LeaveApplicationStatus } from '@tna/contracts';
import { appendToOutbox, newEvent } from '@tna/platform';
import type { ApplicationRow } from './applications.store';

/**
 * Every step of an application (created, decided at any level, cancelled) as one
 * LeaveApplicationChanged in the step's transaction: the event is there exactly when the step is.
 * `application` is the application as the step left it; `decidedBy` the user who took a decision
 * (null for an application that only waits).
 */
export async function emitApplicationChanged(manager: EntityManager, application: ApplicationRow, decidedBy: string | null, actor: Actor | undefined): Promise<void> {
  await appendToOutbox(manager, [
    newEvent(
      'LeaveApplicationChanged',
      application.employeeID,
      {
        applicationID: application.id,
        employeeID: application.employeeID,
        leaveTypeID: application.leaveTypeID,
        status: application.status as LeaveApplicationStatus,
        cancelled: application.cancelled,
        startDate: application.startDate,
        endDate: application.endDate,
        ...(decidedBy ? { decidedBy } : {}),
      },
      { actor },
    ),
  ]);
}
