import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('the password policy', () => {
  it('wants the minimum length and not the user name', () => {
    expect(passwordProblem('short', 8)).toBe('the password must be at least 8 characters long');
    expect(passwordProblem('Naledi.K', 8, 'naledi.k')).toBe('the password may not be the user name');
    expect(passwordProblem('Correct-Horse-9', 8, 'naledi.k')).toBeNull();
  });
});
