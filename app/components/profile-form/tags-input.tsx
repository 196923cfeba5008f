import { useId, useState } from "react";
import { ListErrors } from "./list-parts";
import { Label } from "~/components/ui/field";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * A multiselect of free-form tags: type and press Enter (or Add); known tags are suggested.
 * Each chosen tag is a hidden input `name[i]`, so the form submits them without JavaScript tricks.
 */
export function TagsInput({
  name,
  label,
  initial,
  suggestions,
  max,
  errors,
}: {
  name: string;
  label: string;
  initial: string[];
  suggestions: string[];
  max: number;
  errors?: string[];
}) {
  const [tags, setTags] = useState(initial);
  const [draft, setDraft] = useState("");
  const id = useId();
  const listId = `${id}-suggestions`;

  const add = () => {
    const tag = draft.trim().replace(/\s+/g, " ").slice(0, 30);
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()) && tags.length < max) {
      setTags([...tags, tag]);
    }
    setDraft("");
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <ul className="flex flex-wrap gap-2" aria-label={m.owner_tags_chosen()}>
        {tags.map((tag, index) => (
          <li
            key={tag}
            className="flex items-center gap-1 rounded-full bg-emerald-400/15 py-1 ps-3 pe-1 text-sm text-emerald-100"
          >
            {tag}
            <input type="hidden" name={`${name}[${index}]`} value={tag} />
            <button
              type="button"
              onClick={() => setTags(tags.filter((existing) => existing !== tag))}
              className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-white/10"
              aria-label={m.owner_remove_item({ what: tag })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <input
          id={id}
          list={listId}
          value={draft}
          maxLength={30}
          disabled={tags.length >= max}
          placeholder={tags.length >= max ? m.owner_at_most({ max }) : m.owner_tags_placeholder()}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" || event.key === ",") {
              event.preventDefault();
              add();
            }
          }}
          className="block w-full rounded-xl border border-white/15 bg-slate-950 px-4 py-3 text-white placeholder:text-slate-500 focus:border-emerald-400 focus:outline-none"
        />
        <button
          type="button"
          onClick={add}
          className="rounded-xl bg-white/10 px-4 font-semibold text-white hover:bg-white/20"
        >
          {m.owner_add()}
        </button>
      </div>
      <datalist id={listId}>
        {suggestions
          .filter((suggestion) => !tags.includes(suggestion))
          .map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
      </datalist>
      <ListErrors errors={errors} />
    </div>
  );
}
