import { Link } from 'react-router';
import { useChannelQuery } from '../lib/query';

/**
 * Whether a language model is set up: undefined while the settings load, so nothing flickers or locks on a
 * slow first answer.
 */
export function useModelConfigured(): boolean | undefined {
  const settings = useChannelQuery('model:get-settings', {});
  return settings.data?.configured;
}

/**
 * Said before the user presses a button that needs the model, rather than after (the button's answer says the
 * same, but only once asked): what needs the model and where to set one up. Renders nothing once one is set up
 * or while the settings load.
 */
export function NoModelNotice({ configured, what }: { configured: boolean | undefined; what: string }) {
  if (configured !== false) return null;
  return (
    <div className="banner banner-warn" role="status" data-testid="no-model-notice">
      <span className="banner-text">
        <strong>No language model is configured.</strong> {what} needs one: <Link to="/settings">set up a model in Settings</Link>.
      </span>
    </div>
  );
}
