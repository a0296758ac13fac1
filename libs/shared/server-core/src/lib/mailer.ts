import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends mail over SMTP when `smtpUrl` is set; otherwise writes the mail to the server log, so that
 * a reset link is visible somewhere on a machine without mail.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        opts.log.info(
          { mail: message },
          `mail (no SMTP configured) to ${message.to}: ${message.subject}\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
  };
}
