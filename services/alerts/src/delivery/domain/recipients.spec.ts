import { describe, expect, it } from 'vitest';
import { e164, recipientsOf, type Contact } from './recipients';

const aContact = (overrides: Partial<Contact> = {}): Contact => ({ id: 'c1', name: 'Thandi Mokoena', email: 'thandi@example.test', cellphone: '+27825550123', ...overrides });

describe('recipientsOf', () => {
  const supervisor = aContact({ id: 'u1', name: 'Sipho Dube', email: 'sipho@example.test', cellphone: '+27825550999' });

  it('sends to the employee and to each user of the recipient teams on the event type\'s channel', () => {
    expect(recipientsOf({ notificationType: 'Email', notifyEmployee: true }, aContact(), [supervisor])).toEqual([
      { kind: 'employee', id: 'c1', address: 'thandi@example.test' },
      { kind: 'user', id: 'u1', address: 'sipho@example.test' },
    ]);
    expect(recipientsOf({ notificationType: 'SMS', notifyEmployee: true }, aContact(), [supervisor]).map((r) => r.address)).toEqual(['+27825550123', '+27825550999']);
  });

  it('leaves the employee out when the event type does not notify employees, or the alert concerns none', () => {
    expect(recipientsOf({ notificationType: 'Email', notifyEmployee: false }, aContact(), [supervisor]).map((r) => r.kind)).toEqual(['user']);
    expect(recipientsOf({ notificationType: 'Email', notifyEmployee: true }, undefined, [supervisor]).map((r) => r.kind)).toEqual(['user']);
  });

  it('plans a skipped message, naming who and why, for a person without an address', () => {
    expect(recipientsOf({ notificationType: 'Email', notifyEmployee: true }, aContact({ email: ' ' }), [])).toEqual([
      { kind: 'employee', id: 'c1', address: null, skipReason: 'Thandi Mokoena has no e-mail address' },
    ]);
    expect(recipientsOf({ notificationType: 'SMS', notifyEmployee: true }, aContact({ cellphone: '082 555 0123' }), [])).toEqual([
      { kind: 'employee', id: 'c1', address: null, skipReason: "Thandi Mokoena's cellphone number 082 555 0123 is not in international form (+27…)" },
    ]);
  });

  it('sends once to an address reached twice', () => {
    const alsoAUser = aContact({ id: 'u2', email: 'Thandi@Example.test' });
    expect(recipientsOf({ notificationType: 'Email', notifyEmployee: true }, aContact(), [alsoAUser, supervisor]).map((r) => r.id)).toEqual(['c1', 'u1']);
  });
});

describe('e164', () => {
  it('reads a number written with spaces, dashes, brackets or 00 as Twilio wants it', () => {
    expect(e164('+27 (82) 555-0123')).toBe('+27825550123');
    expect(e164('0027 82 555 0123')).toBe('+27825550123');
  });

  it('does not guess the country of a national number', () => {
    expect(e164('082 555 0123')).toBeUndefined();
    expect(e164('call me')).toBeUndefined();
  });
});
