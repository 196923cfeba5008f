import { useNavigation } from "react-router";

/**
 * A submit button that posts its intent and, while that intent is on its way, is disabled and says so.
 * Only a navigation carrying the same intent makes it busy, so two forms on one screen do not block each other.
 */
export function IntentSubmit({
  intent,
  busyLabel,
  waitLabel,
  className,
  children,
}: {
  intent: string;
  busyLabel: string;
  /** Set while something must finish first (an upload): the button is disabled and says this. */
  waitLabel?: string | false;
  className: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy || !!waitLabel} className={className}>
      {busy ? busyLabel : waitLabel || children}
    </button>
  );
}
