import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { FieldError, Label, TextAreaField, TextField } from "~/components/ui/field";
import { HANDLE_MAX, handlePreview } from "~/domain/handle";
import { GENRES, type CalendarEvent, type Video } from "~/domain/profile";
import { LIMITS } from "~/domain/profile-fields";
import { PAYMENT_LINKS, SOCIAL_LINKS, type ProfileLinkField } from "~/domain/profile-model";
import { EventsEditor } from "./events-editor";
import { CurrencyField, LocalRailsFields, type LocalRailFields } from "./local-rails-fields";
import { TagsInput } from "./tags-input";
import { TipAmountsFields } from "./tip-amounts-fields";
import { TimeZoneField } from "./time-zone-field";
import { VideoAdder } from "./video-adder";
import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";
import { genreLabel } from "~/i18n/genres";
import { linkPlaceholder } from "~/i18n/link-placeholder";

type Text = FieldMetadata<string | undefined>;
type Fields = Record<ProfileLinkField, Text> &
  LocalRailFields & {
    handle: Text;
    showTipAmounts: FieldMetadata<boolean | string | undefined>;
    description: Text;
    thought: Text;
    tags: FieldMetadata<string[] | undefined>;
    genres: FieldMetadata<string[] | undefined>;
    themeColor: Text;
    videos: FieldMetadata<Video[] | undefined>;
    events: FieldMetadata<CalendarEvent[] | undefined>;
    timeZone: Text;
  };

export type OptionalDetailsDefaults = {
  handle: string;
  tipAmounts: number[];
  showTipAmounts: boolean;
  currency: string;
  /** Which local rails hold a value (the "More ways to pay" group starts open then). */
  localRailsSet: boolean;
  shownLinks: string[];
  tags: string[];
  genres: string[];
  videos: Video[];
  events: CalendarEvent[];
  timeZone: string;
  themeColor: string;
};

/** The payment links of "More ways to pay", with the rails that are not links. */
const LOCAL_LINKS = new Set<string>(["monzo", "revolut", "bunq"]);

/** List errors (tags[2], videos[0].url, …) shown under their control. */
const listErrors = (allErrors: Record<string, string[] | undefined> | undefined, name: string) =>
  Object.entries(allErrors ?? {})
    .filter(([key]) => key === name || key.startsWith(`${name}[`))
    .flatMap(([, messages]) => messages ?? []);

