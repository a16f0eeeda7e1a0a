import { BadRequestException } from '@nestjs/common';
import { createTask, validateDetailed } from 'node-cron';
import { DEFAULT_PULL_PORT, DEFAULT_PULL_SCHEDULE, type CreateScannerRequest, type Scanner } from '@tna/contracts';

/** A reader's fields as stored, without id and version. */
export type ScannerRecord = Omit<Scanner, 'id' | 'version' | 'effectiveTimeZone'>;

/**
 * The record a CreateScanner or UpdateScanner request stores: blanks as null, push by default, and
 * the pull-only fields (port, comm key, schedule) kept for pull readers only, with their defaults,
 * so a reader switched from pull to push keeps no schedule nobody runs. A schedule node-cron
 * cannot run answers 400 naming pullSchedule (class-validator cannot: contracts have no node-cron).
 */
export function readerRecordOf(request: CreateScannerRequest): ScannerRecord {
  const connection = request.connection ?? 'push';
  const pull = connection === 'pull';
  const pullSchedule = pull ? request.pullSchedule?.trim() || DEFAULT_PULL_SCHEDULE : null;
  if (pullSchedule !== null) {
    const checked = validateDetailed(pullSchedule);
    if (!checked.valid) {
      const why = checked.errors.map((error) => `${error.field}: ${error.message}`).join('; ');
      const message = `pullSchedule is not a cron expression (${why})`;
      throw new BadRequestException({ error: 'validation failed', field: 'pullSchedule', message, fields: [{ field: 'pullSchedule', message }] });
    }
  }
  return {
    name: request.name.trim(),
    make: request.make.trim(),
    model: request.model?.trim() || null,
    type: request.type,
    externalId: request.externalId,
    direction: request.direction ?? null,
    ipAddress: request.ipAddress || null,
    timeZone: request.timeZone || null,
    description: request.description?.trim() || null,
    abbreviations: request.abbreviations?.trim() || null,
    serviceEndpoints: request.serviceEndpoints?.trim() || null,
    locationID: request.locationID ?? null,
    portableDevice: request.portableDevice ?? false,
    gpsId: request.gpsId?.trim() || null,
    connection,
    port: pull ? (request.port ?? DEFAULT_PULL_PORT) : null,
    commKey: pull ? (request.commKey ?? 0) : null,
    pullSchedule,
    stateMap: request.stateMap && Object.keys(request.stateMap).length > 0 ? request.stateMap : null,
  };
}

/**
 * The longest wait between the next runs of a pull schedule, in seconds: a pull reader is
 * online while it was read within three of them. The task is created to ask node-cron, never
 * started, and destroyed at once.
 */
export function longestScheduleGapSeconds(schedule: string, timeZone: string): number | null {
  if (!validateDetailed(schedule).valid) return null;
  const task = createTask(schedule, () => undefined, { timezone: timeZone });
  try {
    const runs = task.getNextRuns(5).map((run) => run.getTime());
    const gaps = runs.slice(1).map((run, i) => (run - runs[i]) / 1000);
    return gaps.length > 0 ? Math.max(...gaps) : null;
  } finally {
    void task.destroy();
  }
}
