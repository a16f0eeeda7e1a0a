/**
 * A stamp as the handshake can echo it: the device's opaque marker of what it has sent (digits on
 * the firmware seen, letters allowed), on one line. Anything else, a line break above all, would
 * write option lines of the sender's choosing into the reader's next handshake.
 */
const READER_STAMP = /^[0-9A-Za-z._:-]{1,64}$/;

/** The stamp to keep, or null when none was given or it is not one (then the stored one stays). */
export function readerStamp(value: string | undefined): string | null {
  return value !== undefined && READER_STAMP.test(value) ? value : null;
}

export interface HandshakeSettings {
  serial: string;
  stamps: Readonly<Record<string, string>>;
  /** Reader's offset from UTC in minutes at this moment. */
  utcOffsetMinutes: number;
  /** Heartbeat interval the device should poll at, in seconds. */
  delaySeconds: number;
}

/**
 * The options block answered to `GET /iclock/cdata?options=all`: real-time upload of attendance
 * and operation logs (with users and biometric templates), and the stored stamps so the device
 * sends only what is new.
 */
export function handshakeOptions(settings: HandshakeSettings): string {
  const offset = settings.utcOffsetMinutes;
  // The protocol reads values under 25 as hours; a fractional-hour zone must be sent in minutes.
  const timeZone = offset % 60 === 0 ? String(offset / 60) : String(offset);
  // A stamp stored before stamps were checked is echoed as 0: the device sends its log again, and repeats are dropped.
  const stamp = (table: string) => readerStamp(settings.stamps[table]) ?? '0';
  return [
    `GET OPTION FROM: ${settings.serial}`,
    `ATTLOGStamp=${stamp('ATTLOG')}`,
    `OPERLOGStamp=${stamp('OPERLOG')}`,
    `ATTPHOTOStamp=${stamp('ATTPHOTO')}`,
    'ErrorDelay=30',
    `Delay=${settings.delaySeconds}`,
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    // Users and templates as they are enrolled or changed come in the operation log.
    'TransFlag=TransData AttLog\tOpLog\tEnrollUser\tChgUser\tEnrollFP\tChgFP\tFACE',
    `TimeZone=${timeZone}`,
    'Realtime=1',
    'Encrypt=0',
    'Timeout=60',
    'SyncTime=3600',
    'ServerVer=2.4.1',
  ].join('\n');
}
