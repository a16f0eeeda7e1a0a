import { DEFAULT_PULL_PORT, DEFAULT_PULL_SCHEDULE, READER_CONNECTIONS, READER_SERIAL, READER_STATE_DIRECTIONS, SCANNER_TYPES } from '../dto/scanner.dto';
import type { EntityDescriptor, FieldDescriptor } from './descriptor';

const pullOnly = { shownWhen: { field: 'connection', values: ['pull'] } } as const;
const accessControlOnly = { shownWhen: { field: 'type', values: ['Access Control'] } } as const;

const CONNECTION_LABELS: Record<(typeof READER_CONNECTIONS)[number], string> = {
  push: 'Push (the reader calls the product, ZKTeco ADMS)',
  pull: 'Pull (the product reads the reader over TCP)',
  file: 'File (clockings are imported)',
};

/**
 * The biometric reader form (product-spec-part1 §3): the api's scanners module serves the calls
 * (CreateScanner, UpdateScanner, ...), not the generic setup module, so this describes the form
 * only. `stateMap` is an object on the wire ({"0": "IN"}); the form edits it as rows.
 */
export const BIOMETRIC_READER_FORM: Pick<EntityDescriptor, 'name' | 'label' | 'pluralLabel' | 'route' | 'fields'> = {
  name: 'Scanner',
  label: 'Biometric Reader',
  pluralLabel: 'Biometric Readers',
  route: 'biometric-reader',
  fields: [
    { name: 'name', label: 'Name', type: 'string', required: true, maxLength: 100 },
    { name: 'make', label: 'Make', type: 'string', required: true, maxLength: 50, defaultValue: 'ZKTeco' },
    { name: 'model', label: 'Model', type: 'string', maxLength: 50 },
    { name: 'type', label: 'Type', type: 'enum', required: true, defaultValue: 'T&A', options: SCANNER_TYPES.map((type) => ({ value: type, label: type === 'T&A' ? 'T&A (time and attendance)' : type })) },
    {
      name: 'externalId',
      label: 'External ID',
      type: 'string',
      required: true,
      maxLength: 64,
      format: { pattern: READER_SERIAL.source, message: 'External ID must be 1 to 64 letters, digits or _ . : -' },
      help: 'ZKTeco: the serial number the reader presents; other makes: the scanner ID or IP address',
    },
    { name: 'connection', label: 'Connection', type: 'enum', required: true, defaultValue: 'push', options: READER_CONNECTIONS.map((value) => ({ value, label: CONNECTION_LABELS[value] })) },
    { name: 'ipAddress', label: 'IP address', type: 'string', maxLength: 45, help: 'Needed for a pull reader' },
    { name: 'port', label: 'Port', type: 'integer', min: 1, max: 65535, defaultValue: DEFAULT_PULL_PORT, ...pullOnly },
    { name: 'commKey', label: 'Comm key', type: 'integer', min: 0, max: 999999, defaultValue: 0, help: "The reader's communication password; 0 when none is set", ...pullOnly },
    { name: 'pullSchedule', label: 'Pull schedule', type: 'string', maxLength: 100, defaultValue: DEFAULT_PULL_SCHEDULE, help: "A cron expression in the reader's time zone: */5 * * * * reads every five minutes", ...pullOnly },
    { name: 'direction', label: 'Direction', type: 'enum', options: READER_STATE_DIRECTIONS.map((value) => ({ value, label: value === 'IN' ? 'In only' : 'Out only' })), help: 'For a reader that allows only one direction', ...accessControlOnly },
    {
      name: 'stateMap',
      label: 'Reader states',
      type: 'rows',
      maxRows: 256,
      help: "Only when the reader is set up otherwise than ZKTeco's default (0 in, 1 out, 2 break out, 3 break in, 4 overtime in, 5 overtime out)",
      rowFields: [
        { name: 'state', label: 'State', type: 'integer', required: true, min: 0, max: 255 },
        { name: 'direction', label: 'Means', type: 'enum', required: true, options: READER_STATE_DIRECTIONS.map((value) => ({ value, label: value === 'IN' ? 'In' : 'Out' })) },
      ],
      ...accessControlOnly,
    },
    { name: 'timeZone', label: 'Time zone', type: 'string', maxLength: 64, format: 'timeZone', help: "The zone of the reader's clock; the company's when blank" },
    { name: 'abbreviations', label: 'Abbreviations', type: 'string', maxLength: 50 },
    { name: 'serviceEndpoints', label: 'Service endpoints', type: 'string', maxLength: 500, help: 'Address of the device management service' },
    { name: 'locationID', label: 'Location', type: 'reference', references: 'Location' },
    { name: 'portableDevice', label: 'Portable device', type: 'boolean', help: "Linked to a location, the clocking's geolocation is tracked" },
    { name: 'gpsId', label: 'GPS ID', type: 'string', maxLength: 100 },
    { name: 'description', label: 'Description', type: 'text', maxLength: 500 },
  ] satisfies FieldDescriptor[],
};
