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
  return [
    `GET OPTION FROM: ${settings.serial}`,
    `ATTLOGStamp=${settings.stamps.ATTLOG ?? '0'}`,
    `OPERLOGStamp=${settings.stamps.OPERLOG ?? '0'}`,
    `ATTPHOTOStamp=${settings.stamps.ATTPHOTO ?? '0'}`,
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
