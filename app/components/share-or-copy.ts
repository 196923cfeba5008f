import { m } from "~/i18n/paraglide/messages.js";

/**
 * Shares `url` through the system share sheet, else copies it to the clipboard; returns what to tell the user
 * ("" when the sheet did it or was closed).
 */
export async function shareOrCopy(url: string, title: string): Promise<string> {
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ title, url });
      return "";
    }
    await navigator.clipboard.writeText(url);
    return m.dash_link_copied();
  } catch (error) {
    if ((error as Error).name === "AbortError") return ""; // the share sheet was closed
    return m.dash_copy_link({ url });
  }
}
