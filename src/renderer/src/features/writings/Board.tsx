import { useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { Stage, WritingSummary } from '../../../../shared/domain/writing';
import { BoardCard, CardBody } from './BoardCard';
import { STAGE_LABEL } from './labels';

/**
 * Arrow keys move a picked-up card a whole column left or right (dnd-kit's default moves 25 px per key,
 * which on a board means a dozen presses per column).
 */
const columnByColumn: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' || event.code === 'ArrowDown' ? 1 : event.code === 'ArrowLeft' || event.code === 'ArrowUp' ? -1 : 0;
  const { active, over, droppableRects, collisionRect } = context;
  if (step === 0 || !active || !collisionRect) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.entries()].sort((a, b) => a[1].left - b[1].left);
  const from = over?.id ?? (active.data.current as { stage?: Stage } | undefined)?.stage;
  const at = columns.findIndex(([id]) => id === from);
  const target = columns[at + step];
  if (!target) return undefined;
  const rect = target[1];
  return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: rect.top + 40 };
};

function Column({ stage, pieces }: { stage: Stage; pieces: WritingSummary[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `board-col-${stage}`;
  return (
    <section
      ref={setNodeRef}
      className={`board-column${isOver ? ' board-column-over' : ''}`}
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
    >
      <h2 id={headingId} className="board-column-title">
        {STAGE_LABEL[stage]} <span className="muted">{pieces.length}</span>
      </h2>
      <ul className="board-cards">
        {pieces.map((p) => (
          <BoardCard key={p.id} piece={p} />
        ))}
      </ul>
    </section>
  );
}

/** The stage board: a column per stage, cards moved between them with the mouse or the keyboard. */
export function Board({
  columns,
  onMove,
}: {
  columns: Map<Stage, WritingSummary[]>;
  /** Asks main to move the piece; the board shows it in the new column until main answers. */
  onMove: (piece: WritingSummary, to: Stage) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );
  const byId = useMemo(() => {
    const map = new Map<string, WritingSummary>();
    for (const pieces of columns.values()) for (const p of pieces) map.set(p.id, p);
    return map;
  }, [columns]);
  const [dragging, setDragging] = useState<WritingSummary | null>(null);

  const title = (id: string | number) => `“${byId.get(String(id))?.title ?? 'the piece'}”`;
  const column = (id: string | number | undefined) => (id ? STAGE_LABEL[id as Stage] ?? String(id) : 'no column');
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${title(active.id)} in ${column(byId.get(String(active.id))?.stage)}.`,
    onDragOver: ({ active, over }) => `${title(active.id)} is over ${column(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${title(active.id)} in ${column(over.id)}.` : `${title(active.id)} was dropped outside the board and stays where it was.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled; it stays where it was.`,
  };

  function start(event: DragStartEvent) {
    setDragging(byId.get(String(event.active.id)) ?? null);
  }
  function end(event: DragEndEvent) {
    setDragging(null);
    const piece = byId.get(String(event.active.id));
    const to = event.over?.id as Stage | undefined;
    if (piece && to && to !== piece.stage) onMove(piece, to);
  }

  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this piece to another stage, press Space, then the left and right arrow keys to choose a column, and Space again to drop it. Escape cancels.',
        },
      }}
    >
      <div className={`board board-cols-${columns.size}`} data-testid="board">
        {[...columns.entries()].map(([stage, pieces]) => (
          <Column key={stage} stage={stage} pieces={pieces} />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging ? (
          <div className="board-card board-card-overlay">
            <CardBody piece={dragging} linked={false} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
