import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/styles.css';
import './features/shortlist/shortlist-comparison.css';
import { loadIconsOneByOne } from './app/icon-loader';
import { Root } from './app/Root';
import { readAppConfig } from './shared/config/app-config';

loadIconsOneByOne();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root config={readAppConfig(document)} />
  </StrictMode>,
);
