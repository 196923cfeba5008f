/**
 * Banner colour sets: bright and light ones above all, where light text used to fail, and gradients from a dark to
 * a light colour, where no single text colour is right everywhere. The colour rule's table test checks them all
 * (app/domain/colors.test.ts); the browser suite paints some as photos (stripes of up to three colours, widest
 * first; the server extracts the colours from the pixels) and checks the page over them with axe-core.
 */
export const BANNER_SETS: string[][] = [
  ["#FFFF00"],
  ["#FFE000", "#00E0FF"],
  ["#FFFFA0", "#A0FFA0", "#A0E0FF"],
  ["#FF60FF", "#FFFF60"],
  ["#00FF00", "#0020A0"],
  ["#20E0E0", "#FFFFFF", "#E020E0"],
  ["#FFA000", "#FFE0A0"],
  ["#E0FF40", "#2040E0", "#FF4040"],
  ["#C0A0FF", "#40FFC0"],
  ["#FF4000", "#FFC000", "#FFFF00"],
  ["#A0E000", "#E0A000"],
  ["#0000E0", "#FFFF40"],
  ["#E00000", "#00E0E0", "#E0E000"],
  ["#FF80C0", "#80C0FF", "#C0FF80"],
  ["#40A0FF"],
  ["#00FFA0", "#A000FF"],
  ["#FFD0E0", "#E04080"],
  ["#60FF60", "#FF6060", "#6060FF"],
  ["#FFC0A0", "#A0C0FF"],
  ["#E0E040", "#40E0E0", "#E040E0"],
  ["#008080"],
  ["#FF6B6B", "#4ECDC4", "#45B7D1"],
];
