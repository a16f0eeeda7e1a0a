import { REPORT_OUTPUTS } from '@tna/contracts';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../domain/report';
import { writeReport } from './index';
import { manyRows, nullSink, pdfText, readSheet, sampleLayout, sampleMeta } from './writers.spec-support';

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

describe('writeReport and its sink', () => {
  it.each(REPORT_OUTPUTS)('%s: a slow sink that is often full still gets the whole file', async (output) => {
    const chunks: Buffer[] = [];
    // Takes a chunk a turn of the event loop later and says it is full past 1 KiB: the writer waits for 'drain'.
    const sink = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        setImmediate(done);
      },
    });
    expect(await writeReport(sampleLayout, manyRows(1_000), sampleMeta, output, sink)).toEqual({ rows: 1_000 });
    const file = Buffer.concat(chunks);
    if (output === 'pdf') expect(await pdfText(file)).toContain('Grand total (1000 rows)');
    if (output === 'excel') expect((await readSheet(file)).getCell(7 + 1_000 + 2 * 33 + 2 * 4 + 1, 1).value).toBe('Grand total (1000 rows)');
    if (output === 'excelText') expect(file.toString('utf8').trimEnd().split('\r\n').at(-1)).toMatch(/^Grand total \(1000 rows\)\t/);
  }, 60_000);

  it.each(REPORT_OUTPUTS)('%s: rows that fail half way fail the write with their error', async (output) => {
    async function* failing(): AsyncGenerator<ReportRow> {
      yield* manyRows(10);
      throw new Error('the cursor was closed');
    }
    await expect(writeReport(sampleLayout, failing(), sampleMeta, output, nullSink().sink)).rejects.toThrow('the cursor was closed');
  });
});
