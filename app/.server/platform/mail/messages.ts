import type { Mail } from "./mailer";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Every mail has the same shape: a greeting line, one link, and why the reader got it. No images, no tracking. */
function linkMail(to: string, subject: string, lead: string, action: string, link: string, footnote: string): Mail {
  const text = `${lead}\n\n${action}:\n${link}\n\n${footnote}\n\n— Tipped\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(footnote)}</p>
<p>— Tipped</p>
</body></html>`;
  return { to, subject, text, html, link };
}

export const resetPasswordMail = (to: string, link: string) =>
  linkMail(
    to,
    "Reset your Tipped password",
    "Someone asked to reset the password of your Tipped account.",
    "Choose a new password",
    link,
    "The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays the same.",
  );

export const verifyEmailMail = (to: string, link: string) =>
  linkMail(
    to,
    "Confirm your email for Tipped",
    "Please confirm that this is your email address for Tipped.",
    "Confirm my email",
    link,
    "The link expires in 1 hour. If you did not sign up for Tipped, ignore this mail.",
  );

export const changeEmailMail = (to: string, link: string) =>
  linkMail(
    to,
    "Confirm your new email for Tipped",
    "You asked to use this address for your Tipped account.",
    "Confirm the new address",
    link,
    "The link expires in 1 hour. Until you open it, your account keeps its old address. If you did not ask for this, ignore this mail.",
  );

/** To the old address once a change is confirmed (issue 30 N3): a stolen session must not take the account quietly. */
export const emailChangedMail = (to: string, newEmail: string, link: string) =>
  linkMail(
    to,
    "Your Tipped email address was changed",
    `The email address of your Tipped account was changed to ${newEmail}, and your other devices were signed out.`,
    "This was not me: undo the change",
    link,
    "If you made this change, ignore this mail. The link works once, for 7 days; it gives the account this address back and signs out every device.",
  );
