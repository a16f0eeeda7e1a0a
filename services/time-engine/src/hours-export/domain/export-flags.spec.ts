import { describe, expect, it } from 'vitest';
import { lastExportFlags } from './export-flags';

describe('lastExportFlags', () => {
  it('keeps the last flag of each day across the batch', () => {
    const day = { employeeShiftID: 's1', shiftDate: '2026-03-02' };
    const other = { employeeShiftID: 's2', shiftDate: '2026-03-03' };
    expect(
      lastExportFlags([
        { employeeID: 'e1', exported: true, days: [day, other] },
        { employeeID: 'e1', exported: false, days: [day] },
        { employeeID: 'e2', exported: true, days: [day] },
      ]),
    ).toEqual([
      { employeeID: 'e1', shiftDate: '2026-03-03', employeeShiftID: 's2', exported: true },
      { employeeID: 'e1', shiftDate: '2026-03-02', employeeShiftID: 's1', exported: false },
      { employeeID: 'e2', shiftDate: '2026-03-02', employeeShiftID: 's1', exported: true },
    ]);
  });
});
