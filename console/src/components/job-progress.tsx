import { Alert, Progress, ProgressMeasureLocation, ProgressVariant } from '@patternfly/react-core';
import type { Job } from '@tna/contracts';
import { useJob } from '../queries/jobs';

const STATE_TEXT: Record<Job['state'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const VARIANT: Partial<Record<Job['state'], ProgressVariant>> = {
  succeeded: ProgressVariant.success,
  failed: ProgressVariant.danger,
  cancelled: ProgressVariant.warning,
};

export interface JobProgressProps {
  /** The job's id, e.g. the `requestID` of a scheduled recalculation. */
  jobID: string;
  title?: string;
  /** How often GetJob is asked while the job runs. */
  intervalMs?: number;
}

/** The progress of a long-running job of any service; polls until the job ends. */
export function JobProgress({ jobID, title = 'Progress', intervalMs }: JobProgressProps) {
  const { data: job, error } = useJob(jobID, intervalMs);
  if (error) return <Alert variant="danger" isInline isPlain title={`Cannot show the progress: ${error.message}`} />;
  if (!job) return <Progress value={0} title={title} label="Loading" aria-label={title} />;
  const { done, total } = job.progress;
  // A job that has not counted its work yet shows 0 %, a succeeded one 100 % whatever it counted.
  const percent = job.state === 'succeeded' ? 100 : total > 0 ? Math.floor((done / total) * 100) : 0;
  // A job that cannot know its total beforehand (a report streams its rows) still shows it moves.
  const counts = total > 0 ? ` (${done} of ${total})` : done > 0 ? ` (${done} so far)` : '';
  return (
    <Progress
      value={percent}
      title={title}
      aria-label={title}
      measureLocation={ProgressMeasureLocation.outside}
      label={`${STATE_TEXT[job.state]}${counts}${job.error ? `: ${job.error}` : ''}`}
      variant={VARIANT[job.state]}
    />
  );
}
