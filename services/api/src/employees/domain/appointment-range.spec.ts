import { describe, expect, it } from 'vitest';
import { appointmentSpan } from './appointment-range';

describe('appointment-date ranges', () => {
  it('turns a decade into its first and last day', () => {
    expect(appointmentSpan('1980s')).toEqual({ from: '1980-01-01', to: '1989-12-31' });
    expect(appointmentSpan('2020s')).toEqual({ from: '2020-01-01', to: '2029-12-31' });
  });

  it('takes a custom span with open ends', () => {
    expect(appointmentSpan({ from: '2021-03-01' })).toEqual({ from: '2021-03-01', to: null });
    expect(appointmentSpan({ from: '2021-03-01', to: '2021-03-31' })).toEqual({ from: '2021-03-01', to: '2021-03-31' });
  });

  it('refuses anything else', () => {
    expect(appointmentSpan('1970s')).toBeNull();
    expect(appointmentSpan({ from: '2021-02-30' })).toBeNull();
    expect(appointmentSpan({ from: '2022-01-01', to: '2021-01-01' })).toBeNull();
    expect(appointmentSpan(['2020s'])).toBeNull();
  });
});
