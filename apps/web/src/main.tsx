import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startErrorLogUploader } from './lib/error-log-uploader';
import { syncSessionAcrossTabs } from './lib/session';
import './app/global.css';

syncSessionAcrossTabs();
startErrorLogUploader();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
