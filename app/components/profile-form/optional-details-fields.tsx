import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { TextAreaField, TextField } from "~/components/ui/field";
import { GENRES, type CalendarEvent, type Video } from "~/domain/profile";
import { LIMITS } from "~/domain/profile-fields";
import { PAYMENT_LINKS, SOCIAL_LINKS, type ProfileLinkField } from "~/domain/profile-model";
import { EventsEditor } from "./events-editor";
import { TagsInput } from "./tags-input";
import { VideoAdder } from "./video-adder";

type Text = FieldMetadata<string | undefined>;
type Fields = Record<ProfileLinkField, Text> & {
  description: Text;
  thought: Text;
  tags: FieldMetadata<string[] | undefined>;
  genres: FieldMetadata<string[] | undefined>;
  themeColor: Text;
  videos: FieldMetadata<Video[] | undefined>;
  events: FieldMetadata<CalendarEvent[] | undefined>;
};

export type OptionalDetailsDefaults = {
  tags: string[];
  genres: string[];
  videos: Video[];
  events: CalendarEvent[];
  themeColor: string;
};

/** List errors (tags[2], videos[0].url, …) shown under their control. */
const listErrors = (allErrors: Record<string, string[] | undefined> | undefined, name: string) =>
  Object.entries(allErrors ?? {})
    .filter(([key]) => key === name || key.startsWith(`${name}[`))
    .flatMap(([, messages]) => messages ?? []);

/** The Optional Details fields (SPEC 2 wizard step 3), shared by the wizard and the edit page. */
export function OptionalDetailsFields({
  fields,
  defaults,
  tagSuggestions,
  today,
  allErrors,
}: {
  fields: Fields;
  defaults: OptionalDetailsDefaults;
  tagSuggestions: string[];
  today: string;
  allErrors: Record<string, string[] | undefined> | undefined;
}) {
  const link = (field: Text) => ({
    ...getInputProps(field, { type: "text" }),
    autoComplete: "off",
    autoCapitalize: "none",
    spellCheck: false,
  });
  return (
    <div className="space-y-10">
      <fieldset className="space-y-5">
        <legend className="mb-3 text-lg font-semibold text-white">Tell your story</legend>
        <TextAreaField
          label="Description"
          field={fields.description}
          hint={`What you do, where to find you. Up to ${LIMITS.description} characters.`}
          textareaProps={getTextareaProps(fields.description)}
        />
        <TextAreaField
          label="Thought"
          field={fields.thought}
          hint="A line you live by, shown as a quote on your page."
          textareaProps={{ ...getTextareaProps(fields.thought), rows: 2 }}
        />
        <TagsInput
          name={fields.tags.name}
          label="Tags"
          initial={defaults.tags}
          suggestions={tagSuggestions}
          max={LIMITS.tags}
          errors={listErrors(allErrors, fields.tags.name)}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-200">Genres</legend>
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
                  {genre}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="mb-3 text-lg font-semibold text-white">How to tip you</legend>
        {PAYMENT_LINKS.map(({ field, formLabel, placeholder }) => (
          <TextField
            key={field}
            label={formLabel}
            field={fields[field]}
            inputProps={{ ...link(fields[field]), placeholder }}
          />
        ))}
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-white">Social links</legend>
        <p className="-mt-2 text-sm text-slate-400 sm:col-span-2">Paste a full link or just your username.</p>
        {SOCIAL_LINKS.map(({ field, formLabel, placeholder }) => (
          <TextField
            key={field}
            label={formLabel}
            field={fields[field]}
            inputProps={{ ...link(fields[field]), placeholder }}
          />
        ))}
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-lg font-semibold text-white">Videos</legend>
        <VideoAdder initial={defaults.videos} max={LIMITS.videos} errors={listErrors(allErrors, fields.videos.name)} />
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-lg font-semibold text-white">Events calendar</legend>
        <EventsEditor
          initial={defaults.events}
          max={LIMITS.events}
          today={today}
          errors={listErrors(allErrors, fields.events.name)}
        />
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-lg font-semibold text-white">Theme colour</legend>
        <div className="flex items-center gap-4">
          <input
            {...getInputProps(fields.themeColor, { type: "color" })}
            defaultValue={defaults.themeColor}
            className="h-12 w-20 cursor-pointer rounded-lg border border-white/15 bg-transparent"
          />
          <label htmlFor={fields.themeColor.id} className="text-sm text-slate-300">
            Used for your page background when you have no banner.
          </label>
        </div>
        {fields.themeColor.errors?.map((error) => (
          <p key={error} className="mt-1 text-sm font-medium text-rose-300">
            {error}
          </p>
        ))}
      </fieldset>
    </div>
  );
}
