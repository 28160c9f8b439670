import { Avatar } from "@mantine/core";

/** The signed-in header's avatar: the initial of the user's name (user-menu.tsx loads it only for a signed-in page). */
export function UserAvatar({ name }: { name: string }) {
  return (
    <Avatar size={30} radius="xl" color="blue" variant="filled">
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
