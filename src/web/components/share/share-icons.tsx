// Small line icons drawn for the share row (no icon font or brand kit to download on mobile data).
// Decorative: every button and link next to one carries a visible label.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="share-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const WhatsAppIcon = () => (
  <Icon>
    <path d="M3.5 20.5l1.3-4.1a8.5 8.5 0 1 1 3.3 3.2z" />
    <path d="M9 8.2c0 3.6 2.9 6.6 6.6 6.6l.9-1.6-2-1-1 .9a4.6 4.6 0 0 1-2.8-2.8l.9-1-1-2z" />
  </Icon>
);

export const FacebookIcon = () => (
  <Icon>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M16 7.5h-1.5A2.5 2.5 0 0 0 12 10v11M9 13h6" />
  </Icon>
);

export const XIcon = () => (
  <Icon>
    <path d="M4 4h4l12 16h-4z" />
    <path d="M19.5 4l-6.3 7.2M4.5 20l6.3-7.2" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <rect x="2" y="8.5" width="11" height="7" rx="3.5" />
    <rect x="11" y="8.5" width="11" height="7" rx="3.5" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const ShareIcon = () => (
  <Icon>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5" />
  </Icon>
);

export const QrIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM20 14v.01M20 20h.01M14 20h.01M17 20h.01M20 17h.01" />
  </Icon>
);
