import { PageHeader } from '../../components/PageHeader';
import { DiagnosticsCard } from './DiagnosticsCard';
import { ProfilesCard } from './ProfilesCard';

export function SettingsPage() {
  return (
    <div className="stack">
      <PageHeader title="Settings" />
      <ProfilesCard />
      <DiagnosticsCard />
    </div>
  );
}
