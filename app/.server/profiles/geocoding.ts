import { LRUCache } from "lru-cache";
import type { Settings } from "../platform/settings";

/** One suggestion of the address search (requirements 7): display_name and the address parts the wizard fills. */
export type AddressSuggestion = {
  id: string;
  label: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
};

type NominatimPlace = {
  place_id?: number | string;
  display_name?: string;
  address?: Partial<Record<"house_number" | "road" | "city" | "town" | "village" | "state" | "postcode", string>>;
};

const CACHE_SIZE = 500;
const CACHE_TTL_MS = 60 * 60 * 1000;

/**
 * A search's answer: its suggestions, or `unavailable` (with an empty list, requirements 7) when the geocoder could
 * not be asked or did not answer, so the wizard says so instead of "No matching addresses".
 */
export type AddressSearchAnswer = { suggestions: AddressSuggestion[]; unavailable?: true };
const UNAVAILABLE: AddressSearchAnswer = { suggestions: [], unavailable: true };

/**
 * Address search through a Nominatim-compatible server (format=json, addressdetails=1, limit=5), with the
 * product's own User-Agent. Answers are cached; any failure or time-out answers an empty list (requirements 7).
 */
export function createGeocoder(
  settings: Pick<Settings, "GEOCODER_URL" | "GEOCODER_MIN_INTERVAL_MS" | "GEOCODER_TIMEOUT_MS" | "PUBLIC_URL">,
) {
  const cache = new LRUCache<string, AddressSuggestion[]>({ max: CACHE_SIZE, ttl: CACHE_TTL_MS });
  let nextSlot = 0;

  async function waitForSlot(): Promise<boolean> {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    // Never queue a visitor for long: past two seconds of backlog, answer nothing rather than late.
    if (slot - now > 2_000) return false;
    nextSlot = slot + settings.GEOCODER_MIN_INTERVAL_MS;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
    return true;
  }

  return async function searchAddress(query: string): Promise<AddressSearchAnswer> {
    const key = query.trim().toLowerCase().replace(/\s+/g, " ");
    const cached = cache.get(key);
    if (cached) return { suggestions: cached };
    if (!(await waitForSlot())) return UNAVAILABLE;

    const url = new URL(`${settings.GEOCODER_URL.replace(/\/+$/, "")}/search`);
    url.search = new URLSearchParams({ format: "json", addressdetails: "1", limit: "5", q: query.trim() }).toString();
    try {
      const response = await fetch(url, {
        headers: { "User-Agent": `Tipped/1.0 (+${settings.PUBLIC_URL})`, Accept: "application/json" },
        signal: AbortSignal.timeout(settings.GEOCODER_TIMEOUT_MS),
      });
      if (!response.ok) {
        console.warn("Address search failed", `HTTP ${response.status}`);
        return UNAVAILABLE;
      }
      const body: unknown = await response.json();
      if (!Array.isArray(body)) {
        console.warn("Address search failed", "the answer is not a list");
        return UNAVAILABLE;
      }
      const suggestions = body.slice(0, 5).map((place) => toSuggestion(place as NominatimPlace));
      cache.set(key, suggestions);
      return { suggestions };
    } catch (error) {
      console.warn("Address search failed", (error as Error).message);
      return UNAVAILABLE;
    }
  };
}

function toSuggestion(place: NominatimPlace): AddressSuggestion {
  const address = place.address ?? {};
  return {
    id: String(place.place_id ?? place.display_name ?? ""),
    label: String(place.display_name ?? ""),
    street: [address.house_number, address.road].filter(Boolean).join(" "),
    city: address.city ?? address.town ?? address.village ?? "",
    state: address.state ?? "",
    postalCode: address.postcode ?? "",
  };
}
