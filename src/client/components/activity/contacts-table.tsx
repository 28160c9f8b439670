import { Table, type TableProps } from "@mantine/core";
import scroll from "#client/components/widgets/scroll-hint.module.css";
import { useLingui } from "@lingui/react/macro";

/** One contact of a company's booking, as both the company's and the operator's activity calls send it. */
export interface TActivityContact {
  contactName: string;
  contactMobile: string;
  contactWechat: string;
  contactMail: string | null;
}

export interface ContactsTableProps extends Omit<TableProps, "children"> {
  contacts: readonly TActivityContact[];
  /** the name column's heading: the company reads "姓名" under its own heading, the operator "联系人" */
  nameLabel: string;
  /** below this width the table scrolls sideways instead of squeezing the columns */
  minWidth: number;
  "data-testid"?: string;
}

/**
 * A booking's contacts (name, mobile, WeChat, email), the optional ones shown as a dash when empty: the
 * company's activity details and the operator's company parts list the same four columns.
 */
export function ContactsTable({ contacts, nameLabel, minWidth, ...tableProps }: ContactsTableProps) {
  const { t } = useLingui();
  return (
    // native scrolling with edge shades: on a phone the columns past the edge show that the table scrolls;
    // focusable so a keyboard can scroll it too
    <Table.ScrollContainer minWidth={minWidth} type="native" className={scroll.scrollX} tabIndex={0} aria-label={t`联系人信息`}>
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameLabel}</Table.Th>
            <Table.Th>{t`手机号`}</Table.Th>
            <Table.Th>{t`微信`}</Table.Th>
            <Table.Th>{t`邮箱`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contacts.map((c, index) => (
            // a company may list the same person twice; the position keeps the keys apart
            <Table.Tr key={`${c.contactMobile}-${index}`}>
              <Table.Td>{c.contactName}</Table.Td>
              <Table.Td>{c.contactMobile}</Table.Td>
              <Table.Td>{c.contactWechat || "—"}</Table.Td>
              <Table.Td>{c.contactMail || "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
