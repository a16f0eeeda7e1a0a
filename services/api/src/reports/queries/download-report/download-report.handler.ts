import { ConflictException, ForbiddenException, Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { REPORT_JOB_KINDS } from '../../jobs/report.job';
import { findReportDownload, reportFilePart } from '../../reports.store';
import { DownloadReportQuery } from './download-report.query';

/** A report's file as the download sends it: its name and type, its length, and its parts read one at a time as they are sent. */
export interface ReportDownloadFile {
  fileName: string;
  contentType: string;
  bytes: number;
  content: AsyncIterable<Buffer>;
}

/**
 * A finished report's file (docs/reports.md, "Jobs and downloads"), for the user who asked for it
 * only: a job still running or ended without a file is a 409; a file past its 7 days, like an
 * unknown job, a 404. Nothing holds the whole file: the parts are read as they are sent.
 */
@QueryHandler(DownloadReportQuery)
export class DownloadReportHandler implements IQueryHandler<DownloadReportQuery, ReportDownloadFile> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ jobID, userID }: DownloadReportQuery): Promise<ReportDownloadFile> {
    const db = this.runtime.dataSource;
    const found = await findReportDownload(db, jobID, REPORT_JOB_KINDS);
    if (!found) throw new NotFoundException({ error: `No report has the id ${jobID}`, field: 'ID' });
    if (found.requestedBy !== userID) throw new ForbiddenException({ error: 'Unauthorized access' });
    if (found.state !== 'succeeded') throw new ConflictException({ error: found.state === 'queued' || found.state === 'running' ? 'The report is not ready yet' : `The report ${found.state}` });
    if (!found.file) throw new NotFoundException({ error: 'The report has expired', field: 'ID' });
    const { fileName, contentType, bytes, parts } = found.file;
    async function* content(): AsyncGenerator<Buffer> {
      for (let part = 0; part < parts; part++) yield await reportFilePart(db, jobID, part);
    }
    return { fileName, contentType, bytes, content: content() };
  }
}
