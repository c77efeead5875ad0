// First: zod's settings must precede every schema.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startErrorLogUploader } from './lib/error-log-uploader';
import { startKeepalive } from './lib/keepalive';
import { syncSessionAcrossTabs } from './lib/session';
import './app/global.css';

async function start(container: HTMLElement): Promise<void> {
  // Single sign-on from a partner system: log in first (its code loads only then).
  if (new URLSearchParams(window.location.search).has('token')) {
    const { runSsoLanding } = await import('./app/sso-landing');
    if ((await runSsoLanding()) === 'reloading') return;
  }

  syncSessionAcrossTabs();
  startErrorLogUploader();
  startKeepalive();

  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