/** The Optional Details fields (requirements 2 wizard step 3), shared by the wizard and the edit page. */
export function OptionalDetailsFields({
  fields,
  defaults,
  tagSuggestions,
  today,
  allErrors,
  publicUrl,
}: {
  fields: Fields;
  defaults: OptionalDetailsDefaults;
  tagSuggestions: string[];
  today: string;
  allErrors: Record<string, string[] | undefined> | undefined;
  /** The site's public address, for the short link's preview. */
  publicUrl: string;
}) {
  const link = (field: Text) => ({
    ...getInputProps(field, { type: "text" }),
    autoComplete: "off",
    autoCapitalize: "none",
    spellCheck: false,
  });
  const shown = new Set(defaults.shownLinks);
  const linkInput = (entry: { field: ProfileLinkField; formLabel: string; placeholder: string }) => (
    <div key={entry.field} className="space-y-1">
      <TextField
        label={entry.formLabel}
        field={fields[entry.field]}
        inputProps={{ ...link(fields[entry.field]), placeholder: linkPlaceholder(entry.placeholder) }}
      />
      <ShowToggle field={entry.field} label={entry.formLabel} defaultChecked={shown.has(entry.field)} />
    </div>
  );
  return (
    <div className="space-y-10">
      <ShortLinkField field={fields.handle} publicUrl={publicUrl} initial={defaults.handle} />
      {/* Says the "Show on my page" toggles below were on the form (an unticked box sends nothing). */}
      <input type="hidden" name="linkToggles" value="on" />
      <fieldset className="space-y-5">
        <legend className="mb-3 text-lg font-semibold text-white">{m.owner_story()}</legend>
        <TextAreaField
          label={m.owner_description()}
          field={fields.description}
          hint={m.owner_description_hint({ max: LIMITS.description })}
          textareaProps={getTextareaProps(fields.description)}
        />
        <TextAreaField
          label={m.owner_thought()}
          field={fields.thought}
          hint={m.owner_thought_hint()}
          textareaProps={{ ...getTextareaProps(fields.thought), rows: 2 }}
        />
        <TagsInput
          name={fields.tags.name}
          label={m.owner_tags()}
          initial={defaults.tags}
          suggestions={tagSuggestions}
          max={LIMITS.tags}
          errors={listErrors(allErrors, fields.tags.name)}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-200">{m.owner_genres()}</legend>
          <div className="flex flex-wrap gap-2">
            {GENRES.map((genre) => (
              <label key={genre} className="cursor-pointer">
                <input
                  type="checkbox"
                  name={fields.genres.name}
                  value={genre}
                  defaultChecked={defaults.genres.includes(genre)}
                  className="peer sr-only"
                />
                <span className="block rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 peer-checked:border-emerald-400 peer-checked:bg-emerald-400/15 peer-checked:text-emerald-100 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-400">
                  {genreLabel(genre)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="mb-3 text-lg font-semibold text-white">{m.owner_how_to_tip()}</legend>
        <div className="sm:col-span-3">
          <CurrencyField field={fields.currency} initial={defaults.currency} />
        </div>
        {PAYMENT_LINKS.filter((entry) => !LOCAL_LINKS.has(entry.platform)).map(linkInput)}
        <div className="sm:col-span-3">
          <LocalRailsFields
            fields={fields}
            open={defaults.localRailsSet}
            links={PAYMENT_LINKS.filter((entry) => LOCAL_LINKS.has(entry.platform)).map(linkInput)}
          />
        </div>
      </fieldset>

      <TipAmountsFields
        initial={defaults.tipAmounts}
        show={fields.showTipAmounts}
        showDefault={defaults.showTipAmounts}
        errors={listErrors(allErrors, "tipAmounts")}
      />

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-white">{m.owner_social()}</legend>
        <p className="-mt-2 text-sm text-slate-400 sm:col-span-2">{m.owner_social_hint()}</p>
        {SOCIAL_LINKS.map(linkInput)}
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-lg font-semibold text-white">{m.owner_videos()}</legend>
        <VideoAdder initial={defaults.videos} max={LIMITS.videos} errors={listErrors(allErrors, fields.videos.name)} />
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-lg font-semibold text-white">{m.owner_events()}</legend>
        <TimeZoneField field={fields.timeZone} initial={defaults.timeZone} />
        <EventsEditor
          initial={defaults.events}
          max={LIMITS.events}
          today={today}
          errors={listErrors(allErrors, fields.events.name)}
        />
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-lg font-semibold text-white">{m.owner_theme()}</legend>
        <div className="flex items-center gap-4">
          <input
            {...getInputProps(fields.themeColor, { type: "color" })}
            defaultValue={defaults.themeColor}
            className="h-12 w-20 cursor-pointer rounded-lg border border-white/15 bg-transparent"
          />
          <label htmlFor={fields.themeColor.id} className="text-sm text-slate-300">
            {m.owner_theme_hint()}
          </label>
        </div>
        {fields.themeColor.errors?.map((error) => (
          <p key={error} className="mt-1 text-sm font-medium text-rose-300">
            {localized(error)}
          </p>
        ))}
      </fieldset>
    </div>
  );
}

const TOGGLE = "h-5 w-5 shrink-0 accent-emerald-400";

/**
 * "Show on my page": an unticked link stays saved here but is left off the public page. Which link it
 * is comes as the toggle's description, so the link's own name ("Venmo") labels the link's input alone.
 */
function ShowToggle({ field, label, defaultChecked }: { field: string; label: string; defaultChecked: boolean }) {
  const descriptionId = `show-${field}-link`;
  return (
    <div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-300">
        <input
          type="checkbox"
          name="shownLinks"
          value={field}
          defaultChecked={defaultChecked}
          aria-describedby={descriptionId}
          className={TOGGLE}
        />
        {m.owner_show_on_page()}
      </label>
      <span id={descriptionId} className="sr-only">
        {m.owner_link_of({ label })}
      </span>
    </div>
  );
}

/** The short link, with the whole address it makes shown as it is typed. */
function ShortLinkField({ field, publicUrl, initial }: { field: Text; publicUrl: string; initial: string }) {
  const [typed, setTyped] = useState(initial);
  const previewId = `${field.id}-preview`;
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-semibold text-white">{m.owner_page_address()}</legend>
      <div className="space-y-1.5">
        <Label htmlFor={field.id}>{m.owner_short_link()}</Label>
        <div
          className={`flex items-center rounded-xl border bg-slate-950 focus-within:border-emerald-400 ${invalid ? "border-rose-400" : "border-white/15"}`}
        >
          <span aria-hidden="true" className="ps-4 text-slate-500">
            @
          </span>
          <input
            {...getInputProps(field, { type: "text" })}
            maxLength={HANDLE_MAX + 1}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={m.owner_short_link_placeholder()}
            onChange={(event) => setTyped(event.currentTarget.value)}
            aria-describedby={[previewId, invalid ? field.errorId : undefined].filter(Boolean).join(" ")}
            className="block w-full min-w-0 rounded-xl bg-transparent py-3 ps-1 pe-4 text-white placeholder:text-slate-500 focus:outline-none"
          />
        </div>
        <p id={previewId} className="text-sm break-words text-slate-300">
          {m.owner_your_page()}{" "}
          <strong data-short-link-preview="" className="font-semibold text-emerald-200">
            {handlePreview(publicUrl, typed, m.owner_short_link_placeholder())}
          </strong>
        </p>
        <p className="text-xs text-slate-400">{m.owner_short_link_hint()}</p>
        <FieldError id={field.errorId} errors={field.errors} />
      </div>
    </fieldset>
  );
}
