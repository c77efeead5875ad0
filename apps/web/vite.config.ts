import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
// Relative on purpose: Vite bundles relative imports of its config, while the '@pn/shared'
// package (TypeScript source) would be loaded by Node as-is and fail.
import { API_BASE } from '../../packages/shared/src/constants.ts';

/**
 * The app's start (the entry imports it) and the route modules of the usual landing page
 * (/home), relative to apps/web.
 */
const APP_START = 'src/app/start.tsx';
/**
 * A prerendered page's start (an island without the router) and its pages' route modules,
 * relative to apps/web: see src/app/portal-island.tsx.
 */
const ISLAND_START = 'src/app/portal-island.tsx';
const ISLAND_ROUTES = [
  ISLAND_START,
  ...['home', 'solutions', 'cases', 'product-introduce', 'product-intro'].map(
    (page) => `src/app/routes/portal/${page}.tsx`,
  ),
];
const LANDING_ROUTES = [
  APP_START,
  'src/app/routes/portal/layout.tsx',
  'src/app/routes/portal/home.tsx',
];

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The chunks of a build whose entry module path (relative to apps/web) ends as given. */
function chunksOf(bundle: Bundle, modules: readonly string[]): string[] {
  return Object.values(bundle).flatMap((c) => {
    if (c.type !== 'chunk') return [];
    const id = c.facadeModuleId?.replaceAll('\\', '/') ?? '';
    return modules.some((m) => id.endsWith(m)) ? [c.fileName] : [];
  });
}

/** These chunks with every chunk they import statically, and the stylesheets of all. */
function closureOf(bundle: Bundle, roots: readonly string[]) {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return { files, css };
}

/** Preload links of chunks (modulepreload) and stylesheets (preload), with extra attributes. */
function preloadLinks(files: Iterable<string>, css: Iterable<string>, attributes = ''): string[] {
  return [
    ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}"${attributes}>`),
    ...[...css].map((f) => `<link rel="preload" as="style" crossorigin href="/${f}"${attributes}>`),
  ];
}

/**
 * Preloads the landing page's lazy route chunks from index.html, so the browser fetches
 * them alongside the entry instead of after the router has started (one round trip less
 * before the first paint of /home). Marked `data-landing`: the prerendered pages
 * (scripts/prerender.mjs) replace them with their own.
 */
function preloadLandingRoutes(): Plugin {
  return {
    name: 'pn-preload-landing-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const { files, css } = closureOf(bundle, chunksOf(bundle, LANDING_ROUTES));
        const there = (file: string) => !html.includes(`/${file}"`);
        const tags = preloadLinks(
          [...files].filter(there),
          [...css].filter(there),
          ' data-landing',
        );
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * Code fetched ahead of use without being run: for each name, the chunks of these modules
 * (relative to apps/web) with their static imports, and their stylesheets.
 */
const WARM_MODULES: Readonly<Record<string, readonly string[]>> = {
  // The market-demand form behind the pages' consult buttons, in antd's providers
  // (src/components/antd/scoped-dialog.tsx loads both).
  advice: [
    'src/features/market-demand/components/advice-dialog.tsx',
    'src/components/antd/antd-scope.tsx',
  ],
};

/**
 * Writes into index.html, for each name of WARM_MODULES, an inert
 * `<template id="pn-warm-NAME">` of preload links. Appending its content to the head
 * (src/lib/warm-modules.ts) fetches and compiles that code in idle time without running
 * it: on a phone, running antd and zod while the page starts is a long task of several
 * hundred milliseconds, and fetching them is none. The import on first use finds them.
 */
function warmModuleTemplates(): Plugin {
  return {
    name: 'pn-warm-module-templates',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        // What every page loads (the entry, and what the app's start and a prerendered
        // page's island both import) is there already.
        const entries = Object.values(bundle).flatMap((c) =>
          c.type === 'chunk' && c.isEntry ? [c.fileName] : [],
        );
        const app = closureOf(bundle, [...entries, ...chunksOf(bundle, [APP_START])]);
        const island = closureOf(bundle, [...entries, ...chunksOf(bundle, [ISLAND_START])]);
        const loaded = {
          files: new Set([...app.files].filter((f) => island.files.has(f))),
          css: new Set([...app.css].filter((f) => island.css.has(f))),
        };
        const templates = Object.entries(WARM_MODULES).map(([name, modules]) => {
          const roots = chunksOf(bundle, modules);
          if (roots.length !== modules.length)
            throw new Error(`warm modules of ${name}: not every one is a chunk of the build`);
          const { files, css } = closureOf(bundle, roots);
          const links = preloadLinks(
            [...files].filter((f) => !loaded.files.has(f)),
            [...css].filter((f) => !loaded.css.has(f)),
          );
          return `<template id="pn-warm-${name}">${links.join('')}</template>`;
        });
        return html.replace('</head>', `  ${templates.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * Fails the build when a prerendered page's island (ISLAND_ROUTES with their static
 * imports) holds React Router: the island exists to start without it.
 */
function islandWithoutRouter(): Plugin {
  return {
    name: 'pn-island-without-router',
    // The browser's build (the prerender build runs the island in Node).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const roots = chunksOf(bundle, ISLAND_ROUTES);
      if (roots.length !== ISLAND_ROUTES.length)
        this.error('island routes: not every one is a chunk of the build');
      for (const file of closureOf(bundle, roots).files) {
        const chunk = bundle[file];
        const router =
          chunk?.type === 'chunk' &&
          chunk.moduleIds.find((id) => /[\\/]node_modules[\\/]react-router[\\/]/.test(id));
        if (router)
          this.error(`the island of prerendered pages loads React Router (${file}: ${router})`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLandingRoutes(), warmModuleTemplates(), islandWithoutRouter()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      [API_BASE]: { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  // The prerender build (scripts/prerender.mjs) runs in Node: the shared package is
  // TypeScript source and is bundled, not imported.
  ssr: { noExternal: ['@pn/shared'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks and CSS each route module needs, for the prerendered pages' links.
    manifest: true,
    modulePreload: {
      // The app's start chunk (src/app/start.tsx, with the router) and the screen registry
      // (src/app/screen-routes.ts) hold the lazy imports of every area and every console and
      // back-office screen; listing each one's JavaScript dependencies there put some 50 KB
      // of file names into what they load. From them only the CSS is listed (it loads no
      // other way); the JavaScript follows through the imports. Other chunks (the entry's
      // import of the start chunk included) keep full lists.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)(start|screen-routes)-[\w-]+\.js$/.test(hostId)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    rolldownOptions: {
      experimental: {
        // Left on, code shared by lazy routes (antd, icons, console screens) is merged into
        // the entry chunk, and the portal's first load pays for all of it.
        chunkOptimization: { mergeCommonChunks: false },
      },
    },
  },
});
