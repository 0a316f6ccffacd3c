import { memo, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { WritingSummary } from '@shared/domain/writing';
import { formatLastEdit, formatWords } from './format';
import { TYPE_LABEL, VENUE_LABEL } from './labels';

/**
 * What a card shows; shared by the card in its column and the copy that follows the pointer while dragging. The
 * title is a plain link: the board opens it in the app (Board's click handler), which spares every card a
 * router Link (its hooks resolve the path on every render of every card).
 */
export function CardBody({ piece, linked = true }: { piece: WritingSummary; linked?: boolean }) {
  return (
    <>
      <div className="board-card-title">
        {linked ? <a href={`/writings/${piece.id}`}>{piece.title}</a> : <span>{piece.title}</span>}
      </div>
      <div className="board-card-meta">
        {piece.type ? <span className="chip">{TYPE_LABEL[piece.type]}</span> : <span className="chip">No type</span>}
        {piece.venue ? <span>{VENUE_LABEL[piece.venue]}</span> : null}
      </div>
      <div className="board-card-meta muted">
        <span>{formatWords(piece.word_count)}</span>
        <span title={piece.updated_at}>edited {formatLastEdit(piece.updated_at)}</span>
      </div>
    </>
  );
}

/**
 * One piece on the board. The whole card can be dragged with the mouse (after 4 px, so a click on the title
 * still opens it); the handle is the keyboard's way in: focus it, Space picks the card up, arrows move it
 * between columns, Space drops, Escape cancels.
 */
export const BoardCard = memo(function BoardCard({ piece }: { piece: WritingSummary }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: piece.id,
    data: { stage: piece.stage, title: piece.title },
  });
  // dnd-kit types its listeners loosely (Function); these are the two it attaches for its sensors.
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  return (
    <li
      ref={setNodeRef}
      className={`board-card${isDragging ? ' board-card-dragging' : ''}`}
      data-testid="board-card"
      data-id={piece.id}
      onPointerDown={onPointerDown}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="board-card-handle"
        {...attributes}
        aria-roledescription="movable card"
        aria-label={`Move “${piece.title}”`}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <CardBody piece={piece} />
    </li>
  );
});
