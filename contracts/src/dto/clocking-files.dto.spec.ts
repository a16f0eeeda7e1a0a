import { describe, expect, it } from 'vitest';
import { clockingFileTooLarge, MAX_CLOCKING_FILE_BYTES } from './clocking-files.dto';

describe('clockingFileTooLarge', () => {
  it('gives sizes in megabytes, as a person reads a file size', () => {
    expect(clockingFileTooLarge(12 * 1024 * 1024)).toBe('the file is 12.0 MB: a clocking file may be at most 10.0 MB; split it by date');
  });

  it('gives bytes when the file is so little over the limit that both round alike', () => {
    expect(clockingFileTooLarge(MAX_CLOCKING_FILE_BYTES + 1)).toBe('the file is 10,485,761 bytes: a clocking file may be at most 10,485,760 bytes (10.0 MB); split it by date');
  });
});
