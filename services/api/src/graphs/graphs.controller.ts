import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GraphRequest, GraphTopExceptionsRequest, type GraphAttendanceRate, type GraphHoursByDepartment, type GraphStatusesPerDay, type GraphTopExceptions } from '@tna/contracts';
import { periodProblem } from './domain/graph-period';
import { GraphsStore } from './graphs.store';
import { GetGraphAttendanceRateQuery } from './queries/get-graph-attendance-rate/get-graph-attendance-rate.query';
import { GetGraphHoursByDepartmentQuery } from './queries/get-graph-hours-by-department/get-graph-hours-by-department.query';
import { GetGraphStatusesPerDayQuery } from './queries/get-graph-statuses-per-day/get-graph-statuses-per-day.query';
import { GetGraphTopExceptionsQuery } from './queries/get-graph-top-exceptions/get-graph-top-exceptions.query';

/** Employee Graphs (docs/reports.md, "Graphs"): reads for the console's charts, behind rptGraph (the call guard). */
@Controller('api')
export class GraphsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly store: GraphsStore,
  ) {}

  @Post('GetGraphStatusesPerDay')
  @HttpCode(200)
  async statusesPerDay(@Body() request: GraphRequest): Promise<GraphStatusesPerDay> {
    await this.check(request);
    return this.queryBus.execute(new GetGraphStatusesPerDayQuery(request));
  }

  @Post('GetGraphHoursByDepartment')
  @HttpCode(200)
  async hoursByDepartment(@Body() request: GraphRequest): Promise<GraphHoursByDepartment> {
    await this.check(request);
    return this.queryBus.execute(new GetGraphHoursByDepartmentQuery(request));
  }

  @Post('GetGraphTopExceptions')
  @HttpCode(200)
  async topExceptions(@Body() request: GraphTopExceptionsRequest): Promise<GraphTopExceptions> {
    await this.check(request);
    return this.queryBus.execute(new GetGraphTopExceptionsQuery(request));
  }

  @Post('GetGraphAttendanceRate')
  @HttpCode(200)
  async attendanceRate(@Body() request: GraphRequest): Promise<GraphAttendanceRate> {
    await this.check(request);
    return this.queryBus.execute(new GetGraphAttendanceRateQuery(request));
  }

  /** The period (real dates, in order, at most REPORT_MAX_DAYS) and a saved filter that exists: else a 400 naming the field. */
  private async check(request: GraphRequest): Promise<void> {
    const problem = periodProblem(request.from, request.to);
    if (problem) throw invalid(problem.field, problem.message);
    if (request.reportFilterID && !(await this.store.reportFilterExists(request.reportFilterID))) {
      throw invalid('reportFilterID', `no such employee filter: ${request.reportFilterID}`);
    }
  }
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ error: 'validation failed', field, message });
}
