import { Module } from '@nestjs/common';
import { GenerateReportHandler } from './commands/generate-report/generate-report.handler';
import { DownloadReportHandler } from './queries/download-report/download-report.handler';
import { ReportFilterEmployeesCreateHandler } from './queries/report-filter-employees-create/report-filter-employees-create.handler';
import { ReportFilterEmployeesInitializeHandler } from './queries/report-filter-employees-initialize/report-filter-employees-initialize.handler';
import { ReportsController } from './reports.controller';

/** Reports (docs/reports.md); the report jobs run in the api's JobRunner (api.module.ts). */
@Module({
  controllers: [ReportsController],
  providers: [GenerateReportHandler, DownloadReportHandler, ReportFilterEmployeesInitializeHandler, ReportFilterEmployeesCreateHandler],
})
export class ReportsModule {}
