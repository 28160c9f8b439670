import { useState, type ReactNode } from "react";
import { Button, Group, Modal, NumberInput, Stack, Switch, Table, type ModalProps } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";

/*
 * The shape every content editor of the back office shares (document 4 section 2): a table of the rows, an
 * edit button per row opening a dialog with the row's draft, a form that saves it and closes. Each editor
 * keeps what is its own (columns, fields, the rule that enables saving); the list-and-dialog is said here.
 */

/** The rows of an editor: a table that scrolls sideways on a narrow screen rather than squeezing. */
export function EditorTable({ minWidth, headers, children }: { minWidth: number; headers: ReactNode[]; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, i) => (
              <Table.Th key={i}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The draft being edited (null: the dialog is closed) and how a save ends: the success notice and the dialog
 * closed on success; on a refusal the request layer has shown the server's message and the dialog stays.
 */
export function useEditorDraft<D>() {
  const { t } = useLingui();
  const [draft, setDraft] = useState<D | null>(null);
  const close = () => setDraft(null);
  const saveAndClose = (saving: Promise<unknown>) =>
    saving.then(
      () => {
        notify("success", t`保存成功`);
        close();
      },
      () => {},
    );
  return { draft, open: setDraft, close, saveAndClose };
}

/** The dialog of one draft, titled for a new row or an existing one. */
export function EditorModal<D>({ draft, onClose, title, size, children }: { draft: D | null; onClose: () => void; title: string; size: ModalProps["size"]; children: (draft: D) => ReactNode }) {
  return (
    <Modal opened={draft !== null} onClose={onClose} title={title} size={size}>
      {draft ? children(draft) : null}
    </Modal>
  );
}

/** A form's own copy of its draft, and a setter that patches it. */
export function useDraftFields<D>(initial: D): [D, (patch: Partial<D>) => void] {
  const [d, setD] = useState(initial);
  return [d, (patch) => setD((x) => ({ ...x, ...patch }))];
}

/** An editor's form: its fields, then cancel and save; save is enabled only when the editor's rule says ready. */
export function DraftForm({
  ready,
  saving,
  onSubmit,
  onCancel,
  testId,
  saveTestId,
  children,
}: {
  ready: boolean;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  testId?: string;
  saveTestId?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onSubmit();
      }}
      data-testid={testId}
    >
      <Stack gap="sm">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>取消</Trans>
          </Button>
          <Button type="submit" loading={saving} disabled={!ready} data-testid={saveTestId}>
            <Trans>保存</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The sort order and the enabled switch most content rows have. */
export function SortAndStatus({ sort, status, onChange }: { sort: number; status: number; onChange: (patch: { sort?: number; status?: number }) => void }) {
  const { t } = useLingui();
  return (
    <Group grow>
      <NumberInput label={t`排序`} min={0} max={100000} value={sort} onChange={(v) => onChange({ sort: Number(v) || 0 })} />
      <Switch mt="lg" label={t`启用`} checked={status === 1} onChange={(e) => onChange({ status: e.currentTarget.checked ? 1 : 0 })} />
    </Group>
  );
}
