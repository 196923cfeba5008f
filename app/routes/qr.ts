import { redirect } from "react-router";
import { countScan } from "~/.server/qr-codes";
import type { Route } from "./+types/qr";

/**
 * A scan of a city QR code: counted (clicks + 1, lastClicked) in one atomic update, then the home page with a
 * server redirect, so the history entry is replaced. An unknown slug still goes home and counts nothing.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    await countScan(context.runtime.db, params.citySlug);
  } catch (error) {
    console.error("Could not count a QR scan", error); // the visitor still goes home
  }
  return redirect("/", { status: 302, headers: { "Cache-Control": "no-store" } });
}
