import type { Locale } from "~/domain/languages";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import type { Mail } from "./mailer";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/**
 * Every mail has the same shape: a greeting line, one link, and why the reader got it. No images, no tracking. In
 * the recipient's language (the account's, else the request's), right to left where it is written so.
 */
function linkMail(
  to: string,
  subject: string,
  lead: string,
  action: string,
  link: string,
  footnote: string,
  locale: Locale | undefined,
): Mail {
  const text = `${lead}\n\n${action}:\n${link}\n\n${footnote}\n\n— Tipped\n`;
  const language = locale ?? getLocale();
  const html = `<!doctype html><html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(footnote)}</p>
<p>— Tipped</p>
</body></html>`;
  return { to, subject, text, html, link };
}

export const resetPasswordMail = (to: string, link: string, locale?: Locale) =>
  linkMail(
    to,
    m.mail_reset_subject({}, { locale }),
    m.mail_reset_lead({}, { locale }),
    m.mail_reset_action({}, { locale }),
    link,
    m.mail_reset_footnote({}, { locale }),
    locale,
  );

export const verifyEmailMail = (to: string, link: string, locale?: Locale) =>
  linkMail(
    to,
    m.mail_verify_subject({}, { locale }),
    m.mail_verify_lead({}, { locale }),
    m.mail_verify_action({}, { locale }),
    link,
    m.mail_verify_footnote({}, { locale }),
    locale,
  );

export const changeEmailMail = (to: string, link: string, locale?: Locale) =>
  linkMail(
    to,
    m.mail_change_subject({}, { locale }),
    m.mail_change_lead({}, { locale }),
    m.mail_change_action({}, { locale }),
    link,
    m.mail_change_footnote({}, { locale }),
    locale,
  );

/** To the old address once a change is confirmed: a stolen session must not take the account quietly. */
export const emailChangedMail = (to: string, newEmail: string, link: string, locale?: Locale) =>
  linkMail(
    to,
    m.mail_changed_subject({}, { locale }),
    m.mail_changed_lead({ newEmail }, { locale }),
    m.mail_changed_action({}, { locale }),
    link,
    m.mail_changed_footnote({}, { locale }),
    locale,
  );
