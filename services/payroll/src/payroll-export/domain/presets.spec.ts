import { describe, expect, it } from 'vitest';
import { findTemplate, listTemplates, PRESETS, templateParameters } from './presets';

describe('preset lookups', () => {
  it('lists every preset by id and name', () => {
    expect(listTemplates().map((t) => t.name)).toEqual([
      'Generic CSV',
      'Generic fixed width',
      'ADP-style CSV (EPI paydata)',
      'Paychex-style fixed width',
      'QuickBooks IIF time activities',
      'Sage-style CSV',
    ]);
    expect(new Set(listTemplates().map((t) => t.id)).size).toBe(PRESETS.length);
  });

  it("gives a template's parameters, none for the generic ones, undefined for an unknown id", () => {
    expect(templateParameters('5e94aa3b-82fb-454e-a0a6-de516ffa1e1f')).toEqual([
      { type: 'CompanyCode', label: 'ADP company code (Co Code)', required: true },
      { type: 'BatchID', label: 'Batch ID', required: true },
      { type: 'RegularPayCodes', label: 'Pay codes exported as Reg Hours (separated by |)', required: true },
      { type: 'OvertimePayCodes', label: 'Pay codes exported as O/T Hours (separated by |)', required: false },
    ]);
    expect(templateParameters('bf37cce3-fa40-4eaf-9649-c29d899933d8')).toEqual([]);
    expect(templateParameters('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(findTemplate('f865c83b-6779-446e-b04d-359e15bd05e7')?.granularity).toBe('employeeDayPayCode');
  });
});
