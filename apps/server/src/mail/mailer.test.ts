import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mailer';

let smtp: SMTPServer;
let url = '';
const received: { to: string; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        done();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', () => ok()));
  url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => smtp.close(() => ok())));

describe('the SMTP mailer (nodemailer loaded with the first message)', () => {
  it('sends each message through SMTP_URL, from MAIL_FROM', async () => {
    const mailer = smtpMailer(url, 'Mingle <hello@mingle.test>');
    await mailer.send({ to: 'robin@example.com', subject: 'Confirm your email', text: 'Open the link', html: '<p>Open the link</p>' });
    await mailer.send({ to: 'sam@example.com', subject: 'Second', text: 'Two', html: '<p>Two</p>' });
    mailer.close();
    expect(received.map((m) => m.to)).toEqual(['robin@example.com', 'sam@example.com']);
    expect(received[0]!.raw).toContain('Subject: Confirm your email');
    expect(received[0]!.raw).toContain('From: Mingle <hello@mingle.test>');
  });

  it('closes without having sent anything, and an unreachable server fails the send, not the start', async () => {
    smtpMailer(url, 'hello@mingle.test').close();
    const away = smtpMailer('smtp://127.0.0.1:1', 'hello@mingle.test');
    await expect(away.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
    away.close();
  });
});
