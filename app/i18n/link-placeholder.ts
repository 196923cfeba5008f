/** A link field's example ("paypal.me/{name} or {name}", app/domain/profile-model.ts) in the page's language. */
import { m } from "./paraglide/messages.js";

const WORDS: Record<string, () => string> = {
  name: m.owner_example_name,
  page: m.owner_example_page,
  channel: m.owner_example_channel,
  tag: m.owner_example_tag,
};

export function linkPlaceholder(example: string): string {
  const words = (text: string) => text.replace(/\{(\w+)\}/g, (token, word: string) => WORDS[word]?.() ?? token);
  const [first, second] = example.split(" or ");
  return second === undefined ? words(first!) : m.owner_example_either({ a: words(first!), b: words(second) });
}
