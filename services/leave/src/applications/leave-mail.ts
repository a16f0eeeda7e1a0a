import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LEAVE_APPLICATION_STATUS_TEXT, type LeaveApplicationStatus } from '@tna/contracts';
import { MAIL_SENDER, mailTemplate, runtimeToken, type MailSender, type ServiceRuntime } from '@tna/platform';
import { afterCommit, watchCommits } from './after-commit.util';
import { allApprovers, findEmployee, findLeaveType, type ApplicationRow } from './applications.store';
import { highestLevel, mayDecide } from './domain/approval';

interface MailFacts {
  employee: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  status: string;
}

const TO_DECIDE = mailTemplate<MailFacts>({
  subject: 'Leave of {{employee}} waiting for your decision',
  text: '{{employee}} has asked for {{leaveType}} from {{startDate}} to {{endDate}} ({{status}}).\nYou may grant or decline it now under Leave approvals.',
});
const DECIDED = mailTemplate<MailFacts>({
  subject: 'Your {{leaveType}} from {{startDate}} to {{endDate}}: {{status}}',
  text: 'Hello {{employee}},\n\nyour application for {{leaveType}} from {{startDate}} to {{endDate}} is {{status}}.',
});

/**
 * Tells the people concerned about each step of an application (LEAVE.md §3): the approvers who
 * may decide it now while it waits, the employee when it is final or cancelled. Mail goes after
 * the commit, so a rolled back command sends nothing; a mail that fails is logged and never
 * undoes or fails the command. With no SMTP server configured, nothing is sent.
 */
@Injectable()
export class LeaveMail {
  constructor(
    @Inject(MAIL_SENDER) private readonly mailer: MailSender | null,
    @Inject(runtimeToken('leave')) private readonly runtime: ServiceRuntime,
  ) {
    watchCommits(runtime.dataSource);
  }

  /** After a create or a decision: the approvers who may decide now, or the employee when it is final. */
  async stepTaken(manager: EntityManager, application: ApplicationRow): Promise<void> {
    if (!this.mailer) return;
    const facts = await this.factsOf(manager, application, LEAVE_APPLICATION_STATUS_TEXT[application.status as LeaveApplicationStatus]);
    if (application.status === 11 || application.status === 22) {
      await this.toEmployee(manager, application, DECIDED(facts));
      return;
    }
    const approvers = await allApprovers(manager);
    const highest = highestLevel(approvers);
    const recipients = approvers.filter((user) => user.email && mayDecide(application, user, highest)).map((user) => user.email!);
    const mail = TO_DECIDE(facts);
    for (const to of new Set(recipients)) this.sendAfterCommit(manager, { to, ...mail });
  }

  async cancelled(manager: EntityManager, application: ApplicationRow): Promise<void> {
    if (!this.mailer) return;
    await this.toEmployee(manager, application, DECIDED(await this.factsOf(manager, application, 'Cancelled')));
  }

  private async toEmployee(manager: EntityManager, application: ApplicationRow, mail: { subject: string; text: string }): Promise<void> {
    const employee = await findEmployee(manager, application.employeeID);
    if (employee?.email) this.sendAfterCommit(manager, { to: employee.email, ...mail });
  }

  private async factsOf(manager: EntityManager, application: ApplicationRow, status: string): Promise<MailFacts> {
    const employee = await findEmployee(manager, application.employeeID);
    const leaveType = await findLeaveType(manager, application.leaveTypeID);
    return { employee: employee?.name ?? application.employeeID, leaveType: leaveType?.name ?? 'leave', startDate: application.startDate, endDate: application.endDate, status };
  }

  private sendAfterCommit(manager: EntityManager, mail: { to: string; subject: string; text: string }): void {
    const mailer = this.mailer!;
    afterCommit(manager, () => {
      mailer.send(mail).catch((error: unknown) => this.runtime.logger.warn({ to: mail.to, subject: mail.subject, error: String(error) }, 'leave mail not sent'));
    });
  }
}
