import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends the mail; resolves false when sending is switched off (no SMTP_URL). */
  send(mail: Mail): Promise<boolean>;
}

/** Mail over SMTP when `SMTP_URL` is set; otherwise one console warning and every send is skipped. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    let warned = false;
    return {
      async send(mail) {
        if (!warned) {
          warned = true;
          console.warn(
            `SMTP_URL is not set: skipped the email "${mail.subject}" (and will skip further emails without warning again).`,
          );
        }
        return false;
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl, { from: options.from });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
      options.logger.info('email sent', { subject: mail.subject });
      return true;
    },
  };
}
