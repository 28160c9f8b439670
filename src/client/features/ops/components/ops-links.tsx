import { forwardRef } from "react";
import { createLink } from "@tanstack/react-router";
import { Anchor, Button, UnstyledButton, type AnchorProps, type ButtonProps } from "@mantine/core";

// Mantine's look with the router's typed links (to + search checked against the route tree), following
// TanStack Router's createLink recipe: Mantine's polymorphic `component={Link}` loses the search typing.

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & React.AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
AnchorBase.displayName = "OpsAnchorBase";

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & React.AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
ButtonBase.displayName = "OpsButtonBase";

const TileBase = forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <UnstyledButton ref={ref} component="a" {...props} />
));
TileBase.displayName = "OpsTileBase";

/** A text link to a back-office route. */
export const AnchorLink = createLink(AnchorBase);
/** A button-looking link to a back-office route. */
export const ButtonLink = createLink(ButtonBase);
/** An unstyled link block (a dashboard tile). */
export const TileLink = createLink(TileBase);
