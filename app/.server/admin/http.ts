/** The admin feature's API. */
import { Hono } from "hono";
import type { AppEnv } from "../platform/http/types";
import { admin } from "./http/admin";

export const adminApi = new Hono<AppEnv>().route("/admin", admin);
