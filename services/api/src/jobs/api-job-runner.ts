/**
 * The api's own JobRunner (its jobs: reports), injected by this token: in embedded mode every
 * service's module lives in one Nest application, and the JobRunner class is each service's
 * provider token, so the api's global one must not answer for it.
 */
export const API_JOB_RUNNER = 'api:JobRunner';

/** The api's second JobRunner: urgent reports only (the evacuation), so they never queue behind the others. */
export const API_URGENT_JOB_RUNNER = 'api:UrgentJobRunner';
