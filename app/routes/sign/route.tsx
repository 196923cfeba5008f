import { data, redirect } from "react-router";
import { signedInUser } from "~/.server/accounts/session";
import { enhanceScriptUrl } from "~/.server/platform/http/enhance";
import { SIGN_STYLES } from "~/.server/platform/http/inline-styles";
import { railCodes } from "~/.server/profiles/local-rails";
import { findProfileOnce } from "~/.server/profiles/request-profile";
import { qrSvgPath } from "~/.server/sign/qr";
import { toPublicProfile } from "~/domain/profile-projection";
import { printedProfileUrl } from "~/domain/profile-url";
import { pitchUrl } from "~/domain/pitches";
import { activePitches, findOpenSession, findPitch } from "~/.server/pitches/store";
import { pitchesAction } from "~/.server/pitches/dashboard";
import { profileNames } from "~/domain/profile-view";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/route";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { pluralForms } from "~/i18n/format";

/**
 * The owner's sign screen, held up at the pitch: the profile's QR code as large as the screen allows, the name and
 * "Tip me". Server HTML with its stylesheet inlined and no React, so the service worker can keep the one file for
 * use offline; app/enhance/sign.ts keeps the screen on, offers full screen and thanks each new tip and like.
 */
export const handle: RouteHandle = { hydrate: false, navbar: false };

