/** The coin with a check: the mark of the wordmark and of the share card. */
export function LogoMark({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32">
      <circle cx="16" cy="16" r="15" fill="#10b981" />
      <circle cx="16" cy="16" r="11" fill="none" stroke="#064e3b" strokeWidth="2" opacity="0.35" />
      <path
        d="M10 16.5l4 4 8-9"
        fill="none"
        stroke="#052e24"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The Tipped wordmark: a coin with a check, then the name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`flex items-center gap-2 text-xl font-extrabold tracking-tight text-white ${className}`}>
      <LogoMark size={28} />
      Tipped
    </span>
  );
}
