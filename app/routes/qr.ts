import { redirect } from "react-router";
import { recordHit } from "~/.server/analytics/record-hit";
import type { Route } from "./+types/qr";
import { errorForLog } from "~/.server/platform/log-safe";

/**
 * A scan of a city QR code goes through the one hit function (bots and floods are not counted), which counts
 * it (clicks + 1, lastClicked) in one atomic update; then the home page with a server redirect, so the history
 * entry is replaced. An unknown slug still goes home and counts nothing; a counting failure never stops the visitor.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    await recordHit(
      context.runtime.analytics,
      { type: "qr_scan", citySlug: params.citySlug },
      { userAgent: request.headers.get("user-agent"), clientIp: context.clientIp, viewerId: null },
    );
  } catch (error) {
    console.error("Could not count a QR scan", errorForLog(error));
  }
  return redirect("/", { status: 302, headers: { "Cache-Control": "no-store" } });
}
