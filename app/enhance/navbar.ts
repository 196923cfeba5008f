/** On pages without React: the account menu (<details data-account-menu>) closes on an outside click and on Escape. */
export function enhanceNavbar(root: Document = document): void {
  const menu = root.querySelector<HTMLDetailsElement>("details[data-account-menu]");
  if (!menu) return;
  const summary = menu.querySelector("summary");
  menu.addEventListener("toggle", () => summary?.setAttribute("aria-expanded", String(menu.open)));
  root.addEventListener("pointerdown", (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.open) {
      menu.open = false;
      summary?.focus();
    }
  });
}
