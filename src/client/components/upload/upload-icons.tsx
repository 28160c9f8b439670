import type { ReactNode } from "react";

// A few line icons for the upload widgets (same grid and stroke as the shell's), drawn here so the widgets
// need no icon package.
function Icon({ size = 16, children }: { size?: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function IconUpload({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5" />
      <path d="M4 15v4h16v-4" />
    </Icon>
  );
}

export function IconPause({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M9 6v12M15 6v12" />
    </Icon>
  );
}

export function IconPlay({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M8 5.5v13l10-6.5z" />
    </Icon>
  );
}

export function IconRetry({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M19.5 12a7.5 7.5 0 11-2.2-5.3" />
      <path d="M19.5 4.5v4h-4" />
    </Icon>
  );
}

export function IconX({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </Icon>
  );
}

export function IconFile({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6 3.5h8l4 4v13H6z" />
      <path d="M14 3.5v4h4" />
    </Icon>
  );
}
