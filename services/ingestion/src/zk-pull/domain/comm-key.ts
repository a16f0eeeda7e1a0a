/**
 * The 4 bytes CMD_AUTH carries for a reader set with a comm key (its "COM password", 0 to
 * 999999): the firmware's MakeKey (commpro.c, as pyzk's make_commkey) — the key's 32 bits
 * reversed, plus the session id, bytes XORed with "ZKSO", the two halves swapped, then mixed with
 * a ticks byte (50). A scramble bound to the session, not cryptography.
 */
export function commKeyBytes(key: number, sessionId: number, ticks = 50): Uint8Array {
  let reversed = 0;
  for (let i = 0; i < 32; i++) reversed = ((reversed << 1) | ((key >>> i) & 1)) >>> 0;
  const sum = (reversed + sessionId) % 2 ** 32;
  const k = [sum & 0xff, (sum >>> 8) & 0xff, (sum >>> 16) & 0xff, (sum >>> 24) & 0xff];
  const x = [k[0] ^ 0x5a, k[1] ^ 0x4b, k[2] ^ 0x53, k[3] ^ 0x4f]; // 'Z' 'K' 'S' 'O'
  const swapped = [x[2], x[3], x[0], x[1]];
  const b = ticks & 0xff;
  return Uint8Array.from([swapped[0] ^ b, swapped[1] ^ b, b, swapped[3] ^ b]);
}
