import { GENRES } from "~/domain/profile";
import { m } from "./paraglide/messages.js";

/** The genres' names in the page's language; the stored value stays the English one. */
const GENRE_LABELS: Record<(typeof GENRES)[number], () => string> = {
  Rock: m.rest_genre_rock,
  Pop: m.rest_genre_pop,
  "Hip-Hop": m.rest_genre_hip_hop,
  Jazz: m.rest_genre_jazz,
  Country: m.rest_genre_country,
  Electronic: m.rest_genre_electronic,
  Classical: m.rest_genre_classical,
};

/** A stored genre as the page's language names it (one outside the list, stored long ago, as it is). */
export function genreLabel(genre: string): string {
  return (GENRES as readonly string[]).includes(genre) ? GENRE_LABELS[genre as (typeof GENRES)[number]]() : genre;
}
