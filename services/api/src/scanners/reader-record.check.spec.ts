import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import type { CreateScannerRequest } from '@tna/contracts';
import { longestScheduleGapSeconds, readerRecordOf } from './reader-record.check';

const reader = (overrides: Partial<CreateScannerRequest> = {}): CreateScannerRequest => ({ name: ' Gate ', make: 'ZKTeco', type: 'T&A', externalId: 'ZK1', ...overrides });

describe('readerRecordOf', () => {
  it('stores a push reader by default, blanks as null, and no pull fields whatever was sent', () => {
    const record = readerRecordOf(reader({ model: '', port: 4370, commKey: 7, pullSchedule: '0 * * * *', stateMap: {} }));
    expect(record).toMatchObject({ name: 'Gate', model: null, connection: 'push', port: null, commKey: null, pullSchedule: null, stateMap: null, portableDevice: false });
  });

  it('gives a pull reader port 4370, comm key 0 and a five-minute schedule unless told otherwise', () => {
    expect(readerRecordOf(reader({ connection: 'pull', ipAddress: '10.0.0.1' }))).toMatchObject({ port: 4370, commKey: 0, pullSchedule: '*/5 * * * *' });
    expect(readerRecordOf(reader({ connection: 'pull', ipAddress: '10.0.0.1', port: 5005, commKey: 12, pullSchedule: ' 0 8 * * 1-5 ' }))).toMatchObject({
      port: 5005,
      commKey: 12,
      pullSchedule: '0 8 * * 1-5',
    });
  });

  it("refuses a schedule node-cron cannot run, naming pullSchedule with node-cron's reason", () => {
    let refusal: unknown;
    try {
      readerRecordOf(reader({ connection: 'pull', ipAddress: '10.0.0.1', pullSchedule: '61 * * * *' }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BadRequestException);
    expect((refusal as BadRequestException).getResponse()).toMatchObject({ field: 'pullSchedule', fields: [{ field: 'pullSchedule' }] });
  });
});

describe('longestScheduleGapSeconds', () => {
  it('is the longest wait between the next runs, in the reader zone', () => {
    expect(longestScheduleGapSeconds('*/5 * * * *', 'UTC')).toBe(300);
    // 08:00 and 17:00 every day: the night is the longest gap.
    expect(longestScheduleGapSeconds('0 8,17 * * *', 'Africa/Johannesburg')).toBe(15 * 3600);
    expect(longestScheduleGapSeconds('not cron', 'UTC')).toBeNull();
  });
});
