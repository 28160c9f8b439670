import { forwardRef, type AnchorHTMLAttributes } from "react";
import { createLink } from "@tanstack/react-router";
import { Anchor, Card, UnstyledButton, type AnchorProps, type CardProps } from "@mantine/core";

// Mantine's look with the router's typed links (to, params and search checked against the route tree),
// following TanStack Router's createLink recipe: Mantine's polymorphic `component={Link}` loses that typing.
// The button-looking link is in button-link.tsx.

type TAnchorAttrs = AnchorHTMLAttributes<HTMLAnchorElement>;

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & TAnchorAttrs>((props, ref) => <Anchor ref={ref} {...props} />);
AnchorBase.displayName = "RouterAnchorBase";
const CardBase = forwardRef<HTMLAnchorElement, CardProps & TAnchorAttrs>((props, ref) => <Card ref={ref} component="a" {...props} />);
CardBase.displayName = "RouterCardBase";
const TileBase = forwardRef<HTMLAnchorElement, TAnchorAttrs>((props, ref) => <UnstyledButton ref={ref} component="a" {...props} />);
TileBase.displayName = "RouterTileBase";

/** A text link to a route. */
export const AnchorLink = createLink(AnchorBase);
/** A card that is a link (an activity, a video). */
export const CardLink = createLink(CardBase);
/** An unstyled link block (a dashboard tile). */
export const TileLink = createLink(TileBase);
