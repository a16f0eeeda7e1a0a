import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZkPushDevice } from '../support/zk-push-device';
import { startSecuredProduct, type SecuredProduct } from './support/product';

const SERIAL = 'NOTREGISTERED42';

describe('a reader whose serial is not registered (embedded mode)', () => {
  let product: SecuredProduct;

  /** Rows in every table of the services readers feed: ingestion and the time engine. */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await product.database.query<{ name: string }>(
      "SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_schema IN ('ingestion', 'time_engine') AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = Number((await product.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`))[0].n);
    return counts;
  }

  beforeAll(async () => {
    product = await startSecuredProduct('unregistered-reader');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('is refused at every endpoint that takes data, and nothing of what it sends is stored', async () => {
    const before = await rowCounts();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['ingestion.raw_clockings', 'time_engine.clockings']));
    const stranger = new ZkPushDevice(product.url, SERIAL);
    const iclock = (path: string, init?: RequestInit) => fetch(`${product.url}/iclock/${path}`, init).then(async (r) => [r.status, await r.text()]);

    expect((await stranger.handshake()).status).toBe(403);
    expect(await stranger.upload([ZkPushDevice.line('1001', '2026-03-05T08:00:00'), ZkPushDevice.line('1001', '2026-03-05T17:00:00', 1)])).toEqual({ status: 403, body: 'UNKNOWN DEVICE' });
    expect(await stranger.uploadOperationLog([ZkPushDevice.fingerprintLine('1001', 6, 'TVNTUzIxAAAD')])).toEqual({ status: 403, body: 'UNKNOWN DEVICE' });
    expect(await iclock(`cdata?SN=${SERIAL}&table=ATTPHOTO`, { method: 'POST', body: 'PIN=1001\nCMD=uploadphoto' })).toEqual([403, 'UNKNOWN DEVICE']);
    expect(await iclock(`getrequest?SN=${SERIAL}`)).toEqual([403, 'UNKNOWN DEVICE']);

    expect(await rowCounts()).toEqual(before);
    expect(await product.database.query('SELECT 1 FROM ingestion.raw_clockings WHERE serial = $1', [SERIAL])).toEqual([]);
    // Nobody registered it by knocking: the scanner list is as it was.
    expect(await product.admin.ok('GetScanners_IDName', undefined, { method: 'GET' })).toEqual([]);
  });
});
