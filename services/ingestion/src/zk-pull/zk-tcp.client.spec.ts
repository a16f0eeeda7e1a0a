import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reportZkErrorsTo } from './zk-tcp.client';

describe("node-zklib's error log", () => {
  it('goes to the logger, never to a DDMMYYYY.err.log file in the working directory', async () => {
    const lines: string[] = [];
    reportZkErrorsTo((text) => lines.push(text));
    const now = new Date();
    const file = `${String(now.getDate()).padStart(2, '0')}${String(now.getMonth() + 1).padStart(2, '0')}${now.getFullYear()}.err.log`;
    const existed = fs.existsSync(file);
    // node-zklib's own modules log through this export when a frame cannot be read.
    const errorLog = createRequire(__filename)('node-zklib/helpers/errorLog') as { log: (text: string) => void };
    errorLog.log('[228] : RangeError: bad frame');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual(['[228] : RangeError: bad frame']);
    expect(fs.existsSync(file)).toBe(existed);
  });
});
