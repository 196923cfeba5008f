import { redirect } from "react-router";
import { callAuthEndpoint, withCookies } from "~/.server/accounts/sign-in";
import type { Route } from "./+types/logout";

/** Logout signs out and goes home (requirements 2). A GET only goes home: signing out changes state, so it is a POST. */
export async function action({ request, context }: Route.ActionArgs) {
  const signedOut = await callAuthEndpoint(context.runtime, request, context.clientIp, "/sign-out", {});
  return redirect("/", { headers: withCookies(signedOut.cookies) });
}

export function loader() {
  return redirect("/");
}
