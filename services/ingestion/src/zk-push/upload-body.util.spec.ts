import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UnreadableUpload, uploadBytes } from './upload-body.util';

const body = Buffer.from('2001\t2026-11-26 09:00:00\t0\t1\t0\n2002\t2026-11-26 09:00:00\t0\t1\t0\n');

describe('uploadBytes', () => {
  it('inflates a body sent with Content-Encoding gzip, deflate (wrapped or bare) or br, in any letter case', () => {
    expect(uploadBytes(gzipSync(body), 'gzip')).toEqual(body);
    expect(uploadBytes(gzipSync(body), 'X-GZIP')).toEqual(body);
    expect(uploadBytes(deflateSync(body), 'deflate')).toEqual(body);
    expect(uploadBytes(deflateRawSync(body), 'deflate')).toEqual(body);
    expect(uploadBytes(brotliCompressSync(body), 'br')).toEqual(body);
  });

  it('undoes several codings in the reverse of the order they were applied, and takes identity or none as they are', () => {
    expect(uploadBytes(gzipSync(deflateSync(body)), 'deflate, gzip')).toEqual(body);
    expect(uploadBytes(body, 'identity')).toEqual(body);
    expect(uploadBytes(body, undefined)).toEqual(body);
    expect(uploadBytes(body.toString(), undefined)).toEqual(body);
    expect(uploadBytes(undefined, undefined)).toEqual(Buffer.alloc(0));
  });

  it('refuses a coding it cannot undo (415), bytes that are not what the coding says (400) and anything that is not bytes (400)', () => {
    expect(uploadBytes(body, 'compress')).toEqual(new UnreadableUpload(415, 'Content-Encoding compress not supported (gzip, deflate, br)'));
    expect(uploadBytes(body, 'gzip')).toEqual(new UnreadableUpload(400, 'body is not valid gzip'));
    expect(uploadBytes({ lines: [] }, undefined)).toEqual(new UnreadableUpload(400, 'body must be text'));
    // Each layer is inflated on the event loop: a header stacking thousands would stall the service.
    expect(uploadBytes(gzipSync(gzipSync(gzipSync(body))), 'gzip, gzip, gzip')).toEqual(new UnreadableUpload(415, 'more than 2 Content-Encodings'));
  });

  it('refuses a body over the limit, sent so or inflating to it (413), without inflating past the limit', () => {
    const large = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a');
    const refused = new UnreadableUpload(413, `body larger than ${MAX_UPLOAD_BYTES} bytes`);
    expect(uploadBytes(large, undefined)).toEqual(refused);
    expect(uploadBytes(gzipSync(large), 'gzip')).toEqual(refused);
    expect(uploadBytes(brotliCompressSync(large), 'br')).toEqual(refused);
    expect(uploadBytes(gzipSync(Buffer.alloc(MAX_UPLOAD_BYTES, 'a')), 'gzip')).toHaveLength(MAX_UPLOAD_BYTES);
  });
});
