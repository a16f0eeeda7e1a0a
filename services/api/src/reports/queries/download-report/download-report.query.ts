/** DownloadReport: the file of report job `jobID`, for `userID`, who must have asked for it. */
export class DownloadReportQuery {
  constructor(
    readonly jobID: string,
    readonly userID: string,
  ) {}
}
