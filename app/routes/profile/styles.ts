/** Class lists shared by the profile page's sections; colours come from the --tp-* variables of the page. */

/** Off-screen panels skip layout and paint until they scroll near (content-visibility), which keeps a slow
 * phone's first screen cheap; the intrinsic size keeps the scrollbar honest meanwhile. */
export const PANEL =
  "rounded-[28px] border border-(--tp-line) bg-(--tp-surface) p-4 min-[900px]:p-6 [content-visibility:auto] [contain-intrinsic-size:auto_480px]";

export const SECTION_HEADING = "text-xl font-bold tracking-tight";

/** Previous/next buttons: they need the script, so they are rendered inside a hidden [data-js] wrapper. */
export const STEP_BUTTON =
  "grid h-10 w-10 place-items-center rounded-full border border-(--tp-line) bg-(--tp-surface-strong) transition hover:bg-(--tp-line) disabled:cursor-default disabled:opacity-40";
