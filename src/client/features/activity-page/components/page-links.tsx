import { forwardRef } from "react";
import { createLink } from "@tanstack/react-router";
import { Anchor, Button, type AnchorProps, type ButtonProps } from "@mantine/core";

// Mantine's look with the router's typed links (to and params checked against the route tree), following
// TanStack Router's createLink recipe: Mantine's polymorphic `component={Link}` loses the params typing.

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & React.AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
AnchorBase.displayName = "PageAnchorBase";

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & React.AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
ButtonBase.displayName = "PageButtonBase";

export const AnchorLink = createLink(AnchorBase);
export const ButtonLink = createLink(ButtonBase);
