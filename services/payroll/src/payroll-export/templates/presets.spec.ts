import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESET_FILES, PRESETS } from '../domain/presets';
import { renderExport, type ExportRun } from '../domain/render-export';
import run from './golden/run.json';

/**
 * Each preset renders the fixed run of golden/run.json byte for byte as its committed golden file.
 * After a deliberate template change, regenerate with UPDATE_PAYROLL_GOLDEN=1 and review the diff;
 * the test never rewrites a golden on its own.
 */
const UPDATE = process.env.UPDATE_PAYROLL_GOLDEN === '1';
const GOLDEN: Record<string, string> = {
  'generic-csv': 'generic.csv',
  'generic-fixed-width': 'generic-fixed-width.txt',
  'adp-csv': 'adp-epi.csv',
  'paychex-fixed-width': 'paychex.txt',
  'quickbooks-iif': 'quickbooks-timer.iif',
  'sage-csv': 'sage.csv',
};

describe('preset export templates against their golden files', () => {
  it('has a golden file for every preset', () => {
    expect(Object.keys(GOLDEN).sort()).toEqual(Object.keys(PRESET_FILES).sort());
  });

  for (const [file, template] of Object.keys(PRESET_FILES).map((file, i) => [file, PRESETS[i]!] as const)) {
    it(`${template.name} (templates/${file}.json) renders golden/${GOLDEN[file]}`, () => {
      const golden = path.join(__dirname, 'golden', GOLDEN[file]!);
      const rendered = Buffer.from(renderExport(template, run as ExportRun), 'utf8');
      if (UPDATE) writeFileSync(golden, rendered);
      // The text first, for a readable diff; then the bytes (line endings, encoding).
      expect(rendered.toString('utf8')).toBe(readFileSync(golden, 'utf8'));
      expect(rendered.equals(readFileSync(golden))).toBe(true);
    });
  }
});
