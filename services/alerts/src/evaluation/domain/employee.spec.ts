import { describe, expect, it } from 'vitest';
import { employeeName } from './employee';

describe('employeeName', () => {
  it('prefers the preferred name to the first name', () => {
    expect(employeeName({ firstName: 'Nomathemba', preferredName: 'Thembi', surname: 'Zulu' })).toBe('Thembi Zulu');
    expect(employeeName({ firstName: 'Nomathemba', preferredName: ' ', surname: 'Zulu' })).toBe('Nomathemba Zulu');
    expect(employeeName({ firstName: null, preferredName: null, surname: 'Zulu' })).toBe('Zulu');
  });
});
