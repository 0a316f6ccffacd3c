import { AsyncView } from '../../components/AsyncView';
import { PageHeader } from '../../components/PageHeader';
import { useChannel } from '../../lib/use-channel';

export function HomePage() {
  const axes = useChannel('axes:list', {});
  return (
    <div>
      <PageHeader title="Home" subtitle="Your assessment axes" />
      <AsyncView state={axes}>
        {({ axes: list }) => (
          <ul className="grid grid-3" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((axis) => (
              <li key={axis.id} className="card">
                <h3>{axis.title}</h3>
                <p className="muted">{axis.description}</p>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
