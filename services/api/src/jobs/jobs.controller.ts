import { BadRequestException, Body, ConflictException, Controller, ForbiddenException, Get, Headers, HttpCode, Inject, NotFoundException, Post, Query, Req } from '@nestjs/common';
import { CancelJobRequest, GetJobsRequest, hasAnyPermission, isUuid, JOB_CANCEL_COMMANDS, type Job, type ListResult } from '@tna/contracts';
import { CommandClient, JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { likePattern, pageWindow } from '../shared/list-query.util';
import { sendCommand } from '../shared/send-command.util';
import { API_JOB_RUNNER } from './api-job-runner';
import { findJob, JOB_SORTS, listJobs } from './jobs.store';

/**
 * Jobs of every service (docs/architecture.md, Jobs): read from the views the owners publish;
 * a cancel goes, as a command, to the service whose jobs table holds the job. A user sees and
 * cancels the jobs they asked for; setupSystem sees and cancels every job.
 */
@Controller('api')
export class JobsController {
  constructor(
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(API_JOB_RUNNER) private readonly jobs: JobRunner,
  ) {}

  @Get('GetJob')
  async getJob(@Query('ID') id: unknown, @Req() http: AuthenticatedRequest): Promise<Job> {
    return this.visibleJob(id, 'ID', http);
  }

  @Post('GetJobs')
  @HttpCode(200)
  getJobs(@Body() request: GetJobsRequest, @Req() http: AuthenticatedRequest): Promise<ListResult<Job>> {
    const everyone = hasAnyPermission(http.user!, ['setupSystem']) && request.mine !== true;
    return listJobs(
      this.runtime.dataSource,
      { requestedBy: everyone ? undefined : http.user!.userID, state: request.state, service: request.service, kind: request.kind, search: likePattern(request.search) },
      pageWindow(request, JOB_SORTS, 'createdAt'),
    );
  }

  /** Answers the job as it is then: `cancelled` when it was queued, else running with `cancelRequested`. */
  @Post('CancelJob')
  @HttpCode(200)
  async cancelJob(@Body() request: CancelJobRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<Job> {
    const job = await this.visibleJob(request.id, 'id', http);
    if (job.finishedAt !== null) throw new ConflictException({ error: 'the job has already ended' });
    // The api's own jobs (reports) are in its own table: cancelled here, no command needed.
    if (job.service === 'api') {
      if ((await this.jobs.cancel(job.id)) === 'ended') throw new ConflictException({ error: 'the job has already ended' });
      return (await findJob(this.runtime.dataSource, job.id))!;
    }
    // The service whose jobs table holds the job cancels it.
    const command = JOB_CANCEL_COMMANDS[job.service];
    if (command === undefined) throw new ConflictException({ error: `jobs of the ${job.service} service cannot be cancelled` });
    await sendCommand(this.commands, this.runtime, command, { id: job.id }, http, key);
    return (await findJob(this.runtime.dataSource, job.id))!;
  }

  private async visibleJob(id: unknown, field: string, http: AuthenticatedRequest): Promise<Job> {
    if (!isUuid(id)) throw new BadRequestException({ error: 'validation failed', field, message: `${field} must be a job id` });
    const job = await findJob(this.runtime.dataSource, id.toLowerCase());
    if (!job) throw new NotFoundException({ error: `No job has the id ${id}`, field });
    const own = job.requestedBy?.kind === 'user' && job.requestedBy.id === http.user!.userID;
    if (!own && !hasAnyPermission(http.user!, ['setupSystem'])) throw new ForbiddenException({ error: 'Unauthorized access' });
    return job;
  }
}
