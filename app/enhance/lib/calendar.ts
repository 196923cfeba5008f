import { $, $$, desktop } from "./dom";

/**
 * The calendar's window of visible months (2 on desktop, 1 on phones; SPEC 9). The server renders the months;
 * this only moves the window, and keeps its place across live updates.
 */
let offset = 0;

const monthName = (section: HTMLElement) => section.querySelector("h3")?.textContent ?? "";

export function showMonths(root: ParentNode, step = 0): void {
  const calendar = $(root, "[data-calendar]");
  if (!calendar) return;
  const months = $$(calendar, "[data-month-index]");
  const visible = desktop.matches ? 2 : 1;
  const last = Math.max(0, months.length - visible);
  offset = Math.min(Math.max(offset + step, 0), last);
  const shown: string[] = [];
  months.forEach((month, index) => {
    // From now on the script decides what shows; the server's phone-only rule is no longer needed.
    month.classList.remove("max-[899px]:hidden");
    month.hidden = index < offset || index >= offset + visible;
    if (!month.hidden) shown.push(monthName(month));
  });
  const previous = $<HTMLButtonElement>(calendar, '[data-action="month-prev"]');
  const next = $<HTMLButtonElement>(calendar, '[data-action="month-next"]');
  if (previous) previous.disabled = offset === 0;
  if (next) next.disabled = offset >= last;
  const status = $(calendar, "[data-calendar-status]");
  if (status && step !== 0) status.textContent = `Showing ${shown.join(" and ")}`;
}
