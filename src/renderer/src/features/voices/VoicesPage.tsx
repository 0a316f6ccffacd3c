import { AsyncView } from '../../components/AsyncView';
import { PageHeader } from '../../components/PageHeader';
import { useChannel } from '../../lib/use-channel';

export function VoicesPage() {
  const info = useChannel('system:info', {});
  return (
    <div>
      <PageHeader title="Voices" />
      <AsyncView state={info}>
        {(data) => (
          <p className="muted">
            {data.counts.tracks} tracks, {data.counts.problems} problems and {data.counts.voices} voices are loaded.
          </p>
        )}
      </AsyncView>
    </div>
  );
}
