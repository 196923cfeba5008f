import { DEFAULT_LOCALE, toLocale } from "~/domain/languages";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import type { Mail } from "../platform/mail/mailer";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** A mail's <html>: its language and direction. */
const htmlOpen = (locale: string) =>
  `<!doctype html><html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">`;

/** The sign-up's confirmation, in the language the visitor signed up in (the request's). */
export function fanConfirmMail(to: string, performer: string, link: string): Mail {
  const lead = m.mail_fan_confirm_lead({ performer });
  const footnote = m.mail_fan_confirm_footnote();
  const action = m.mail_fan_confirm_action();
  return {
    to,
    subject: m.mail_fan_confirm_subject({ performer }),
    text: `${lead}\n\n${action}:\n${link}\n\n${footnote}\n\n— Tipped\n`,
    html: `${htmlOpen(getLocale())}
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(footnote)}</p>
<p>— Tipped</p>
</body></html>`,
    link,
  };
}

/**
 * The owner's notice to one fan, in the fan's language: the notice as written, the performer's page, and a
 * one-click unsubscribe (RFC 8058 headers, and the link in the body).
 */
export function fanNoticeMail(options: {
  to: string;
  language: string;
  performer: string;
  notice: string;
  pageUrl: string;
  unsubscribeUrl: string;
  messageId: string;
}): Mail {
  // Older sign-ups stored a bare language ("pt"): it reads as the interface's (pt-BR).
  const locale = toLocale(options.language) ?? DEFAULT_LOCALE;
  const why = m.mail_fan_why({ performer: options.performer }, { locale });
  const unsubscribe = m.mail_fan_unsubscribe({}, { locale });
  return {
    to: options.to,
    subject: m.mail_fan_subject({ performer: options.performer }, { locale }),
    text: `${options.notice}\n\n${options.pageUrl}\n\n${why}\n${unsubscribe}: ${options.unsubscribeUrl}\n`,
    html: `${htmlOpen(locale)}
<p style="white-space:pre-line">${escapeHtml(options.notice)}</p>
<p><a href="${escapeHtml(options.pageUrl)}">${escapeHtml(options.pageUrl)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(why)} <a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a></p>
</body></html>`,
    link: options.unsubscribeUrl,
    headers: {
      "List-Unsubscribe": `<${options.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    messageId: options.messageId,
  };
}
