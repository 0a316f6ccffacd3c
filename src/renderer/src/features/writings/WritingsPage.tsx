import { useMemo, useState } from 'react';
import { STAGES, type Stage, type WritingSummary } from '@shared/domain/writing';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelMutation, useChannelQuery } from '../../lib/query';
import { Board } from './Board';
import { groupByStage } from './board-columns';
import { FlatList } from './FlatList';
import { BOARD_STAGES, STAGE_LABEL } from './labels';
import { NewPieceDialog } from './NewPieceDialog';
import { useBoardView } from './view-preference';
import { PIECE_VIEWS } from './views';
import './writings.css';
import './export-preview.css';

/** /writings: the stage board (or the flat list), and "New piece". */
export function WritingsPage() {
  const list = useChannelQuery('writings:list', {});
  const view = useBoardView();
  const [showArchived, setShowArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  // Pieces on their way to another column: shown there until main answers; removed again if it refuses.
  const [moving, setMoving] = useState<ReadonlyMap<string, Stage>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  // Pieces moved during this visit: a long column renders its first cards only (Board.tsx), and a card dropped
  // there must not vanish below them once main has put it in its place.
  const [moved, setMoved] = useState<ReadonlySet<string>>(new Set());
  const setStage = useChannelMutation('writings:set-stage', { invalidates: PIECE_VIEWS });

  function move(piece: WritingSummary, to: Stage) {
    setRefusal(null);
    setMoved((m) => new Set(m).add(piece.id));
    setMoving((m) => new Map(m).set(piece.id, to));
    const done = () =>
      setMoving((m) => {
        const next = new Map(m);
        next.delete(piece.id);
        return next;
      });
    setStage.mutate(
      { id: piece.id, stage: to },
      {
        onSettled: done,
        onError: (error) => setRefusal(`“${piece.title}” stays in ${STAGE_LABEL[piece.stage]}: ${error.message}`),
      },
    );
  }

  const stages = showArchived ? STAGES : BOARD_STAGES;
  return (
    <div className="writings-page">
      <PageHeader
        title="Writings"
        subtitle="From idea to published post. The words are yours."
        actions={
          <>
            <label className="toggle">
              <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
              Show archived
            </label>
            <div className="segmented" role="group" aria-label="View">
              {(['board', 'list'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  className={`btn btn-small${view.shown === v ? ' active' : ''}`}
                  aria-pressed={view.shown === v}
                  disabled={view.narrow && v === 'board'}
                  title={view.narrow && v === 'board' ? 'The board needs a window at least 900 px wide' : undefined}
                  onClick={() => view.choose(v)}
                >
                  {v === 'board' ? 'Board' : 'List'}
                </button>
              ))}
            </div>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              New piece
            </button>
          </>
        }
      />
      {refusal ? <ErrorBanner message={refusal} onDismiss={() => setRefusal(null)} /> : null}
      <QueryView query={list} loadingLabel="Loading your pieces…">
        {({ writings }) => (
          <Pieces
            writings={writings}
            stages={stages}
            moving={moving}
            moved={moved}
            shown={view.shown}
            onMove={move}
            onCreate={() => setCreating(true)}
          />
        )}
      </QueryView>
      <NewPieceDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

function Pieces({
  writings,
  stages,
  moving,
  moved,
  shown,
  onMove,
  onCreate,
}: {
  writings: WritingSummary[];
  stages: readonly Stage[];
  moving: ReadonlyMap<string, Stage>;
  moved: ReadonlySet<string>;
  shown: 'board' | 'list';
  onMove: (piece: WritingSummary, to: Stage) => void;
  onCreate: () => void;
}) {
  const columns = useMemo(() => groupByStage(writings, stages, moving), [writings, stages, moving]);
  if (writings.length === 0) {
    return (
      <EmptyState
        title="No pieces yet"
        action={
          <button type="button" className="btn btn-primary" onClick={onCreate}>
            New piece
          </button>
        }
      >
        Start with a working title; it begins as an idea.
      </EmptyState>
    );
  }
  if (shown === 'list') return <FlatList pieces={stages.flatMap((s) => columns.get(s) ?? [])} />;
  return <Board columns={columns} pinned={moved} onMove={onMove} />;
}
