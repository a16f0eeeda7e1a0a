import { jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import { deleteExpiredReportFiles } from '../reports.store';

export type ReportFilesCleanUpJobData = Record<string, never>;

export const REPORT_FILES_CLEAN_UP = jobKind<ReportFilesCleanUpJobData>('report-files-clean-up');

/** Once a day (02:30 server time) deletes the report files made more than 7 days ago (docs/reports.md, "Jobs and downloads"). */
export class ReportFilesCleanUpJob implements JobHandler<ReportFilesCleanUpJobData> {
  readonly kind = REPORT_FILES_CLEAN_UP;
  readonly schedule = '30 2 * * *';

  constructor(private readonly runtime: ServiceRuntime) {}

  scheduledPayload(): ReportFilesCleanUpJobData {
    return {};
  }

  async run(job: JobContext<ReportFilesCleanUpJobData>): Promise<{ deleted: number }> {
    await job.setTotal(1);
    const deleted = await job.chunk(1, (manager) => deleteExpiredReportFiles(manager));
    return { deleted };
  }
}
