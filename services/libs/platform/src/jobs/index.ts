export * from './job';
export * from './jobs.migration';
export * from './jobs.store';
export * from './job-runner';
export * from './cancel-job.handler';
