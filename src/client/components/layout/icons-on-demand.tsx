import { Icon, type IconProps } from "#client/components/layout/icons.tsx";

// The icons of the shell's lazily loaded parts (back to top, hot search, customer service): a file of their own,
// so they load with those parts instead of with the first screen.

export function IconArrowUp(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </Icon>
  );
}

export function IconFlame(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21c3.6 0 6-2.4 6-5.8 0-3.7-3-5.7-3.8-9.2-1.9 1.4-3 3.2-3.2 5.2-.9-.8-1.5-1.9-1.6-3.2C7.4 9.8 6 12.2 6 15.2 6 18.6 8.4 21 12 21z" />
    </Icon>
  );
}

export function IconMail(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
      <path d="M4 6.5l8 6 8-6" />
    </Icon>
  );
}

export function IconClock(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  );
}
