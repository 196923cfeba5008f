import { useEffect, useId, useRef, useState } from "react";
import { Label } from "~/components/ui/field";
import { m } from "~/i18n/paraglide/messages.js";

export type AddressPick = { street: string; city: string; state: string; postalCode: string };
type Suggestion = AddressPick & { id: string; label: string };

const DEBOUNCE_MS = 200;

/**
 * Address search with a suggestions dropdown (requirements 2, 7): debounced 200 ms, at most 5 suggestions,
 * keyboard navigable (WAI-ARIA combobox). Picking one fills street, city, state and postal code.
 */
export function AddressSearch({ onPick }: { onPick: (address: AddressPick) => void }) {
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // "unavailable": the search could not be done (no geocoder, no connection); the fields below still take the address.
  const [status, setStatus] = useState<"idle" | "loading" | "done" | "unavailable">("idle");
  const listId = useId();
  const inputId = useId();
  const lastPicked = useRef<string | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 3 || q === lastPicked.current) {
      setSuggestions([]);
      setStatus("idle");
      return;
    }
    const controller = new AbortController();
    const search = async () => {
      setStatus("loading");
      try {
        const response = await fetch(`/api/address-search?q=${encodeURIComponent(q)}`, { signal: controller.signal });
        const body = response.ok
          ? ((await response.json()) as { suggestions: Suggestion[]; unavailable?: true })
          : { suggestions: [], unavailable: true };
        setSuggestions(body.suggestions.slice(0, 5));
        setActive(-1);
        setOpen(!body.unavailable);
        setStatus(body.unavailable ? "unavailable" : "done");
      } catch (error) {
        if ((error as Error).name !== "AbortError") {
          setSuggestions([]);
          setOpen(false);
          setStatus("unavailable");
        }
      }
    };
    // The browser debounces 200 ms (requirements 7); a failed search says so, in the hint below the field.
    const timer = setTimeout(() => void search(), DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const pick = (suggestion: Suggestion) => {
    lastPicked.current = suggestion.label;
    setQuery(suggestion.label);
    setOpen(false);
    setSuggestions([]);
    onPick({
      street: suggestion.street,
      city: suggestion.city,
      state: suggestion.state,
      postalCode: suggestion.postalCode,
    });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const showList = open && (suggestions.length > 0 || status === "done");
  return (
    <div className="relative space-y-1.5">
      <Label htmlFor={inputId}>{m.owner_address_search()}</Label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={m.owner_address_placeholder()}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          lastPicked.current = null;
        }}
        onKeyDown={onKeyDown}
        onFocus={() => suggestions.length > 0 && setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        className="block w-full rounded-xl border border-white/15 bg-slate-950 px-4 py-3 text-white placeholder:text-slate-500 focus:border-emerald-400 focus:outline-none"
      />
      <p className="text-xs text-slate-400" aria-live="polite">
        {status === "loading"
          ? m.owner_searching()
          : status === "unavailable"
            ? m.owner_address_unavailable()
            : m.owner_address_pick_hint()}
      </p>
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={m.owner_address_suggestions()}
          className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-white/10 bg-slate-900 py-1 shadow-xl"
        >
          {suggestions.length === 0 ? (
            <li className="px-4 py-3 text-sm text-slate-400">{m.owner_address_none()}</li>
          ) : (
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                className={`cursor-pointer px-4 py-3 text-sm ${index === active ? "bg-emerald-400/20 text-white" : "text-slate-200 hover:bg-white/5"}`}
              >
                {suggestion.label}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
