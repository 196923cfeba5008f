import { z } from "zod";

/**
 * City QR codes (requirements 5 "Admin QR"): "city name trimmed and non-empty; slug is lower-case with
 * whitespace runs turned into hyphens." The slug is a URL path segment (/qr/{slug}), so beyond the
 * spec only letters (any script), digits and hyphens are kept: "St. Louis" → "st-louis",
 * "Coeur d'Alene" → "coeur-dalene", "São Paulo" → "são-paulo". Hyphen runs collapse and edge hyphens go.
 */
export function citySlug(cityName: string): string {
  return cityName
    .normalize("NFC")
    .trim()
    .toLowerCase()
    .replace(/\s+/gu, "-")
    .replace(/[^\p{L}\p{M}\p{N}-]+/gu, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}

const CITY_SLUG_MAX = 100;
const SLUG = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

/** Whether a /qr/{slug} path segment can be a slug made by citySlug (checked before any lookup). */
export const isCitySlug = (value: string): boolean =>
  value.length <= CITY_SLUG_MAX && SLUG.test(value) && value === value.toLowerCase();

export const CITY_MESSAGES = {
  required: "City name required",
  tooLong: "At most 80 characters",
  noSlug: "City name needs a letter or digit",
} as const;

/** The admin's "new QR code" form: a city name that yields a usable slug. */
export const cityNameSchema = z
  .string({ error: CITY_MESSAGES.required })
  .trim()
  .min(1, CITY_MESSAGES.required)
  .max(80, CITY_MESSAGES.tooLong)
  .refine((name) => citySlug(name) !== "", CITY_MESSAGES.noSlug);
