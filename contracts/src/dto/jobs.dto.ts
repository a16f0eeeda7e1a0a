import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { Actor } from '../events';
import { SERVICE_NAMES, type ServiceName } from '../services';
import { ListRequest } from './list.dto';

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStateName = (typeof JOB_STATES)[number];

/** A job of any service (GetJob, each item of GetJobs, CancelJob's answer). */
export interface Job {
  id: string;
  service: ServiceName;
  kind: string;
  state: JobStateName;
  /** In the job's own unit (a recalculation counts employees); total 0 until the job knows it. */
  progress: { done: number; total: number };
  result: unknown;
  error: string | null;
  requestedBy: Actor | null;
  /** Asked to stop: a running job ends cancelled at its next chunk. */
  cancelRequested: boolean;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** GetJobs: the caller's own jobs; with setupSystem every job, or `mine` for one's own only. */
export class GetJobsRequest extends ListRequest {
  @IsOptional()
  @IsIn(JOB_STATES)
  state?: JobStateName;

  @IsOptional()
  @IsIn(SERVICE_NAMES)
  service?: ServiceName;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  kind?: string;

  @IsOptional()
  @IsBoolean()
  mine?: boolean;
}

export class CancelJobRequest {
  @IsUUID()
  id!: string;
}

/** The owning service's answer to the CancelJob command. */
export interface CancelJobOutcome {
  outcome: 'cancelled' | 'cancelRequested';
}
