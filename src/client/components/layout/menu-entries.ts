import type { MouseEventHandler, ReactNode } from "react";

/** One row of a header dropdown, described as data so the menu itself can load on first use. */
export interface TMenuEntry {
  key: string | number;
  kind?: "item" | "label" | "divider";
  label?: ReactNode;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  color?: string;
  testId?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  /** link rows: the anchor props (href, target, rel, onClick) */
  href?: string;
  target?: string;
  rel?: string;
}

export interface TMenuOptions {
  /** open on hover as well as click (the navigation); click only otherwise (the user menu) */
  hover?: boolean;
  position?: "bottom-start" | "bottom-end";
  width?: number;
  minWidth?: number;
}
