import { $, $$, desktop, lang } from "./dom";

/**
 * The calendar's window of visible months (2 on desktop, 1 on phones; requirements 9), movable to any month (requirements 2).
 * The server renders the months that hold events; a month beyond them has none, so it is drawn here from a
 * copy of a rendered one. The window's first month ("2026-11") is kept across live updates.
 * (No destructuring here: esbuild cannot lower it for the Safari 14 target, so app/domain/calendar is not used.)
 */
let first: string | null = null;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The month `delta` months from a month key. */
function shiftMonth(key: string, delta: number): string {
  const total = Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1 + delta;
  const year = Math.floor(total / 12);
  return `${pad(year, 4)}-${pad(total - year * 12 + 1)}`;
}

const monthDate = (key: string) => new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, 1));

const monthLabel = (key: string, month?: boolean) =>
  new Intl.DateTimeFormat(lang, { month: "long", year: month ? undefined : "numeric", timeZone: "UTC" }).format(
    monthDate(key),
  );

/** An event-free month in the server's markup (`template`): weeks from Sunday, past days shown as past. */
function emptyMonth(template: HTMLElement, key: string, today: string): HTMLElement {
  const section = template.cloneNode(true) as HTMLElement;
  const label = monthLabel(key);
  const headingId = `month-${key}`;
  section.dataset.month = key;
  delete section.dataset.current;
  section.className = "";
  section.setAttribute("aria-labelledby", headingId);
  const heading = $(section, "h3");
  if (heading) {
    heading.id = headingId;
    heading.textContent = label;
  }
  $(section, "table")?.setAttribute("aria-labelledby", headingId);
  // A day's circle without the colours of today or of a day with events.
  const circle = ($(template, "td > span")?.className ?? "")
    .split(" ")
    .filter((name) => name && !name.startsWith("bg-") && !name.startsWith("text-") && name !== "font-bold")
    .join(" ");
  const leading = monthDate(key).getUTCDay();
  const days = new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)), 0)).getUTCDate(); // day 0 of the next month
  const rows: HTMLTableRowElement[] = [];
  for (let cell = 0; cell < Math.ceil((leading + days) / 7) * 7; cell++) {
    if (cell % 7 === 0) rows.push(document.createElement("tr"));
    const td = rows[rows.length - 1]!.appendChild(document.createElement("td"));
    const day = cell - leading + 1;
    if (day < 1 || day > days) continue;
    td.className = "p-0.5";
    const span = td.appendChild(document.createElement("span"));
    span.className = `${circle} ${`${key}-${pad(day)}` < today ? "text-(--tp-tertiary)" : ""}`;
    span.textContent = String(day);
  }
  $(section, "tbody")?.replaceChildren(...rows);
  const none = document.createElement("p");
  none.className = "mt-4 text-center text-sm text-(--tp-tertiary)";
  none.textContent = (template.closest<HTMLElement>("[data-calendar]")?.dataset.noEvents ?? "").replace(
    "{month}",
    monthLabel(key, true),
  );
  section.querySelector(":scope > ul, :scope > p")?.replaceWith(none);
  return section;
}

export function showMonths(root: ParentNode, step = 0): void {
  const calendar = $(root, "[data-calendar]");
  const rendered = calendar ? $$(calendar, "[data-month]") : [];
  const template = rendered[0];
  if (!calendar || !template) return;
  const today = calendar.dataset.today ?? "";
  const visible = desktop.matches ? 2 : 1;
  const start = first ?? $(calendar, "[data-current]")?.dataset.month ?? template.dataset.month ?? "";
  const wanted: string[] = [];
  for (let offset = 0; offset < visible; offset++) wanted.push(shiftMonth(start, step + offset));
  first = wanted[0]!;

  const sections = new Map<string, HTMLElement>();
  for (const section of rendered) sections.set(section.dataset.month ?? "", section);
  for (const key of wanted) {
    if (sections.has(key)) continue;
    const section = emptyMonth(template, key, today);
    // Kept in month order, so two months side by side read left to right.
    const later = [...sections.keys()].sort().find((other) => other > key);
    template.parentElement?.insertBefore(section, later ? (sections.get(later) ?? null) : null);
    sections.set(key, section);
  }
  sections.forEach((section, key) => {
    // From now on the script decides what shows; the server's phone-only rule is no longer needed.
    section.classList.remove("max-[899px]:hidden");
    section.hidden = !wanted.includes(key);
  });
  const status = $(calendar, "[data-calendar-status]");
  if (status && step !== 0) {
    const labels = wanted.map((key) => monthLabel(key));
    const months = Intl.ListFormat ? new Intl.ListFormat(lang).format(labels) : labels.join(", ");
    status.textContent = (calendar.dataset.showing ?? "").replace("{months}", months);
  }
}
