/**
 * Control characters in typed text: NUL and the other C0/C1 controls cannot be stored in PostgreSQL
 * text (NUL) or drawn (the tip sign), and no real keyboard types them. Forms refuse them with a message;
 * multi-line fields keep tab and line breaks, which a textarea sends.
 */

export const CONTROL_CHARACTER_MESSAGE = "Remove control characters (such as NUL)";

const MULTILINE_ALLOWED = new Set([0x09, 0x0a, 0x0d]);

const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

/** True when `value` has a control character; a multi-line field allows tab, line feed and carriage return. */
export function hasControlCharacter(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isControl(code) && !(multiline && MULTILINE_ALLOWED.has(code))) return true;
  }
  return false;
}

/** `value` without control characters, for text already stored that must still be drawn (the tip sign). */
export function withoutControlCharacters(value: string): string {
  let result = "";
  for (const char of value) if (!isControl(char.charCodeAt(0))) result += char;
  return result;
}

/**
 * Unicode noncharacters: U+FDD0–U+FDEF and the last two code points of every plane (U+FFFE, U+FFFF, U+1FFFE, …).
 * They are not allowed in XML, so an SVG with one is refused (a name with U+FFFE made the tip-sign PNG
 * answer 500); no keyboard types them.
 */
const isNoncharacter = (codePoint: number) =>
  (codePoint >= 0xfdd0 && codePoint <= 0xfdef) || (codePoint & 0xfffe) === 0xfffe;

/** `value` as it can be drawn (the tip sign): without control characters and noncharacters, keeping the rest. */
export function drawableText(value: string): string {
  let result = "";
  for (const char of withoutControlCharacters(value)) if (!isNoncharacter(char.codePointAt(0)!)) result += char;
  return result;
}
