// Build-time entry (`vite build --ssr`): renders the portal's public pages to HTML, so a
// first visit paints before any JavaScript has run; the browser then hydrates that markup
// as an island (app/portal-island.tsx), from the same tree.
import { PRODUCT_INTRO_NAMES, PRODUCT_INTRODUCE_TYPES } from '@pn/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { islandApp, matchIslandPage } from './app/portal-island';
import { hrefOf, paths } from './config/paths';
import { collectPageMeta, type PageMeta } from './lib/page-meta';

export interface PrerenderedPage {
  path: string;
  /** The modules the page runs (under apps/web), whose CSS and chunks it links. */
  modules: readonly string[];
}

/** The island's start, which every prerendered page runs. */
export const ISLAND_START = 'src/app/portal-island.tsx';

function page(path: string): PrerenderedPage {
  const match = matchIslandPage(path);
  if (!match) throw new Error(`${path} is no island page`);
  return { path, modules: [ISLAND_START, `src/app/routes/portal/${match.page.module}.tsx`] };
}

/**
 * The prerendered pages: the same for every anonymous visitor (CMS sections render their
 * loading placeholders and fill in after hydration) and drawn without antd.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  page(paths.home),
  page(paths.solution),
  page(paths.case),
  ...PRODUCT_INTRODUCE_TYPES.map((type) => page(hrefOf('productIntroduce', { type }))),
  ...PRODUCT_INTRO_NAMES.map((name) => page(hrefOf('productIntro', { name }))),
];

/**
 * The markup of the app at `path`, as an anonymous visitor's browser first renders it, and
 * the page's title and description (null when the page sets none).
 */
export async function renderPage(path: string): Promise<{ html: string; meta: PageMeta | null }> {
  const match = matchIslandPage(path);
  if (!match) throw new Error(`${path} is no island page`);
  let meta: PageMeta | null = null;
  collectPageMeta((found) => {
    meta = found;
  });
  try {
    const { prelude } = await prerenderToNodeStream(
      await islandApp(match, { pathname: path, search: '', hash: '' }),
      // Every Suspense boundary inline, in place: React outlines a large one behind an
      // inline script, which the site's content security policy blocks.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, meta };
  } finally {
    collectPageMeta(null);
  }
}
