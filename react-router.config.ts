import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Route middleware and typed context: the signed-in user is read once per request (accounts/session.ts).
  future: { v8_middleware: true },
} satisfies Config;
