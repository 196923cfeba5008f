import type { Transporter } from "nodemailer";
import { mails } from "../metrics/metrics";
import type { Settings } from "../settings";

/**
 * One mail of Tipped: plain text and a simple HTML body, always built around one link. `headers` are added as they
 * are (List-Unsubscribe); `messageId` is the mail's own Message-ID, so a copy sent again is recognised as the same.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  headers?: Record<string, string>;
  messageId?: string;
};

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Closes the pooled connections, if any (at stop). */
  close(): Promise<void>;
};

/**
 * With SMTP_URL set, mails leave through that server (nodemailer). Without it they are not lost: each one is
 * printed to the server's log (recipient, subject and its link), so a first run without mail still works.
 */
export function createMailer(
  settings: Pick<Settings, "SMTP_URL" | "MAIL_FROM">,
  options: { pool?: number } = {},
): Mailer {
  if (!settings.SMTP_URL) {
    return {
      async send(mail) {
        console.info(`[mail] to ${mail.to} · ${mail.subject} · ${mail.link}`);
        mails.inc({ result: "logged" });
      },
      async close() {},
    };
  }
  const smtpUrl = settings.SMTP_URL;
  // nodemailer is loaded with the first mail sent, not at start (docs/decisions/0011-memory.md).
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      // With `pool`, up to that many connections stay open and carry mail after mail (the fans' queue).
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        options.pool
          ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: options.pool })
          : nodemailer.createTransport(smtpUrl),
      );
      try {
        await (
          await transport
        ).sendMail({
          from: settings.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          messageId: mail.messageId,
        });
      } catch (error) {
        mails.inc({ result: "failed" });
        throw error;
      }
      mails.inc({ result: "sent" });
    },
    async close() {
      const opened = transport;
      transport = undefined;
      if (opened) (await opened).close();
    },
  };
}
