import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import classes from "./native-button.module.css";

export interface NativeButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "filled" | "light" | "default";
  size?: "sm" | "md";
  /** Round ends (Mantine's radius "xl"); otherwise the theme's small radius. */
  round?: boolean;
  /** A spinning ring instead of the left icon; the button is disabled meanwhile. */
  loading?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/**
 * A button drawn like Mantine's Button from the theme's variables, for the parts of the first paint (the
 * header's login, the home page's login panel): Mantine's Button brings its loader and transition code, 3 KB
 * of /home's script budget (npm run bench:bundle). Everywhere else the portal uses Mantine's Button.
 */
export const NativeButton = forwardRef<HTMLButtonElement, NativeButtonProps>(function NativeButton(
  { variant = "filled", size = "sm", round = false, loading = false, leftSection, rightSection, className, disabled, children, type = "button", ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={`${classes.root}${className ? ` ${className}` : ""}`}
      data-variant={variant}
      data-size={size}
      data-round={round || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={classes.spinner} aria-hidden="true" /> : leftSection}
      <span className={classes.label}>{children}</span>
      {rightSection}
    </button>
  );
});
