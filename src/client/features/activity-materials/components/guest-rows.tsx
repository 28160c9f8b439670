import { useEffect, useState } from "react";
import { Button, Group, Table, Text } from "@mantine/core";
import { DragDropContext, Draggable, Droppable, type DropResult } from "@hello-pangea/dnd";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TMaterialsGuest } from "#shared/api/activity-guest.ts";

interface Props {
  guests: TMaterialsGuest[];
  readOnly: boolean;
  /** the whole new order, first to last; the caller stores it (1-based sorts, as the spec sends them) */
  onReorder: (ids: number[]) => Promise<void>;
  onEdit: (guest: TMaterialsGuest) => void;
  onDelete: (guest: TMaterialsGuest) => void;
}

/**
 * The guests table's rows, reordered by dragging a row's handle (document 3 section 4: drag sort). The library
 * also moves a row with the keyboard (focus the handle, Space, arrows, Space) and announces each move to
 * screen readers. The new order shows at once and stays unless the server refuses it.
 */
export function GuestRows({ guests, readOnly, onReorder, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  const [order, setOrder] = useState(guests);
  useEffect(() => setOrder(guests), [guests]);

  const onDragEnd = (result: DropResult) => {
    if (!result.destination || result.destination.index === result.source.index) return;
    const next = [...order];
    const [moved] = next.splice(result.source.index, 1);
    next.splice(result.destination.index, 0, moved!);
    setOrder(next);
    void onReorder(next.map((g) => g.id)).catch(() => setOrder(guests));
  };

  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId="materials-guests" isDropDisabled={readOnly}>
        {(drop) => (
          <Table.Tbody ref={drop.innerRef} {...drop.droppableProps}>
            {order.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center">
                    <Trans>暂无嘉宾</Trans>
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {order.map((g, i) => (
              <Draggable key={g.id} draggableId={String(g.id)} index={i} isDragDisabled={readOnly}>
                {(drag, snapshot) => (
                  <Table.Tr
                    ref={drag.innerRef}
                    {...drag.draggableProps}
                    data-testid="guest-row"
                    data-guest-id={g.id}
                    bg={snapshot.isDragging ? "var(--mantine-color-blue-0)" : undefined}
                  >
                    {!readOnly ? (
                      <Table.Td w={36}>
                        <span {...drag.dragHandleProps} aria-label={t`拖动调整顺序：${g.guestName}`} data-testid="guest-drag" style={{ cursor: "grab", padding: 4 }}>
                          ⋮⋮
                        </span>
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      {g.guestName}
                      {g.guestEnName ? (
                        <Text size="xs" c="dimmed">
                          {g.guestEnName}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{g.title}</Table.Td>
                    <Table.Td>{g.guestCompanyName}</Table.Td>
                    <Table.Td>{g.mobile}</Table.Td>
                    {!readOnly ? (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-xs" variant="subtle" onClick={() => onEdit(g)}>
                            <Trans>编辑</Trans>
                          </Button>
                          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(g)}>
                            <Trans>删除</Trans>
                          </Button>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                )}
              </Draggable>
            ))}
            {drop.placeholder}
          </Table.Tbody>
        )}
      </Droppable>
    </DragDropContext>
  );
}
