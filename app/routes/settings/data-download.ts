import { exportAccountData } from "~/.server/accounts/data-export";
import { requireUser } from "~/.server/accounts/session";
import type { Route } from "./+types/data-download";

/** GET /settings/data.json: the signed-in owner's own account and profile, as a file. */
export async function loader({ context }: Route.LoaderArgs) {
  const owner = requireUser(context);
  const body = JSON.stringify(await exportAccountData(context.runtime, owner.id), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="tipped-profile-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
