import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailError } from './mail-sender';
import { createMailSender, SmtpMailSender } from './smtp-mail-sender';

/** A real SMTP server on 127.0.0.1 that wants a login, and keeps what it receives. */
async function startMailbox(user: string, password: string) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP with a login, as on a LAN relay; nodemailer must still authenticate.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === user && auth.password === password ? callback(null, { user }) : callback(new Error('Invalid username or password')),
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port on 127.0.0.1 nothing listens at. */
async function aClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('SmtpMailSender against a real SMTP server', () => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;

  beforeAll(async () => {
    mailbox = await startMailbox('tna', 's3cret/pass');
  });

  afterAll(async () => {
    await mailbox.stop();
  });

  it('delivers a mail with its subject, sender, recipient and body, logging in with the user of the URL', async () => {
    const mailer = createMailSender({ TNA_SMTP_URL: `smtp://tna:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${mailbox.port}`, TNA_MAIL_FROM: 'TNA <tna@example.test>' });
    await mailer!.send({ to: 'thandi@example.test', subject: 'Your hours for März are authorised', text: 'Hello Thandi Mokoena,\n\n38.5 hours – signed off & done.' });

    expect(mailbox.received).toHaveLength(1);
    const [mail] = mailbox.received;
    expect(mail.subject).toBe('Your hours for März are authorised');
    expect(mail.from?.value).toEqual([{ name: 'TNA', address: 'tna@example.test' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : mail.to).toBe('thandi@example.test');
    expect(mail.text?.trim()).toBe('Hello Thandi Mokoena,\n\n38.5 hours – signed off & done.');
  });

  it('sends from the default address when TNA_MAIL_FROM is unset', async () => {
    const before = mailbox.received.length;
    await createMailSender({ TNA_SMTP_URL: `smtp://tna:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${mailbox.port}` })!.send({ to: 'a@example.test', subject: 'Hi', text: 'Hi' });
    expect(mailbox.received[before].from?.value).toEqual([{ name: 'Time and Attendance', address: 'no-reply@localhost' }]);
  });

  it('fails with the server and its reason, never the password, when the login is refused', async () => {
    const mailer = new SmtpMailSender(`smtp://tna:wrong-password@127.0.0.1:${mailbox.port}`);
    const before = mailbox.received.length;
    const failure = mailer.send({ to: 'thandi@example.test', subject: 'Hello', text: 'Hello' });
    await expect(failure).rejects.toThrow(MailError);
    await expect(failure).rejects.toThrow(`could not send "Hello" to thandi@example.test through smtp://tna:***@127.0.0.1:${mailbox.port}: Invalid login`);
    await expect(failure).rejects.not.toThrow(/wrong-password/);
    expect(mailbox.received).toHaveLength(before);
  });
});

describe('SmtpMailSender with a pool', () => {
  it('sends a burst over a few kept connections instead of one per mail', async () => {
    let connections = 0;
    let received = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        connections++;
        callback();
      },
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => {
          received++;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    try {
      const pooled = new SmtpMailSender(url, undefined, { pool: true });
      await Promise.all(Array.from({ length: 40 }, (_, i) => pooled.send({ to: `p${i}@example.test`, subject: 'Hi', text: 'Hi' })));
      pooled.close();
      expect(received).toBe(40);
      expect(connections).toBeLessThanOrEqual(5);

      const single = createMailSender({ TNA_SMTP_URL: url })!;
      await Promise.all(Array.from({ length: 10 }, (_, i) => single.send({ to: `s${i}@example.test`, subject: 'Hi', text: 'Hi' })));
      expect(connections).toBeGreaterThanOrEqual(10);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('SmtpMailSender when the server refuses a recipient', () => {
  it('carries the server\'s reply code, 4xx (try again later) or 5xx (never), so a caller can tell them apart', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const refusal = Object.assign(new Error(address.address.startsWith('busy') ? 'mailbox busy, try later' : 'no such mailbox'), { responseCode: address.address.startsWith('busy') ? 451 : 550 });
        callback(refusal);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const mailer = new SmtpMailSender(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
    try {
      const busy = await mailer.send({ to: 'busy@example.test', subject: 'Hello', text: 'Hello' }).catch((error: unknown) => error);
      expect(busy).toBeInstanceOf(MailError);
      expect(busy).toMatchObject({ responseCode: 451 });
      const gone = await mailer.send({ to: 'gone@example.test', subject: 'Hello', text: 'Hello' }).catch((error: unknown) => error);
      expect(gone).toMatchObject({ responseCode: 550 });
      expect((gone as MailError).message).toContain('no such mailbox');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('SmtpMailSender with a bad SMTP URL', () => {
  it('fails clearly when nothing answers at the URL', async () => {
    const port = await aClosedPort();
    const failure = new SmtpMailSender(`smtp://127.0.0.1:${port}`).send({ to: 'a@example.test', subject: 'Hello', text: 'Hello' });
    await expect(failure).rejects.toThrow(MailError);
    await expect(failure).rejects.toThrow(`through smtp://127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`);
    // No server answered: no reply code, only nodemailer's own.
    await expect(failure).rejects.toMatchObject({ responseCode: undefined, code: 'ESOCKET' });
  });

  it('refuses what is not an smtp:// or smtps:// URL when it is made', () => {
    expect(() => new SmtpMailSender('mail.example.test:25')).toThrow('the SMTP URL must start with smtp:// or smtps://, not mail.example.test://');
    expect(() => new SmtpMailSender('smtp://')).toThrow('the SMTP URL names no server');
    expect(() => new SmtpMailSender('smtp://[::1')).toThrow('the SMTP URL is not a URL');
    expect(() => new SmtpMailSender('http://mail.example.test')).toThrow(MailError);
  });

  it('is null, so callers know mail is off, when no SMTP URL is configured', () => {
    expect(createMailSender({})).toBeNull();
  });
});
