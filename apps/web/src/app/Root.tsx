import type { AppConfig } from '../shared/config/app-config';
import { AppConfigRequired } from '../shared/config/AppConfigRequired';
import { App } from './App';

/** Without a valid configuration nothing else may start: no API calls, no routes. */
export function Root({ config }: { config: AppConfig | undefined }) {
  return config ? <App config={config} /> : <AppConfigRequired />;
}
