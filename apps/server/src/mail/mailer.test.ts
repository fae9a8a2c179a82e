import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../testing/mailCatcher';
import { smtpMailer } from './mailer';

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(() => catcher.close());

describe('the SMTP mailer (nodemailer loaded with the first message)', () => {
  it('sends each message through SMTP_URL, from MAIL_FROM', async () => {
    const mailer = smtpMailer(catcher.url, 'Mingle <hello@mingle.test>');
    await mailer.send({ to: 'robin@example.com', subject: 'Confirm your email', text: 'Open the link', html: '<p>Open the link</p>' });
    await mailer.send({ to: 'sam@example.com', subject: 'Second', text: 'Two', html: '<p>Two</p>' });
    mailer.close();
    expect(catcher.mails.map((m) => m.to)).toEqual(['robin@example.com', 'sam@example.com']);
    expect(catcher.mails[0]!.raw).toContain('Subject: Confirm your email');
    expect(catcher.mails[0]!.raw).toContain('From: Mingle <hello@mingle.test>');
  });

  it('closes without having sent anything, and an unreachable server fails the send, not the start', async () => {
    smtpMailer(catcher.url, 'hello@mingle.test').close();
    const away = smtpMailer('smtp://127.0.0.1:1', 'hello@mingle.test');
    await expect(away.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
    away.close();
  });
});
