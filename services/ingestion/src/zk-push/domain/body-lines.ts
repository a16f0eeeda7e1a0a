/**
 * The lines of a reader's upload or a clocking file. Firmware and the tools that write such files
 * end lines with CRLF, LF or a bare CR; a line end the split missed would join the records after
 * it to one line's last field.
 */
export function bodyLines(body: string): string[] {
  return body.split(/\r\n|\r|\n/);
}
