import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import './shared/theme/tokens.css';
import './app/styles.css';
import './features/shortlist/shortlist-comparison.css';
import './shared/ui/ui.css';
import './shared/layout/chrome.css';
import './features/vehicle-search/vehicle-search.css';
import './features/dashboard/dashboard.css';
import { loadIconsOneByOne } from './app/icon-loader';
import { Root } from './app/Root';
import { preloadPageAt } from './app/pages';
import { readAppConfig } from './shared/config/app-config';

loadIconsOneByOne();
preloadPageAt(window.location.pathname);

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React draws it in slices between which the browser may do its
// own work, where a plain render held a phone's main thread for several hundred milliseconds at once
// (decision 0603).
startTransition(() =>
  root.render(
    <StrictMode>
      <Root config={readAppConfig(document)} />
    </StrictMode>,
  ),
);
