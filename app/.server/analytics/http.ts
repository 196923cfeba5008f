/** The analytics feature's API: tracking hits, the owner's CSV export and QR codes of their page. */
import { Hono } from "hono";
import type { AppEnv } from "../platform/http/types";
import { analytics, profileQr } from "./http/analytics";

export const analyticsApi = new Hono<AppEnv>().route("/analytics", analytics).route("/profiles", profileQr);
