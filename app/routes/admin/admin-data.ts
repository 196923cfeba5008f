import type { Route } from "./+types/route";

/** The loader's answer for a signed-in admin: the panels' types come from it, never from server modules. */
export type AdminData = Extract<Route.ComponentProps["loaderData"], { signedIn: true }>;
