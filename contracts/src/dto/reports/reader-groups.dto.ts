import { ReportRequest } from '../reports.dto';

/** GenerateReportEmployeeReaderGroupAllocations (docs/reports.md, "Reader Groups"): employees by reader group with the group's readers. */
export class ReaderGroupsReportRequest extends ReportRequest {}
