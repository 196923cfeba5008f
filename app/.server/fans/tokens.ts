import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A confirmation link's token (mailed) and its SHA-256 (stored): the database alone cannot confirm anyone. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

const unsubscribeMac = (secret: string, fanId: string) =>
  createHmac("sha256", secret).update(`fan-unsubscribe:${fanId}`).digest("base64url").slice(0, 32);

/** A fan's own unsubscribe token: the fan's id and its HMAC with the server's secret, so no one can make another's. */
export const unsubscribeToken = (secret: string, fanId: string) => `${fanId}.${unsubscribeMac(secret, fanId)}`;

/** The fan id an unsubscribe token was made for, or null when the token was not made by this server. */
export function readUnsubscribeToken(secret: string, token: string | null | undefined): string | null {
  const match = /^([0-9a-f-]{36})\.([\w-]{32})$/.exec(token ?? "");
  if (!match) return null;
  const expected = Buffer.from(unsubscribeMac(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, fanId: string) =>
  `${publicUrl}/fans/unsubscribe?token=${unsubscribeToken(secret, fanId)}`;
