import { redirect } from "react-router";

/** A scan of a city QR code goes to the home page with a server redirect (so the history entry is replaced). */
export function loader() {
  return redirect("/", 302);
}
