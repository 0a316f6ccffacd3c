import { useId, type ReactNode } from 'react';
import { QueryView } from '../../components/QueryView';
import { Spinner } from '../../components/Spinner';
import { useChannelQuery, useSetChannelData } from '../../lib/query';
import type { ChannelInput, ChannelOutput } from '@shared/ipc/contract';

type SettingsViewChannel = 'model:get-settings' | 'runner:get-settings';

/**
 * A settings card whose form edits one settings view: loads it, and after a save shows the view the save
 * answered with (so the form does not flash back to a loading state or ask again).
 */
export function SettingsViewCard<C extends SettingsViewChannel>(props: {
  title: string;
  channel: C;
  loadingLabel: string;
  children: (view: ChannelOutput<C>, onSaved: (next: ChannelOutput<C>) => void) => ReactNode;
}) {
  const headingId = useId();
  // Both channels take an empty input; the generic cannot see that on its own.
  const input = {} as ChannelInput<C>;
  const state = useChannelQuery(props.channel, input);
  // The view a save answers with is the stored one: it replaces the cached copy, so the next visit opens on it.
  const onSaved = useSetChannelData(props.channel, input);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      <QueryView query={state} loadingLabel={props.loadingLabel}>
        {(view) => props.children(view, onSaved)}
      </QueryView>
    </section>
  );
}

/** A form's last row: anything that goes before the save button, the save button, and a "saved" chip after a save. */
export function SaveRow(props: { saveLabel: string; savedLabel: string; saved: boolean; children?: ReactNode }) {
  return (
    <div className="row">
      {props.children}
      <button type="submit" className="btn btn-primary">
        {props.saveLabel}
      </button>
      {props.saved ? (
        <span className="chip chip-success" role="status">
          {props.savedLabel}
        </span>
      ) : null}
    </div>
  );
}

/** The row under a settings form: save, one check action with its spinner, and a "Saved" chip. */
export function SettingsFormActions(props: {
  saveLabel: string;
  checkLabel: string;
  checkingLabel: string;
  onCheck: () => void;
  busy: 'save' | 'check' | undefined;
  saved: boolean;
}) {
  const { busy } = props;
  return (
    <div className="row">
      <button type="submit" className="btn btn-primary" disabled={busy !== undefined}>
        {busy === 'save' ? 'Saving…' : props.saveLabel}
      </button>
      <button type="button" className="btn" onClick={props.onCheck} disabled={busy !== undefined}>
        {props.checkLabel}
      </button>
      {busy === 'check' ? <Spinner label={props.checkingLabel} showLabel /> : null}
      {props.saved ? (
        <span className="chip chip-success" role="status">
          Saved
        </span>
      ) : null}
    </div>
  );
}
