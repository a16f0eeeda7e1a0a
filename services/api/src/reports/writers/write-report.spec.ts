import { REPORT_OUTPUTS } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { writeReport } from './index';
import { manyRows, nullSink, sampleLayout, sampleMeta } from './writers.spec-support';

// A month of 1,000 employees, as the bench's Clocked Times; how long it takes is the bench's
// business (docs/reports.md "Speed"), this only checks that every row arrives.
describe('writeReport with 31,000 rows', () => {
  it.each(REPORT_OUTPUTS)('%s: writes every row and finishes the sink', async (output) => {
    const { sink, size } = nullSink();
    const result = await writeReport(sampleLayout, manyRows(31_000), sampleMeta, output, sink);
    expect(result).toEqual({ rows: 31_000 });
    expect(sink.writableFinished).toBe(true);
    expect(size()).toBeGreaterThan(500_000);
  }, 120_000);
});
