import type { Transporter } from "nodemailer";
import type { Settings } from "../settings";

/** One mail of Tipped: plain text and a simple HTML body, always built around one link. */
export type Mail = { to: string; subject: string; text: string; html: string; link: string };

export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * With SMTP_URL set, mails leave through that server (nodemailer). Without it they are not lost: each one is
 * printed to the server's log (recipient, subject and its link), so a first run without mail still works.
 */
export function createMailer(settings: Pick<Settings, "SMTP_URL" | "MAIL_FROM">): Mailer {
  if (!settings.SMTP_URL) {
    return {
      async send(mail) {
        console.info(`[mail] to ${mail.to} · ${mail.subject} · ${mail.link}`);
      },
    };
  }
  const smtpUrl = settings.SMTP_URL;
  // nodemailer is loaded with the first mail sent, not at start (docs/decisions/0011-memory.md).
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (
        await transport
      ).sendMail({
        from: settings.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
