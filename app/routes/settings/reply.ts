import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData } from "react-router";
import type { loader } from "./route";

/** What a settings form's action answered (or a redirect's ?done= says), named by the form's intent. */
export type SettingsReply = {
  intent: string;
  result?: SubmissionResult<string[]>;
  notice?: string;
  setup?: { qr: string; secret: string; backupCodes: string[] };
  passkeyId?: string;
  error?: string;
};

/** The page's last answer: the action's, else (after a redirect) the ?done= notice the loader read. */
export function useSettingsReply(): SettingsReply | undefined {
  const answered = useActionData() as SettingsReply | undefined;
  const { done } = useLoaderData<typeof loader>();
  return answered ?? done ?? undefined;
}
