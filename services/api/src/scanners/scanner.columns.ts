import type { PgErrorAnswers } from '@tna/platform';

/** A reader's columns as the calls name its fields (`Scanner`). */
export const SCANNER_COLUMNS = `id, name, make, model, type, external_id AS "externalId", direction, ip_address AS "ipAddress",
  time_zone AS "timeZone", description, abbreviations, service_endpoints AS "serviceEndpoints", location_id AS "locationID",
  portable_device AS "portableDevice", gps_id AS "gpsId", connection, port, comm_key AS "commKey", pull_schedule AS "pullSchedule",
  state_map AS "stateMap", version`;

/** The reader's constraints as the fields they concern: a taken name or serial, a location that does not exist. */
export const SCANNER_ERRORS: PgErrorAnswers = {
  unique: { scanners_external_id: 'externalId', scanners_name: 'name' },
  references: { scanners_location_id_fkey: { error: 'locationID does not name an existing location', field: 'locationID' } },
};
