import { addMonths, isPastDay, monthGrid, monthKey, monthOf } from "~/domain/calendar";
import { $, $$, desktop } from "./dom";

/**
 * The calendar's window of visible months (2 on desktop, 1 on phones; SPEC 9), movable to any month (SPEC 2).
 * The server renders the months that hold events; a month beyond them has none, so it is drawn here from a
 * copy of a rendered one. The window's first month is kept across live updates.
 */
let first: string | null = null;

const monthLabel = (key: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(monthOf(key).year, monthOf(key).monthIndex, 1)),
  );

/** An event-free month, in the markup of the server's (`template`), past days shown as past. */
function emptyMonth(template: HTMLElement, key: string, today: string): HTMLElement {
  const section = template.cloneNode(true) as HTMLElement;
  const label = monthLabel(key);
  section.dataset.month = key;
  delete section.dataset.current;
  section.className = "";
  section.setAttribute("aria-labelledby", `month-${key}`);
  const heading = $(section, "h3");
  if (heading) {
    heading.id = `month-${key}`;
    heading.textContent = label;
  }
  $(section, "table")?.setAttribute("aria-labelledby", `month-${key}`);
  const cell = $(template, "td span.rounded-full")?.className.split(" ").filter((name) => !name.startsWith("bg-") && name !== "font-bold" && !name.startsWith("text-"));
  const body = $(section, "tbody");
  if (body) {
    body.replaceChildren(
      ...monthGrid(monthOf(key).year, monthOf(key).monthIndex).map((week) => {
        const row = document.createElement("tr");
        for (const day of week) {
          const td = row.appendChild(document.createElement("td"));
          if (!day.inMonth) continue;
          td.className = "p-0.5";
          const span = td.appendChild(document.createElement("span"));
          span.className = [...(cell ?? []), isPastDay(day.date, today) ? "text-(--tp-tertiary)" : ""].join(" ");
          span.textContent = String(day.day);
        }
        return row;
      }),
    );
  }
  const list = section.querySelector(":scope > ul, :scope > p");
  const none = document.createElement("p");
  none.className = "mt-4 text-center text-sm text-(--tp-tertiary)";
  none.textContent = `No events in ${label.split(" ")[0]}.`;
  list?.replaceWith(none);
  return section;
}

export function showMonths(root: ParentNode, step = 0): void {
  const calendar = $(root, "[data-calendar]");
  const rendered = calendar ? $$(calendar, "[data-month]") : [];
  const template = rendered[0];
  if (!calendar || !template) return;
  const today = calendar.dataset.today ?? "";
  const visible = desktop.matches ? 2 : 1;
  const start = monthOf(first ?? $(calendar, "[data-current]")?.dataset.month ?? template.dataset.month!);
  const wanted = Array.from({ length: visible }, (_, offset) => monthKey(addMonths(start.year, start.monthIndex, step + offset)));
  first = wanted[0]!;

  const byKey = new Map(rendered.map((section) => [section.dataset.month!, section]));
  for (const key of wanted) {
    if (byKey.has(key)) continue;
    const section = emptyMonth(template, key, today);
    // Kept in month order, so two months side by side read left to right.
    const after = [...byKey.keys()].sort().find((other) => other > key);
    template.parentElement!.insertBefore(section, after ? byKey.get(after)! : null);
    byKey.set(key, section);
  }
  for (const [key, section] of byKey) {
    // From now on the script decides what shows; the server's phone-only rule is no longer needed.
    section.classList.remove("max-[899px]:hidden");
    section.hidden = !wanted.includes(key);
  }
  const status = $(calendar, "[data-calendar-status]");
  if (status && step !== 0) status.textContent = `Showing ${wanted.map(monthLabel).join(" and ")}`;
}
