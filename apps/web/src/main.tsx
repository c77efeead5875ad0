import './app/global.css';
import { appendInSlices } from './lib/append-in-slices';

// The entry holds no app code. On a prerendered page (scripts/prerender.mjs) the browser
// paints the page's HTML first, and only then fetches the app, which hydrates it; elsewhere
// the app loads at once.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * A button of the prerendered page clicked before the app has taken over (links work
 * without it). Handed to React once hydration has begun: it hydrates at once and handles it.
 */
let earlyClick: HTMLElement | null = null;
const holdClick = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button instanceof HTMLElement) earlyClick = button;
};

function load(root: HTMLElement, prerendered: boolean): void {
  // The prerendered page's route chunks, held back until now so they do not compete with
  // the first paint; with them, the app's: all load at once. React's own code is then
  // evaluated first, the app's after a pause for input and paint: two shorter tasks
  // instead of one long one. Without a prerendered page the app is imported at once.
  // The links go in a few per task (each starts its request at once): sixty inserted in
  // one go were a long task of their own.
  const deferred = document.getElementById('pn-deferred-preloads');
  const preloads = deferred instanceof HTMLTemplateElement ? [...deferred.content.childNodes] : [];
  const started = prerendered
    ? appendInSlices(document.head, preloads)
        .then(() => import('react-dom/client'))
        .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
        .then(() => import('./app/portal-island'))
        .then(({ startPortal }) => startPortal(root))
    : import('./app/start').then(({ start }) => start(root));
  void started.then((outcome) => {
    root.removeEventListener('click', holdClick, true);
    if (outcome === 'hydrating') earlyClick?.click();
    earlyClick = null;
  });
}

/**
 * The landing page's route chunks (index.html, `pn-landing-preloads`: see vite.config.ts) on
 * the addresses that start on it; any other (console, back office, login) never fetches them.
 */
function preloadLandingPage(): void {
  const landing = document.getElementById('pn-landing-preloads');
  if (!(landing instanceof HTMLTemplateElement)) return;
  if ((landing.dataset.paths ?? '').split(' ').includes(window.location.pathname))
    document.head.append(landing.content);
  landing.remove();
}

const prerendered = container.dataset.prerendered !== undefined;
if (prerendered) container.addEventListener('click', holdClick, true);
else preloadLandingPage();
if (!prerendered || document.visibilityState === 'hidden') {
  load(container, prerendered);
} else {
  // The callback of the next frame runs before its paint; a task queued from it, after.
  requestAnimationFrame(() => setTimeout(() => load(container, true), 0));
}
