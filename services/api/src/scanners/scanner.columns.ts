export const SCANNER_COLUMNS = `id, name, make, model, type, external_id AS "externalId", direction, ip_address AS "ipAddress",
  time_zone AS "timeZone", description, version`;
