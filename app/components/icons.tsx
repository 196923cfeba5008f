/**
 * UI icons of the profile page and the landing page: decorative (aria-hidden), drawn in currentColor on a 24-unit
 * grid. A class sets another stroke width or colour (CSS wins over the drawing's own attributes).
 */

type IconProps = { className?: string };

/** `mirrored`: a drawing that points along the line (previous, next, out of the page), turned in right-to-left pages. */
function Svg({
  className = "h-5 w-5",
  children,
  filled,
  mirrored,
}: IconProps & { children: React.ReactNode; filled?: boolean; mirrored?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={mirrored ? `${className} rtl:-scale-x-100` : className}
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Outline heart; the like button fills it through CSS when aria-pressed is true. */
export const HeartIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M19.5 12.6 12 20l-7.5-7.4A4.9 4.9 0 0 1 12 6.1a4.9 4.9 0 0 1 7.5 6.5Z" />
  </Svg>
);

export const CameraIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M14.5 4h-5L7.5 6.5H5A2 2 0 0 0 3 8.5V18a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.5a2 2 0 0 0-2-2h-2.5Z" />
    <circle cx="12" cy="13" r="3.5" />
  </Svg>
);

export const ShareIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
  </Svg>
);

export const LinkIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Svg>
);

export const ChevronLeftIcon = ({ className }: IconProps) => (
  <Svg className={className} mirrored>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);

export const ChevronRightIcon = ({ className }: IconProps) => (
  <Svg className={className} mirrored>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);

export const PlayIcon = ({ className }: IconProps) => (
  <Svg className={className} filled>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.6-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
  </Svg>
);

export const PencilIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />
  </Svg>
);

export const ArrowUpRightIcon = ({ className }: IconProps) => (
  <Svg className={className} mirrored>
    <path d="M7 17 17 7M8 7h9v9" />
  </Svg>
);

export const MapPinIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

export const QuoteIcon = ({ className }: IconProps) => (
  <Svg className={className} filled>
    <path d="M10 7H6a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h2v1a2 2 0 0 1-2 2v2a4 4 0 0 0 4-4V7Zm10 0h-4a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h2v1a2 2 0 0 1-2 2v2a4 4 0 0 0 4-4V7Z" />
  </Svg>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);

export const CloseIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const CalendarPlusIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
  </Svg>
);