/** The owner's own page: never kept by a browser's HTTP cache or a shared one (the service worker keeps its copy). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { runtime } = context;
  const user = signedInUser(context);
  if (!user) throw redirect("/signup?mode=login");
  const stored = await findProfileOnce(runtime.db, context, user.id);
  if (!stored?.completed) throw redirect("/signup");
  const printed = printedProfileUrl(runtime.settings.PUBLIC_URL, user.id);
  // ?pitch=<id>: that pitch's code, so the scans it brings are the pitch's.
  const [pitch, choices, open] = await Promise.all([
    findPitch(runtime.db, user.id, new URL(request.url).searchParams.get("pitch") ?? ""),
    activePitches(runtime.db, user.id),
    findOpenSession(runtime.db, user.id),
  ]);
  const url = pitch ? pitchUrl(printed, pitch.code) : printed;
  const [rail] = railCodes(stored);
  return data(
    {
      enhanceScript: enhanceScriptUrl("sign"),
      inlineStyles: SIGN_STYLES,
      manifest: "/sign.webmanifest",
      uid: user.id,
      name: profileNames(toPublicProfile(stored)).displayName,
      url,
      qr: qrSvgPath(url),
      // A local rail's code (PIX, SEPA, UPI) for a banking app.
      rail: rail ?? null,
      cardTips: Boolean(runtime.settings.stripe),
      pitch: pitch && { id: pitch.id, name: pitch.name },
      pitches: choices,
      performing: open && { pitchName: open.pitchName },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * "Start performing here" and "Stop performing" on the sign: the dashboard's session forms, posted from the pitch's
 * sign (a plain form: the page loads no React), then back to the same sign.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = signedInUser(context);
  if (!user) throw redirect("/signup?mode=login");
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "session-start" && intent !== "session-stop") throw new Response("Unknown action", { status: 400 });
  const profile = await findProfileOnce(context.runtime.db, context, user.id);
  const answered = await pitchesAction(context.runtime, user.id, profile, form);
  if (answered && !answered.result.ok && answered.status !== 409) {
    throw new Response(answered.result.message, { status: answered.status });
  }
  const pitch = String(form.get("pitch") ?? "");
  throw redirect(pitch ? `/sign?pitch=${encodeURIComponent(pitch)}` : "/sign", 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? m.sign_meta_title({ name: loaderData.name }) : m.sign_title() },
  { name: "robots", content: "noindex" },
];

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-white/40 hover:bg-white/10";

export default function SignScreen({ loaderData }: Route.ComponentProps) {
  const { name, url, qr, uid, cardTips, pitch, pitches, rail, performing } = loaderData;
  // Where "Performing now" says the performer is: the open session's pitch, or this sign's once a tap starts one.
  const performingAt = performing ? performing.pitchName : (pitch?.name ?? null);
  return (
    <main
      id="sign-root"
      data-uid={uid}
      data-card-tips={cardTips ? "" : undefined}
      // The script's thank-you lines in the owner's language (it loads no messages).
      data-tips={pluralForms(m.sign_thanks_tips)}
      data-likes={pluralForms(m.sign_likes)}
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-black p-4 text-center text-white landscape:flex-row landscape:gap-8 landscape:text-start"
    >
      <svg
        className="sign-qr shrink-0 rounded-lg"
        data-with-rail={rail ? "" : undefined}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
        role="img"
        aria-label={m.sign_qr_for({ url })}
        data-url={url}
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <div className="flex max-w-xl min-w-0 flex-col items-center gap-3 landscape:items-start">
        <p className="text-[clamp(2rem,9vmin,5.5rem)] leading-none font-black tracking-tight text-yellow-300">
          {m.sign_tip_me()}
          {/* The crowd may not read the performer's language: English too. */}
          {getLocale() !== "en" && (
            <span lang="en" dir="ltr" className="mt-1 block text-[0.45em] font-bold text-yellow-100">
              {m.sign_tip_me({}, { locale: "en" })}
            </span>
          )}
        </p>
        <h1 className="text-[clamp(1.5rem,6vmin,4rem)] leading-tight font-bold [overflow-wrap:anywhere]">{name}</h1>
        {rail && (
          <figure className="flex items-center gap-3 text-start">
            <svg
              className="sign-rail-qr shrink-0 rounded-md"
              viewBox={`0 0 ${rail.qr.size} ${rail.qr.size}`}
              shapeRendering="crispEdges"
              role="img"
              aria-label={m.sign_rail_code({ method: rail.label })}
              data-code={rail.code}
            >
              <rect width={rail.qr.size} height={rail.qr.size} fill="#fff" />
              <path d={rail.qr.path} fill="#000" />
            </svg>
            <figcaption className="text-base leading-snug text-start">
              <span className="block font-bold">{rail.label}</span>
              <span className="block text-slate-200">{m.sign_scan_banking()}</span>
            </figcaption>
          </figure>
        )}
        <div
          data-thanks
          role="log"
          aria-live="polite"
          className="sign-thanks space-y-1 text-lg font-semibold empty:hidden"
        />
        <p data-wake-hint className="max-w-sm text-sm text-slate-200">
          {m.sign_keep_on()}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            data-action="fullscreen"
            data-enter={m.sign_full_screen()}
            data-exit={m.sign_exit_full_screen()}
            hidden
            className={BUTTON}
          >
            {m.sign_full_screen()}
          </button>
          <a href="/dashboard" className={BUTTON}>
            {m.sign_dashboard()}
          </a>
        </div>
        <form
          method="post"
          data-session
          data-waiting-start={m.sign_session_waiting_start()}
          data-waiting-stop={m.sign_session_waiting_stop()}
          className="flex flex-wrap items-center justify-center gap-3"
        >
          {pitch && <input type="hidden" name="pitch" value={pitch.id} />}
          {/* The script sets when it was tapped: a tap without network is sent once back online, with its time. */}
          <input type="hidden" name="tapped_at" value="" />
          {/* Both states: the script shows the other one at once when a tap has to wait for the network. */}
          <div data-state="on" hidden={!performing} className="flex flex-wrap items-center justify-center gap-3">
            <p role="status" className="font-semibold text-emerald-300">
              {performingAt ? m.sign_session_on({ place: performingAt }) : m.sign_session_on_here()}
            </p>
            <button type="submit" name="intent" value="session-stop" className={BUTTON}>
              {m.sign_session_stop()}
            </button>
          </div>
          <div data-state="off" hidden={Boolean(performing)}>
            <button
              type="submit"
              name="intent"
              value="session-start"
              className={`${BUTTON} bg-emerald-400 text-slate-950 ring-0 hover:bg-emerald-300`}
            >
              {m.sign_session_start()}
            </button>
          </div>
        </form>
        {pitches.length > 0 && (
          <nav aria-label={m.sign_pitch()} className="flex flex-wrap items-center justify-center gap-2 text-sm">
            {[{ id: "", name: m.sign_whole_profile() }, ...pitches].map((choice) => (
              <a
                key={choice.id}
                href={choice.id ? `/sign?pitch=${choice.id}` : "/sign"}
                aria-current={(pitch?.id ?? "") === choice.id ? "page" : undefined}
                className="rounded-full px-3 py-2 text-slate-200 underline-offset-4 hover:underline aria-[current=page]:font-bold aria-[current=page]:text-yellow-300"
              >
                {choice.name}
              </a>
            ))}
          </nav>
        )}
        <p
          data-offline={m.sign_offline()}
          data-saved={m.sign_saved()}
          className="text-xs text-slate-300 empty:hidden"
        />
      </div>
    </main>
  );
}
