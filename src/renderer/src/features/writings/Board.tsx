import { useMemo, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useNavigate } from 'react-router';
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
import type { Stage, WritingSummary } from '@shared/domain/writing';
import { BoardCard, CardBody } from './BoardCard';
import { formatCount } from './format';
import { STAGE_LABEL } from './labels';
import { useWindowed } from './use-windowed';

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

/** Cards rendered per column at first, and added each time its end scrolls near (use-windowed.ts). */
export const CARDS_PER_STEP = 20;

function Column({ stage, pieces, pinned }: { stage: Stage; pieces: WritingSummary[]; pinned: ReadonlySet<string> }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `board-col-${stage}`;
  const { shown, hasMore, more, sentinelRef } = useWindowed(pieces.length, CARDS_PER_STEP);
  // A card moved here shows even when its place is further down than the cards rendered so far.
  const visible = useMemo(
    () => (hasMore ? pieces.filter((p, i) => i < shown || pinned.has(p.id)) : pieces),
    [pieces, shown, hasMore, pinned],
  );
  return (
    <section
      ref={setNodeRef}
      className={`board-column${isOver ? ' board-column-over' : ''}`}
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
      data-count={pieces.length}
    >
      <h2 id={headingId} className="board-column-title">
        <span>{STAGE_LABEL[stage]}</span>{' '}
        <span className="muted board-column-count" data-testid="column-count">
          {pieces.length}
          <span className="visually-hidden"> {pieces.length === 1 ? 'piece' : 'pieces'}</span>
        </span>
      </h2>
      <ul className="board-cards">
        {visible.map((p) => (
          <BoardCard key={p.id} piece={p} />
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinelRef} className="board-more">
          <button type="button" className="btn btn-small" onClick={more}>
            Show {Math.min(CARDS_PER_STEP, pieces.length - shown)} more
          </button>
          <span className="muted">{formatCount(pieces.length - visible.length)} not shown yet</span>
        </div>
      ) : null}
    </section>
  );
}

const NONE: ReadonlySet<string> = new Set();

/** The stage board: a column per stage, cards moved between them with the mouse or the keyboard. */
export function Board({
  columns,
  pinned = NONE,
  onMove,
}: {
  columns: Map<Stage, WritingSummary[]>;
  /** Pieces moved during this visit: rendered in their column even beyond the cards it shows so far. */
  pinned?: ReadonlySet<string>;
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
  const navigate = useNavigate();
  // The cards' titles are plain links (BoardCard.tsx): a plain left click opens the piece in the app; with a
  // modifier (new tab, new window) the browser does what it always does.
  function openInApp(event: ReactMouseEvent) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest('.board-card-title a')?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  }

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
      {/* Clicks are only read to open a card's title link (openInApp); the links keep the keyboard's Enter. */}
      <div className={`board board-cols-${columns.size}`} data-testid="board" onClick={openInApp}>
        {[...columns.entries()].map(([stage, pieces]) => (
          <Column key={stage} stage={stage} pieces={pieces} pinned={pinned} />
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
