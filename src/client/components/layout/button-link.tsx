import { forwardRef, type AnchorHTMLAttributes } from "react";
import { createLink } from "@tanstack/react-router";
import { Button, type ButtonProps } from "@mantine/core";

// A file of its own, apart from router-links.tsx: the public pages' cards and text links share that chunk, and
// Mantine's Button (with its loader and transition) would come with it to /home, which draws no button link.

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => <Button ref={ref} component="a" {...props} />);
ButtonBase.displayName = "RouterButtonBase";

/** A button-looking link to a route (Mantine's look, the router's typed `to`, `params` and `search`). */
export const ButtonLink = createLink(ButtonBase);
