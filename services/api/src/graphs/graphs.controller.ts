import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GraphRequest, GraphTopExceptionsRequest, type GraphAttendanceRate, type GraphHoursByDepartment, type GraphStatusesPerDay, type GraphTopExceptions } from '@tna/contracts';
import { periodProblem } from '../reports/domain/report-range';
import type { SelectedPeriod } from './domain/graph-answers';
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
    return this.queryBus.execute(new GetGraphStatusesPerDayQuery(await this.check(request)));
  }

  @Post('GetGraphHoursByDepartment')
  @HttpCode(200)
  async hoursByDepartment(@Body() request: GraphRequest): Promise<GraphHoursByDepartment> {
    return this.queryBus.execute(new GetGraphHoursByDepartmentQuery(await this.check(request)));
  }

  @Post('GetGraphTopExceptions')
  @HttpCode(200)
  async topExceptions(@Body() request: GraphTopExceptionsRequest): Promise<GraphTopExceptions> {
    return this.queryBus.execute(new GetGraphTopExceptionsQuery(await this.check(request), request.top));
  }

  @Post('GetGraphAttendanceRate')
  @HttpCode(200)
  async attendanceRate(@Body() request: GraphRequest): Promise<GraphAttendanceRate> {
    return this.queryBus.execute(new GetGraphAttendanceRateQuery(await this.check(request)));
  }

  /**
   * The period (the reports' one check) and whom, resolved as a report's (the reports' one
   * resolution: an empty list or a filter selecting nobody is refused too): else a 400 naming the field.
   */
  private async check(request: GraphRequest): Promise<SelectedPeriod> {
    const problem = periodProblem(request.from, request.to);
    if (problem) throw invalid(problem.field, problem.message);
    const selected = await this.store.selectEmployees(request);
    if (!('employeeIDs' in selected)) throw invalid(selected.field, selected.message);
    return { from: request.from, to: request.to, employeeIDs: selected.employeeIDs };
  }
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ error: 'validation failed', field, message });
}
