import { DateTime } from 'luxon';
import { createMailSender, defaultTimeZone, jobKind, mailTemplate, type JobContext, type JobHandler, type MailSender, type ServiceRuntime } from '@tna/platform';
import { PARKED_EVENTS_PATH } from '@tna/contracts';
import { parkedEventsNoticeDue, type ParkedEventGroup } from '../domain/parked-events-notice';
import { lastParkedEventsNotice, noteParkedEventsNotice, parkedEventGroups, parkedEventsReadersWithEmail } from '../parked-events.store';

export type ParkedEventsNoticeJobData = Record<string, never>;

export const PARKED_EVENTS_NOTICE = jobKind<ParkedEventsNoticeJobData>('parked-events-notice');

interface NoticeGroup {
  service: string;
  consumer: string;
  count: number;
  failing: number;
  oldest: string;
  reason: string;
}

const noticeMail = mailTemplate<{ fullName: string; subject: string; total: number; groups: NoticeGroup[]; open: string }>({
  subject: '{{subject}}',
  text: [
    'Hello {{fullName}},',
    '',
    '{{total}} events that a service could not handle are parked: set aside so that the events after them go on. Until they are handled, what they carry is missing (a parked clocking is on no day, and payroll does not see it).',
    '',
    '{{#each groups}}',
    '- {{service}}, {{consumer}}: {{count}} parked, {{failing}} of them failing (the rest wait behind those), the oldest since {{oldest}}. {{reason}}',
    '{{/each}}',
    '',
    'They are tried again on their own, waiting longer after each failure. {{open}}',
    '',
    'You get this mail because you may see parked events. Another follows when more are parked (at most one an hour), and a reminder each day while any stay parked.',
  ].join('\n'),
});

/**
 * Every five minutes, mails the users who may see parked events when events have been parked
 * since the last notice, and each day while any stay parked (docs/deploy.md, "Parked events"):
 * the masthead's badge and /metrics show them only to someone who looks. Without an SMTP server
 * it does nothing. A notice is noted only once a mail has gone out, so a failed send is tried on the next run.
 */
export class ParkedEventsNoticeJob implements JobHandler<ParkedEventsNoticeJobData> {
  readonly kind = PARKED_EVENTS_NOTICE;
  readonly schedule = '*/5 * * * *';
  private readonly mailer: MailSender | null;

  constructor(private readonly runtime: ServiceRuntime) {
    this.mailer = createMailSender(runtime.config);
  }

  scheduledPayload(): ParkedEventsNoticeJobData {
    return {};
  }

  async run(job: JobContext<ParkedEventsNoticeJobData>): Promise<{ mailed: number }> {
    const db = this.runtime.dataSource;
    if (!this.mailer) return { mailed: 0 };
    const now = new Date();
    const groups = await parkedEventGroups(db);
    const due = parkedEventsNoticeDue(groups, await lastParkedEventsNotice(db), now);
    if (due === null) return { mailed: 0 };
    await job.setTotal(1);
    const recipients = await parkedEventsReadersWithEmail(db);
    if (recipients.length === 0) this.runtime.logger.warn({ parked: total(groups) }, 'events are parked, and no user who may see them has an e-mail address to be told');
    const content = { subject: subjectOf(groups, due), total: total(groups), groups: groups.map((group) => this.noticeGroup(group)), open: this.openLine() };
    let mailed = 0;
    for (const recipient of recipients) {
      try {
        await this.mailer.send({ to: recipient.email, ...noticeMail({ fullName: recipient.fullName, ...content }) });
        mailed++;
      } catch (error) {
        this.runtime.logger.error({ username: recipient.username, error: String(error) }, 'could not mail the parked events notice');
      }
    }
    // Noted when told to somebody (or to nobody there is to tell): a notice no server took is tried again on the next run.
    if (mailed > 0 || recipients.length === 0) {
      const newestParkedAt = new Date(Math.max(...groups.map((group) => group.newestParkedAt.getTime())));
      await job.chunk(1, (manager) => noteParkedEventsNotice(manager, { noticedAt: now, newestParkedAt }));
    }
    return { mailed };
  }

  private noticeGroup(group: ParkedEventGroup): NoticeGroup {
    const zone = defaultTimeZone(this.runtime.config);
    return {
      service: group.service,
      consumer: group.consumer,
      count: group.count,
      failing: group.failing,
      oldest: `${DateTime.fromJSDate(group.oldestParkedAt, { zone }).toFormat('yyyy-MM-dd HH:mm')} (${zone})`,
      reason: group.reason === null ? '' : `The first failed with: ${group.reason}`,
    };
  }

  /** The page's address comes from configuration (TNA_PUBLIC_URL); without it, where to find the page. */
  private openLine(): string {
    const publicUrl = this.runtime.config.TNA_PUBLIC_URL?.replace(/\/+$/, '');
    return publicUrl
      ? `To see them, and to retry or drop them: ${publicUrl}${PARKED_EVENTS_PATH}`
      : 'To see them, and to retry or drop them: the console, System & Security, Parked Events.';
  }
}

function total(groups: readonly ParkedEventGroup[]): number {
  return groups.reduce((sum, group) => sum + group.count, 0);
}

function subjectOf(groups: readonly ParkedEventGroup[], due: 'parked' | 'reminder'): string {
  const count = total(groups);
  const events = count === 1 ? '1 event is' : `${count} events are`;
  return due === 'reminder' ? `Reminder: ${events} still parked in Time and Attendance` : `${events} parked in Time and Attendance`;
}
