import { PageHeader } from '../../components/PageHeader';
import { BackupsCard } from './BackupsCard';
import { MoveDataCard } from './MoveDataCard';
import './data.css';

/** Settings > Data: backups, restore, export and import. */
export function DataPage() {
  return (
    <div className="stack">
      <PageHeader title="Data" subtitle="Backups of everything you have done here, and moving it in and out." />
      <BackupsCard />
      <MoveDataCard />
    </div>
  );
}
