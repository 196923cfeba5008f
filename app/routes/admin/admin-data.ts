import type { Route } from "./+types/route";

/** The loader's answer for a signed-in admin: the panels' types come from it, never from server modules. */
export type AdminData = Extract<Route.ComponentProps["loaderData"], { signedIn: true }>;

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "Never";
