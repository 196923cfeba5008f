import { useNavigation } from "react-router";

/**
 * A submit button that posts its intent and, while that intent is on its way, is disabled and says so.
 * Only a navigation carrying the same intent makes it busy, so two forms on one screen do not block each other.
 */
export function IntentSubmit({
  intent,
  busyLabel,
  className,
  children,
}: {
  intent: string;
  busyLabel: string;
  className: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={className}>
      {busy ? busyLabel : children}
    </button>
  );
}
