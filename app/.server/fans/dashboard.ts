/** The owner's side of fans: what the dashboard shows, and its two actions (remove a fan, tell the fans). */
import { citiesWithCounts, noticeDay, parseNotice, prefilledNotice, NOTICE_MESSAGES, sameCity } from "~/domain/fans";
import { profileTimeZone } from "~/domain/time-zone";
import type { Runtime } from "../runtime";
import { mailFigures, noticeSentToday, queueNotice } from "./notices";
import { fansOf, removeFan } from "./signups";
import type { ProfileRow } from "~/domain/profile-model";

/** The fans listed on the dashboard; the CSV has them all. */
const LISTED = 200;

type Profile = Pick<ProfileRow, "events" | "timeZone"> | undefined;

export async function loadFansPanel(runtime: Runtime, ownerUid: string, profile: Profile) {
  const timeZone = profileTimeZone({ timeZone: profile?.timeZone ?? null });
  const now = new Date(runtime.now());
  const [all, figures, sentToday] = await Promise.all([
    fansOf(runtime.db, ownerUid),
    mailFigures(runtime.db, ownerUid),
    noticeSentToday(runtime.db, ownerUid, noticeDay(now, timeZone)),
  ]);
  return {
    count: all.length,
    cities: citiesWithCounts(all.map((fan) => fan.city)),
    fans: all.slice(0, LISTED).map((fan) => ({ ...fan, confirmedAt: fan.confirmedAt.toISOString() })),
    figures,
    prefill: prefilledNotice(profile?.events ?? [], now, timeZone) ?? "",
    sentToday,
  };
}

export type FansPanelData = Awaited<ReturnType<typeof loadFansPanel>>;

export const EMPTY_FANS_PANEL: FansPanelData = {
  count: 0,
  cities: [],
  fans: [],
  figures: { sent: 0, failed: 0, waiting: 0, unsubscribes: 0 },
  prefill: "",
  sentToday: false,
};

export type FansAction =
  | { intent: "tell-fans"; ok: boolean; message: string; text?: string; queued?: number }
  | { intent: "remove-fan"; ok: boolean; message: string };

export async function fansAction(
  runtime: Runtime,
  ownerUid: string,
  profile: Profile,
  form: FormData,
): Promise<FansAction | null> {
  const intent = form.get("intent");
  if (intent === "remove-fan") {
    const removed = await removeFan(runtime.db, ownerUid, String(form.get("fanId") ?? ""));
    return {
      intent,
      ok: removed,
      message: removed ? "The fan was removed." : "That fan is not on your list (any more).",
    };
  }
  if (intent !== "tell-fans") return null;
  const written = form.get("text");
  const parsed = parseNotice(written);
  if (!parsed.ok) return { intent, ok: false, message: parsed.message, text: String(written ?? "").slice(0, 2000) };
  const chosen = String(form.get("city") ?? "");
  let city: string | null = null;
  if (chosen !== "") {
    const cities = citiesWithCounts((await fansOf(runtime.db, ownerUid)).map((fan) => fan.city));
    const known = cities.find((entry) => sameCity(entry.city, chosen));
    if (!known) return { intent, ok: false, message: NOTICE_MESSAGES.badCity, text: parsed.text };
    city = known.city;
  }
  const timeZone = profileTimeZone({ timeZone: profile?.timeZone ?? null });
  const result = await queueNotice(runtime.db, {
    profileUid: ownerUid,
    day: noticeDay(new Date(runtime.now()), timeZone),
    text: parsed.text,
    city,
  });
  if (!result.ok) return { intent, ok: false, message: result.message, text: parsed.text };
  runtime.fans.queue.nudge();
  return {
    intent,
    ok: true,
    message: `Your notice is on its way to ${result.queued} ${result.queued === 1 ? "fan" : "fans"}.`,
    queued: result.queued,
  };
}
