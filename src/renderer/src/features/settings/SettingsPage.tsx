import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DiagnosticsCard } from './DiagnosticsCard';
import { ProfilesCard } from './ProfilesCard';
import { ModelSettingsCard } from './ModelSettingsCard';
import { SpendCard } from './SpendCard';
import { RunnerSettingsCard } from './RunnerSettingsCard';
import { FeedsCard } from './FeedsCard';
import './settings.css';

export function SettingsPage() {
  return (
    <div className="stack">
      <PageHeader
        title="Settings"
        subtitle="Who is studying, which model reviews your work, how your code runs, what the model may spend and where news comes from."
      />
      <ProfilesCard />
      <section className="card" aria-labelledby="data-link-heading">
        <h2 id="data-link-heading">Data</h2>
        <p>
          Backups, restore, export and import are on their own page: <Link to="/settings/data">Settings › Data</Link>.
        </p>
      </section>
      <ModelSettingsCard />
      <RunnerSettingsCard />
      <SpendCard />
      <FeedsCard />
      <DiagnosticsCard />
    </div>
  );
}
