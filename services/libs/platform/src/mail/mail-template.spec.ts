import { describe, expect, it } from 'vitest';
import { mailTemplate } from './mail-template';

describe('mailTemplate', () => {
  const greeting = mailTemplate<{ name: string; minutes: number }>({ subject: 'Hello {{name}}', text: 'Dear {{name}},\nthe link works for {{minutes}} minutes.' });

  it('fills the subject and the body from the data', () => {
    expect(greeting({ name: 'Sipho', minutes: 30 })).toEqual({ subject: 'Hello Sipho', text: 'Dear Sipho,\nthe link works for 30 minutes.' });
  });

  it('leaves text as it is: a plain-text mail has no HTML entities', () => {
    expect(greeting({ name: 'Smith & <Sons>', minutes: 5 }).subject).toBe('Hello Smith & <Sons>');
  });

  it('throws for a field the data lacks instead of sending a blank', () => {
    expect(() => greeting({ name: 'Sipho' } as { name: string; minutes: number })).toThrow(/"minutes" not defined/);
  });
});
