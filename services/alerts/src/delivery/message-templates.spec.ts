import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVENT_KINDS } from '@tna/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageTemplates, templateKindOf } from './message-templates';

const late = { employeeName: 'Thandi Mokoena & Co', employeeNumber: 'E042', shiftDate: '2026-03-02', shiftStart: '08:00', minutesAfterShiftStart: 15, eventTypeName: 'Late at 08:15' };
const frames = { email: { header: 'Dear {{employeeName}},', footer: '-- Acme HR' }, sms: { header: 'ACME:', footer: 'Reply STOP to end' } };

describe('MessageTemplates (the shipped ones)', () => {
  const templates = MessageTemplates.load();

  it('puts the event type\'s header and footer around the kind\'s body, the first line being the subject', () => {
    expect(templates.render('notClockedIn', 'email', frames.email, late)).toEqual({
      subject: 'Thandi Mokoena & Co has not clocked in',
      body: 'Dear Thandi Mokoena & Co,\n\nThandi Mokoena & Co (E042) had not clocked in 15 minutes after the shift start at 08:00 on 2026-03-02.\n\n-- Acme HR',
    });
    expect(templates.render('notClockedIn', 'sms', frames.sms, late)).toEqual({
      subject: null,
      body: 'ACME:\nThandi Mokoena & Co (E042) not clocked in 15 min after the 08:00 start on 2026-03-02.\nReply STOP to end',
    });
  });

  it('leaves out a blank header or footer, and sends one that is no valid template as typed', () => {
    expect(templates.render('notClockedIn', 'sms', { header: '  ', footer: null }, late).body).toBe('Thandi Mokoena & Co (E042) not clocked in 15 min after the 08:00 start on 2026-03-02.');
    expect(templates.render('test', 'sms', { header: 'Hi {{#if}}', footer: null }, late).body).toBe('Hi {{#if}}\nTest of the event type "Late at 08:15".');
  });

  it('has an e-mail and an SMS template for every event kind, renders them without details, and one for corrections and tests', () => {
    for (const kind of [...EVENT_KINDS.map((k) => k.value), 'correction', 'test'] as const) {
      expect(templates.render(kind, 'email', { header: null, footer: null }, {}).subject, kind).not.toBe('');
      expect(templates.render(kind, 'sms', { header: null, footer: null }, {}).body, kind).not.toBe('');
    }
  });
});

describe('MessageTemplates from TNA_ALERT_TEMPLATES_DIR', () => {
  let dir: string | undefined;
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  it('takes a file of the folder instead of the shipped one of its name, and the shipped ones for the rest', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alert-templates-'));
    fs.writeFileSync(path.join(dir, 'notClockedIn.sms.hbs'), 'LATE {{employeeNumber}}');
    const templates = MessageTemplates.load(dir);
    expect(templates.render('notClockedIn', 'sms', { header: null, footer: null }, late).body).toBe('LATE E042');
    expect(templates.render('notClockedIn', 'email', { header: null, footer: null }, late).subject).toBe('Thandi Mokoena & Co has not clocked in');
  });

  it('refuses to start with a broken template or a folder that is not there, naming it', () => {
    const folder = (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alert-templates-')));
    fs.writeFileSync(path.join(folder, 'test.email.hbs'), 'Test {{#each}}');
    expect(() => MessageTemplates.load(folder)).toThrow(`alert template ${path.join(folder, 'test.email.hbs')} is not a valid Handlebars template`);
    expect(() => MessageTemplates.load(path.join(folder, 'missing'))).toThrow(`TNA_ALERT_TEMPLATES_DIR ${path.join(folder, 'missing')} is not a folder`);
  });
});

describe('templateKindOf', () => {
  it('picks the kind\'s template, the correction\'s for a withdrawn cause, the test\'s for a test', () => {
    expect(templateKindOf({ eventKind: 'shiftStatus', cause: 'status:103', test: false })).toBe('shiftStatus');
    expect(templateKindOf({ eventKind: 'shiftStatus', cause: 'withdrawn:status:103', test: false })).toBe('correction');
    expect(templateKindOf({ eventKind: 'shiftStatus', cause: 'test:1', test: true })).toBe('test');
    expect(templateKindOf({ eventKind: 'somethingNew', cause: 'x', test: false })).toBeUndefined();
  });
});
