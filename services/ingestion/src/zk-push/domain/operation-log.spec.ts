import { describe, expect, it } from 'vitest';
import { latestTemplates, parseOperationLog } from './operation-log';

/** 9 bytes of a template, base64. */
const TMP = 'SlRTUzIxAAAD';

describe('parseOperationLog', () => {
  it('reads PIN, finger, valid flag and template of FP lines, measuring the template in bytes', () => {
    const parsed = parseOperationLog(`FP PIN=1001\tFID=6\tSize=16\tValid=1\tTMP=${TMP}\r\nFP PIN=42\tFID=0\tTMP=${TMP}\n`);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.templates).toEqual([
      { pin: '1001', kind: 'fingerprint', number: 6, index: 0, algorithmVersion: null, format: null, size: 9, valid: true, duress: false, template: TMP },
      { pin: '42', kind: 'fingerprint', number: 0, index: 0, algorithmVersion: null, format: null, size: 9, valid: null, duress: false, template: TMP },
    ]);
  });

  it('takes an FP valid flag of 0 as invalid and 3 as a duress finger', () => {
    const parsed = parseOperationLog(`FP PIN=1\tFID=1\tValid=0\tTMP=${TMP}\nFP PIN=1\tFID=2\tValid=3\tTMP=${TMP}`);
    expect(parsed.templates.map((t) => [t.number, t.valid, t.duress])).toEqual([
      [1, false, false],
      [2, true, true],
    ]);
  });

  it('reads FACE lines of older face readers as the face templates of one face', () => {
    const parsed = parseOperationLog(`FACE PIN=1001\tFID=0\tValid=1\tSize=12\tTMP=${TMP}\nFACE PIN=1001\tFID=11\tVALID=1\tSIZE=12\tTMP=${TMP}\nFACE PIN=1001\tFID=x\tTMP=${TMP}`);
    expect(parsed.templates.map((t) => [t.kind, t.number, t.index, t.valid])).toEqual([
      ['face', 0, 0, true],
      ['face', 0, 11, true],
    ]);
    expect(parsed.rejected.map((r) => [r.line, r.reason])).toEqual([[3, 'bad face template number']]);
  });

  it('reads BIODATA lines of newer firmware: kind from Type, number, index, algorithm version and format', () => {
    const body = [
      `BIODATA Pin=1001\tNo=6\tIndex=0\tValid=1\tDuress=0\tType=1\tMajorVer=13\tMinorVer=0\tFormat=0\tTmp=${TMP}`,
      `BIODATA Pin=1001\tNo=0\tIndex=2\tValid=1\tDuress=1\tType=9\tMajorVer=39\tMinorVer=3\tFormat=0\tTmp=QUJDRA==`,
      `BIODATA Pin=7\tNo=3\tIndex=1\tValid=0\tDuress=0\tType=7\tMajorVer=\tMinorVer=\tFormat=\tTmp=QUJD`,
    ].join('\n');
    const parsed = parseOperationLog(body);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.templates).toEqual([
      { pin: '1001', kind: 'fingerprint', number: 6, index: 0, algorithmVersion: '13.0', format: 0, size: 9, valid: true, duress: false, template: TMP },
      { pin: '1001', kind: 'visible-light-face', number: 0, index: 2, algorithmVersion: '39.3', format: 0, size: 4, valid: true, duress: true, template: 'QUJDRA==' },
      { pin: '7', kind: 'finger-vein', number: 3, index: 1, algorithmVersion: null, format: null, size: 3, valid: false, duress: false, template: 'QUJD' },
    ]);
  });

  it('counts USER lines and acknowledges other records without storing them', () => {
    const body = ['USER PIN=1001\tName=Thandi\tPri=0\tPasswd=\tCard=123\tGrp=1', 'OPLOG 4\t0\t2026-10-05 09:00:00\t0\t0\t0\t0', 'USERPIC PIN=1001\tFileName=1001.jpg\tSize=3\tContent=QUJD'].join('\n');
    expect(parseOperationLog(body)).toEqual({ templates: [], users: 1, others: 2, rejected: [] });
  });

  it('skips malformed lines with their line number and reason, and keeps the good ones', () => {
    const body = [
      'garbage',
      `FP PIN=\tFID=1\tTMP=${TMP}`,
      `FP PIN=1001\tFID=10\tTMP=${TMP}`,
      `FP PIN=1001\tFID=1\tTMP=not base64!`,
      `FP PIN=1001\tFID=1`,
      `FP PIN=1001\tFID=1\tValid=yes\tTMP=${TMP}`,
      `BIODATA Pin=1001\tNo=0\tType=constructor\tTmp=${TMP}`,
      `BIODATA Pin=1001\tNo=0\tType=1\tDuress=2\tTmp=${TMP}`,
      `FP PIN=1001\tFID=1\tTMP=${'A'.repeat(70_000)}`,
      'USER Name=nobody',
      `FP PIN=1001\tFID=1\tTMP=${TMP}`,
      `FP PIN=1001\tFID=1\tTMP=QUJDR`,
      `BIODATA Pin=1001\tNo=0\tType=0\tTmp=${TMP}`,
    ].join('\n');
    const parsed = parseOperationLog(body);
    expect(parsed.templates.map((t) => t.number)).toEqual([1]);
    expect(parsed.rejected.map((r) => [r.line, r.reason])).toEqual([
      [1, 'not an operation-log record'],
      [2, 'bad PIN'],
      [3, 'bad finger number'],
      [4, 'bad template'],
      [5, 'bad template'],
      [6, 'bad valid flag'],
      [7, 'unknown biometric type'],
      [8, 'bad duress flag'],
      [9, 'line too long'],
      [10, 'bad PIN'],
      [12, 'bad template'],
      [13, 'unknown biometric type'],
    ]);
    expect(parsed.rejected[3].text).toBe('FP PIN=1001\tFID=1\tTMP=...');
  });

  it('reports a rejected line without any of its template bytes, however many TMP fields it has', () => {
    const parsed = parseOperationLog(`FP PIN=1001\tFID=1\tValid=yes\tTMP=${TMP}\tTmp=${TMP}`);
    expect(parsed.rejected[0].text).toBe('FP PIN=1001\tFID=1\tValid=yes\tTMP=...\tTmp=...');
  });

  it('ignores blank lines and says nothing of an empty body', () => {
    expect(parseOperationLog('\n\n  \n')).toEqual({ templates: [], users: 0, others: 0, rejected: [] });
  });
});

describe('latestTemplates', () => {
  it('keeps the last line for each PIN, kind, number and index', () => {
    const parsed = parseOperationLog(`FP PIN=1\tFID=1\tTMP=QUJD\nFP PIN=1\tFID=2\tTMP=QUJD\nFP PIN=1\tFID=1\tTMP=${TMP}`);
    expect(latestTemplates(parsed.templates).map((t) => [t.number, t.template])).toEqual([
      [1, TMP],
      [2, 'QUJD'],
    ]);
  });

  it('answers the same order for the same templates however the bodies order them, so overlapping uploads cannot deadlock', () => {
    const lines = ['FP PIN=20\tFID=1', 'FP PIN=3\tFID=0', 'FACE PIN=3\tFID=0', 'FP PIN=3\tFID=2'].map((line) => `${line}\tTMP=QUJD`);
    const keys = (body: string) => latestTemplates(parseOperationLog(body).templates).map((t) => `${t.pin}/${t.kind}/${t.number}`);
    expect(keys(lines.join('\n'))).toEqual(keys([...lines].reverse().join('\r')));
    expect(keys(lines.join('\n'))).toHaveLength(4);
  });
});
