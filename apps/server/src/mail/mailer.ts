import type { Transporter } from 'nodemailer';
import type { Log } from '../lib/log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first message, not at start: most servers send none for
  // hours, and an embedded one without SMTP_URL never loads it (docs/BENCHMARKS.md).
  let transport: Promise<Transporter> | null = null;
  const open = () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl)));
  return {
    async send(m) {
      await (await open()).sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    close: () => void transport?.then((t) => t.close()),
  };
}

/**
 * Without SMTP the message is printed to the log, links included, so a self-hoster on a
 * laptop can still confirm an account by copying the link.
 */
export function logMailer(log: Log): Mailer {
  return {
    async send(m) {
      log.info(
        { mail: { to: m.to, subject: m.subject } },
        `Email (SMTP_URL not set, printed instead):\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}`,
      );
    },
    close: () => undefined,
  };
}
