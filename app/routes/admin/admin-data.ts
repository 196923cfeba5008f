import { localized } from "~/i18n/known";
import type { Route } from "./+types/route";

/** The loader's answer for a signed-in admin: the panels' types come from it, never from server modules. */
export type AdminData = Extract<Route.ComponentProps["loaderData"], { signedIn: true }>;

/** An answer of the admin's actions in the page's language: "Failed to delete user: User not found", part by part. */
export const inPageLanguage = (text: string) => text.split(": ").map(localized).join(": ");
