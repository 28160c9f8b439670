import { forwardRef, type AnchorHTMLAttributes } from "react";
import { createLink } from "@tanstack/react-router";
import { Anchor, Card, type AnchorProps, type CardProps } from "@mantine/core";

// Mantine's look with the router's typed links (TanStack Router's createLink recipe; Mantine's polymorphic
// `component={Link}` loses the params and search typing).

const CardBase = forwardRef<HTMLAnchorElement, CardProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Card ref={ref} component="a" {...props} />
));
CardBase.displayName = "PublicCardBase";

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => <Anchor ref={ref} {...props} />);
AnchorBase.displayName = "PublicAnchorBase";

/** A card that is a link (an activity, a replay). */
export const CardLink = createLink(CardBase);
/** A text link. */
export const AnchorLink = createLink(AnchorBase);
