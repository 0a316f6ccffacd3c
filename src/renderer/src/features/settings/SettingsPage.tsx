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
      <PageHeader title="Settings" />
      <ProfilesCard />
      <ModelSettingsCard />
      <RunnerSettingsCard />
      <SpendCard />
      <FeedsCard />
      <DiagnosticsCard />
    </div>
  );
}
