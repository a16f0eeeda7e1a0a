import { DateTime } from 'luxon';
import { PARKED_EVENTS_PATH } from '@tna/contracts';
import { createMailSender, defaultTimeZone, jobKind, mailTemplate, publicUrl, type MailSender, type ServiceRuntime, type JobHandler } from '@tna/platform';
import { mailableUsers } from '../../auth/auth.store';
import { newestFailedAt, noticeRecipients, parkedEventsNoticeDue, type ParkedEventGroup } from '../domain/parked-events-notice';
import { lastParkedEventsNotice, noteParkedEventsNotice, parkedEventGroups } from '../parked-events.store';

export type ParkedEventsNoticeJobData = Record<string, never>;

export const PARKED_EVENTS_NOTICE = jobKind<ParkedEventsNoticeJobData>('parked-events-notice');

/** A silent SMTP server is given up on after this long (nodemailer waits 10 minutes), so a run ends and the next tries again. */
const SMTP_SOCKET_TIMEOUT_MS = 30_000;

interface NoticeGroup {
  service: string;
  consumer: string;
  parked: string;
  oldest: string;
  reason: string;
}

const noticeMail = mailTemplate<{ fullName: string; subject: string; parked: string; groups: NoticeGroup[]; open: string }>({
  subject: '{{subject}}',
  text: [
    'Hello {{fullName}},',
    '',
    '{{parked}}: set aside so that the events after them go on. Until they are handled, what they carry is missing (a parked clocking, for one, is on no day, and payroll does not see it).',
    '',
    '{{#each groups}}',
    '- {{service}}, {{consumer}}: {{parked}}, the oldest since {{oldest}}. {{reason}}',
    '{{/each}}',
    '',
    'They are tried again on their own, waiting longer after each failure. {{open}}',
    '',
    'You get this mail because you may see parked events. Another follows when more fail (at most one an hour), and a reminder each day while any stay parked.',
  ].join('\n'),
});

/**
 * Every five minutes, mails the users who may see parked events (GetParkedEvents) when events
 * failed and were parked since the last notice, and each day while any stay parked
 * (docs/deploy.md, "Parked events"): the masthead's badge and /metrics show them only to someone
 * who looks. Without an SMTP server it does nothing. Its own runner (api.module.ts), so a slow mail
 * server never holds up a report.
 */
export class ParkedEventsNoticeJob implements JobHandler<ParkedEventsNoticeJobData> {
  readonly kind = PARKED_EVENTS_NOTICE;
  readonly schedule = '*/5 * * * *';
  private readonly mailer: MailSender | null;

  constructor(private readonly runtime: ServiceRuntime) {
    this.mailer = createMailSender(runtime.config, { socketTimeoutMs: SMTP_SOCKET_TIMEOUT_MS });
  }

  scheduledPayload(): ParkedEventsNoticeJobData {
    return {};
  }

  async run(): Promise<{ mailed: number }> {
    const db = this.runtime.dataSource;
    if (!this.mailer) return { mailed: 0 };
    const now = new Date();
    const groups = await parkedEventGroups(db);
    const due = parkedEventsNoticeDue(groups, await lastParkedEventsNotice(db), now);
    if (due === null) return { mailed: 0 };
    const parked = groups.reduce((sum, group) => sum + group.count, 0);
    const recipients = noticeRecipients(await mailableUsers(db));
    if (recipients.length === 0) this.runtime.logger.warn({ parked }, 'events are parked, and no user who may see them has an e-mail address to be told');
    const content = {
      subject: subjectOf(parked, due),
      parked: `${count(parked, 'event')} that a service could not handle ${parked === 1 ? 'is' : 'are'} parked`,
      groups: groups.map((group) => this.noticeGroup(group)),
      open: this.openLine(),
    };
    let mailed = 0;
    for (const recipient of recipients) {
      try {
        await this.mailer.send({ to: recipient.email, ...noticeMail({ fullName: recipient.fullName, ...content }) });
        mailed++;
      } catch (error) {
        this.runtime.logger.error({ username: recipient.username, error: String(error) }, 'could not mail the parked events notice');
      }
    }
    // Noted when told to somebody (or to nobody there is to tell): a notice no server took is tried
    // again on the next run. Not in a chunk of the job: a stop asked meanwhile must not undo what was sent.
    if (mailed > 0 || recipients.length === 0) await noteParkedEventsNotice(db, { noticedAt: now, newestFailedAt: newestFailedAt(groups) });
    return { mailed };
  }

  private noticeGroup(group: ParkedEventGroup): NoticeGroup {
    const zone = defaultTimeZone(this.runtime.config);
    const waiting = group.count - group.failing;
    return {
      service: group.service,
      consumer: group.consumer,
      parked: `${count(group.count, 'event')} parked, ${group.failing} failing${waiting > 0 ? ` and ${waiting} waiting behind ${group.failing === 1 ? 'it' : 'them'}` : ''}`,
      oldest: `${DateTime.fromJSDate(group.oldestParkedAt, { zone }).toFormat('yyyy-MM-dd HH:mm')} (${zone})`,
      reason: group.reason === null ? '' : `The first failed with: ${group.reason}`,
    };
  }

  /** The page's address comes from configuration (TNA_PUBLIC_URL), never from a request; without it, where to find the page. */
  private openLine(): string {
    const url = publicUrl(this.runtime.config);
    return url ? `To see them, and to retry or drop them: ${url}${PARKED_EVENTS_PATH}` : 'To see them, and to retry or drop them: the console, System & Security, Parked Events.';
  }
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function subjectOf(n: number, due: 'parked' | 'reminder'): string {
  const parked = `${count(n, 'event')} ${n === 1 ? 'is' : 'are'}`;
  return due === 'reminder' ? `Reminder: ${parked} still parked in Time and Attendance` : `${parked} parked in Time and Attendance`;
}
