import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from './Dialog';
import { useChannelQuery } from '../lib/query';
import { formatMinutes } from '../lib/format-duration';
import './mark-section-done.css';

const MAX_MINUTES = 60 * 24 * 60;

/**
 * "Mark done" for a track section, asking how long it took first (time calibration). The field is prefilled
 * with the time since the section was opened when main finds that plausible; a section marked done a minute
 * after opening gets an empty field and a question instead, because "0 min" is not how long it took. Left
 * empty, the section is still marked done and main keeps the measured time out of the estimates.
 */
export function MarkSectionDone({
  slug,
  idx,
  title,
  busy,
  label,
  className = 'btn btn-small',
  onDone,
}: {
  slug: string;
  idx: number;
  title: string;
  busy: boolean;
  label: React.ReactNode;
  className?: string;
  onDone: (minutes: number | undefined) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className={className} disabled={busy} onClick={() => setOpen(true)}>
        {label}
      </button>
      {/* Mounted only while open: a track page has a button per section, and one dialog is enough. */}
      {open ? (
        <Dialog
          open
          title="Mark the section done"
          onClose={close}
          className="section-done-dialog"
          testId="section-done-dialog"
        >
          <TimeForm
            slug={slug}
            idx={idx}
            title={title}
            busy={busy}
            onCancel={close}
            onDone={(minutes) => {
              close();
              onDone(minutes);
            }}
          />
        </Dialog>
      ) : null}
    </>
  );
}

function TimeForm({
  slug,
  idx,
  title,
  busy,
  onCancel,
  onDone,
}: {
  slug: string;
  idx: number;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onDone: (minutes: number | undefined) => void;
}) {
  const id = useId();
  // Read fresh when the dialog opens: the elapsed time is main's measure up to now.
  const estimates = useChannelQuery('progress:time-estimates', { track_slug: slug }, { staleTime: 0 });
  const section = estimates.data?.sections.find((s) => s.position === idx);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const shown = value ?? (section?.suggested_min != null ? String(section.suggested_min) : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = shown.trim();
    if (text === '') return onDone(undefined);
    const minutes = Number(text);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_MINUTES) {
      setError('Enter the minutes you spent as a number above 0 (at most 86,400), or leave the field empty.');
      return;
    }
    onDone(minutes);
  }

  return (
    <form onSubmit={submit} className="section-done-form" noValidate>
      <p className="flush">
        <strong>{title}</strong>
      </p>
      <div className="field">
        <label htmlFor={`${id}-min`}>How long did it take you, in minutes?</label>
        <div className="section-done-input-row">
          <input
            id={`${id}-min`}
            type="number"
            min={1}
            step={1}
            className="minutes-input"
            value={shown}
            autoFocus
            disabled={estimates.isPending}
            aria-describedby={`${id}-why`}
            onChange={(e) => {
              setError(undefined);
              setValue(e.target.value);
            }}
            data-testid="done-minutes"
          />
          {Number(shown) >= 60 ? (
            <span className="muted section-done-reads" data-testid="done-minutes-reads">
              = {formatMinutes(Number(shown))}
            </span>
          ) : null}
        </div>
      </div>
      <p className="hint" id={`${id}-why`} data-testid="done-minutes-why">
        {section ? timeHint(section) : ' '}
      </p>
      {error ? (
        <p className="section-done-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row section-done-actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || estimates.isPending}
          data-testid="done-confirm"
        >
          Mark done
        </button>
      </div>
    </form>
  );
}

type SectionTimes = {
  authored_min: number;
  elapsed_min: number | null;
  suggested_min: number | null;
};

function timeHint(s: SectionTimes): string {
  const unknown =
    'Leave it empty if you do not know: the section is still marked done, and your time estimates leave it out.';
  if (s.suggested_min !== null)
    return `Measured from when you opened it here. Change it if you also worked on it elsewhere. ${unknown}`;
  if (s.elapsed_min !== null)
    return `You opened it ${formatMinutes(s.elapsed_min)} ago and it is written to take ${formatMinutes(s.authored_min)}, so the app cannot tell how long it took. ${unknown}`;
  return `It is written to take ${formatMinutes(s.authored_min)}; the app did not see you open it. ${unknown}`;
}
