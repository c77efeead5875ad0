import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin, type Rolldown } from 'vite';
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
 * The addresses index.html starts on the landing page's routes (LANDING_ROUTES) without a
 * prerendered page of their own: the root (the router sends it to /home) and /home with a
 * query (the prerendered page is for the plain address).
 */
const LANDING_PATHS = ['/', '/home'];

/**
 * Preloads the app's start with its static imports from index.html, so the browser fetches
 * them alongside the entry instead of after it has run (one round trip less before the
 * first paint of any page started in the browser: console, back office, login). The
 * landing page's own route chunks go into an inert `<template id="pn-landing-preloads">`
 * that the entry (src/main.tsx) appends to the head on LANDING_PATHS only: a console or
 * back-office address never fetches the portal's frame and home page. All of them marked
 * `data-landing`: the prerendered pages (scripts/prerender.mjs) replace them with their own.
 */
function preloadLandingRoutes(): Plugin {
  return {
    name: 'pn-preload-landing-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const app = closureOf(bundle, chunksOf(bundle, [APP_START]));
        const landing = closureOf(bundle, chunksOf(bundle, LANDING_ROUTES));
        const there = (file: string) => !html.includes(`/${file}"`);
        const tags = preloadLinks(
          [...app.files].filter(there),
          [...app.css].filter(there),
          ' data-landing',
        );
        const pageTags = preloadLinks(
          [...landing.files].filter((f) => there(f) && !app.files.has(f)),
          [...landing.css].filter((f) => there(f) && !app.css.has(f)),
        );
        const template =
          `<template id="pn-landing-preloads" data-paths="${LANDING_PATHS.join(' ')}" ` +
          `data-landing>${pageTags.join('')}</template>`;
        return html.replace('</head>', `  ${[...tags, template].join('\n    ')}\n  </head>`);
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
  // (src/components/antd/scoped-dialog.tsx loads both), and the chunk of its loader
  // (src/components/layouts/contact-dialog-loaders.ts).
  advice: [
    'src/features/market-demand/components/advice-dialog.tsx',
    'src/components/antd/antd-scope.tsx',
    'src/components/layouts/contact-dialog-loaders.ts',
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

/** What a module is asked for: some of its exports, or all of it. */
type Wanted = ReadonlySet<string> | 'all';

/** An estree node as Rolldown's parser gives it, read loosely. */
interface EsNode {
  type: string;
  [key: string]: unknown;
}

/** A name in an import or export clause (an identifier, or a string literal). */
const nameOf = (node: unknown): string => {
  const n = node as { name?: string; value?: string };
  return n.name ?? String(n.value);
};

/** How a module of only re-exports (a barrel) hands on its exports. */
interface Barrel {
  /** By exported name: the module it comes from, and its name there ('*': all of it). */
  named: Map<string, { source: string; imported: string }>;
  /** The modules of its `export * from` clauses. */
  stars: string[];
}

/** The module's re-exports when that is all it holds (a barrel), else null. */
function barrelOf(body: readonly EsNode[]): Barrel | null {
  const imported = new Map<string, { source: string; imported: string }>();
  const local: Array<[exported: string, local: string]> = [];
  const barrel: Barrel = { named: new Map(), stars: [] };
  for (const node of body) {
    const source = (node.source as { value?: string } | null | undefined)?.value;
    const specifiers = (node.specifiers ?? []) as EsNode[];
    if (node.type === 'ImportDeclaration' && source && specifiers.length > 0) {
      for (const s of specifiers) {
        const name =
          s.type === 'ImportSpecifier'
            ? nameOf(s.imported)
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        imported.set(nameOf(s.local), { source, imported: name });
      }
    } else if (node.type === 'ExportAllDeclaration' && source) {
      if (node.exported) barrel.named.set(nameOf(node.exported), { source, imported: '*' });
      else barrel.stars.push(source);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const s of specifiers) {
        if (source) barrel.named.set(nameOf(s.exported), { source, imported: nameOf(s.local) });
        else local.push([nameOf(s.exported), nameOf(s.local)]);
      }
    } else {
      return null;
    }
  }
  for (const [exported, name] of local) {
    const from = imported.get(name);
    if (!from) return null;
    barrel.named.set(exported, from);
  }
  return barrel;
}

/** What a module asks of each module it imports or re-exports from, by source. */
function wantedBy(body: readonly EsNode[]): Array<{ source: string; wanted: Wanted }> {
  const wanted: Array<{ source: string; wanted: Wanted }> = [];
  for (const node of body) {
    const source = (node.source as { value?: string } | null | undefined)?.value;
    if (!source) continue;
    const specifiers = (node.specifiers ?? []) as EsNode[];
    if (node.type === 'ImportDeclaration') {
      const names = specifiers.map((s) =>
        s.type === 'ImportSpecifier'
          ? nameOf(s.imported)
          : s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*',
      );
      wanted.push({ source, wanted: names.includes('*') ? 'all' : new Set(names) });
    } else if (node.type === 'ExportNamedDeclaration') {
      wanted.push({ source, wanted: new Set(specifiers.map((s) => nameOf(s.local))) });
    } else if (node.type === 'ExportAllDeclaration') {
      wanted.push({ source, wanted: 'all' });
    }
  }
  return wanted;
}

/**
 * The modules that the given roots hold with their static imports, as the bundle keeps
 * them: through a barrel (a module of re-exports only: @pn/shared's index,
 * @tanstack/react-query's) only to the modules exporting the names asked of it. A plain walk
 * of the import graph would take every schema of @pn/shared, and zod, along.
 */
async function modulesOf(
  ctx: Rolldown.PluginContext,
  roots: readonly string[],
): Promise<Set<string>> {
  const held = new Set<string>();
  const asked = new Map<string, Set<string> | 'all'>();
  const parsed = new Map<string, { barrel: Barrel | null; body: EsNode[] } | null>();
  const resolved = new Map<string, string | null>();

  const parse = (id: string) => {
    if (!parsed.has(id)) {
      const code = ctx.getModuleInfo(id)?.code;
      let body: EsNode[] | null = null;
      try {
        body = code ? (ctx.parse(code).body as unknown as EsNode[]) : null;
      } catch {
        body = null;
      }
      parsed.set(id, body ? { barrel: barrelOf(body), body } : null);
    }
    return parsed.get(id) ?? null;
  };
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) {
      const imported = ctx.getModuleInfo(importer)?.importedIds ?? [];
      const id = (await ctx.resolve(source, importer))?.id ?? null;
      resolved.set(key, id && imported.includes(id) ? id : null);
    }
    return resolved.get(key) ?? null;
  };
  /** Whether `name` may come out of module `id` (`export *` that cannot be followed: yes). */
  const exports = async (id: string, name: string, seen = new Set<string>()): Promise<boolean> => {
    if (seen.has(id)) return false;
    seen.add(id);
    const barrel = parse(id)?.barrel;
    if (!barrel) {
      const names = ctx.getModuleInfo(id)?.exports ?? [];
      return names.includes(name) || names.includes('*');
    }
    if (barrel.named.has(name)) return true;
    for (const star of barrel.stars) {
      const target = await resolve(star, id);
      if (target === null || (await exports(target, name, seen))) return true;
    }
    return false;
  };

  const queue: Array<[string, Wanted]> = roots.map((id) => [id, 'all']);
  while (queue.length > 0) {
    const [id, wanted] = queue.pop()!;
    const module = parse(id);
    const barrel = module?.barrel;
    if (barrel) {
      const before = asked.get(id);
      if (before === 'all') continue;
      const fresh = wanted === 'all' ? null : [...wanted].filter((name) => !before?.has(name));
      if (fresh?.length === 0) continue;
      asked.set(id, fresh === null ? 'all' : new Set([...(before ?? []), ...fresh]));
      held.add(id);
      const follow = async (source: string, imported: string) => {
        const target = await resolve(source, id);
        if (target) queue.push([target, imported === '*' ? 'all' : new Set([imported])]);
        return target !== null;
      };
      if (fresh === null) {
        for (const { source, imported } of barrel.named.values()) await follow(source, imported);
        for (const star of barrel.stars) await follow(star, '*');
        continue;
      }
      for (const name of fresh) {
        const from = barrel.named.get(name);
        if (from) {
          await follow(from.source, from.imported);
          continue;
        }
        for (const star of barrel.stars) {
          const target = await resolve(star, id);
          if (target && (await exports(target, name))) queue.push([target, new Set([name])]);
        }
      }
      continue;
    }
    if (held.has(id)) continue;
    held.add(id);
    // Every static import is followed; the ones a clause names ask for those names only
    // (which matters when they are barrels).
    const rest = new Set(ctx.getModuleInfo(id)?.importedIds ?? []);
    for (const { source, wanted: names } of module ? wantedBy(module.body) : []) {
      const target = await resolve(source, id);
      if (!target) continue;
      rest.delete(target);
      queue.push([target, names]);
    }
    for (const target of rest) queue.push([target, 'all']);
  }
  return held;
}

/** React's own modules (with the scheduler), for the group of the prerendered pages' React. */
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The route modules of the areas other than the portal (console, back office, login...).
 * Not the back office's previews of portal content, drawn with the portal's parts.
 */
const OTHER_AREAS = /[\\/]src[\\/]app[\\/]routes[\\/](?!portal[\\/]|preview[\\/])/;

/**
 * The chunks of what a prerendered page loads, from the highest priority: each group's
 * chunk takes its modules first, and the ones they import that no group before it took.
 */
const PAGE_CHUNKS = ['boot', 'react', 'app-core', 'portal-common', 'portal'] as const;
type PageChunk = (typeof PAGE_CHUNKS)[number];

/**
 * Puts what a prerendered page loads into a few chunks instead of dozens. Left to the
 * automatic chunking, the island's code is split by which of the app's hundreds of lazy
 * imports reach each module, into some fifty files of a few hundred bytes to a few KB:
 * compressed one by one, each starts its dictionary afresh and lists its imports by hashed
 * name, some 10 KB more on the wire than the same code in a few chunks. Of the modules of
 * the island's start and of what the landing page (/home) shares with the other prerendered
 * pages (sections, cards, page meta):
 * - `boot`: those the entry (src/main.tsx) imports too; the entry itself, which must stay
 *   small (the page paints before the rest loads), keeps only its own code;
 * - `react`: React with react-dom and the scheduler;
 * - `app-core`: those the app's start (APP_START) holds too: query cache, API client,
 *   session, paths, texts... (every page of the app loads them anyway);
 * - `portal-common`: those the other areas' routes use too (catalogue, consult button...),
 *   so that these do not load the portal's frame;
 * - `portal`: the rest, the portal's frame and the pages' shared parts.
 * Each page's own modules stay in its route chunk.
 */
function prerenderedPageChunks(): Plugin {
  // Known once the modules are loaded (buildEnd), read when the chunks are made.
  let chunkOf: ReadonlyMap<string, PageChunk> = new Map();
  return {
    name: 'pn-prerendered-page-chunks',
    // The browser's build: the prerender build runs in Node, unsplit by these.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: PAGE_CHUNKS.map((name, i) => ({
                name,
                priority: PAGE_CHUNKS.length - i,
                test: (id: string) => chunkOf.get(id) === name,
              })),
            },
          },
        },
      },
    }),
    async buildEnd(error) {
      chunkOf = new Map();
      if (error) return;
      const ids = [...this.getModuleIds()];
      const idOf = (module: string) => {
        const id = ids.find((i) => i.replaceAll('\\', '/').endsWith(`/${module}`));
        if (!id) this.error(`prerendered page chunks: ${module} is not in the build`);
        return id;
      };
      // ISLAND_ROUTES: the island's start, then the landing page (/home), then the others.
      const [island, landing, ...others] = await Promise.all(
        ISLAND_ROUTES.map((module) => modulesOf(this, [idOf(module)])),
      );
      const [entry, app, otherAreas] = await Promise.all([
        modulesOf(this, [idOf('src/main.tsx')]),
        modulesOf(this, [idOf(APP_START)]),
        modulesOf(
          this,
          ids.filter((id) => OTHER_AREAS.test(id)),
        ),
      ]);
      const chunks = new Map<string, PageChunk>();
      const page = [...island!, ...[...landing!].filter((id) => others.some((o) => o.has(id)))];
      for (const id of page) {
        chunks.set(
          id,
          entry.has(id)
            ? 'boot'
            : REACT_MODULES.test(id)
              ? 'react'
              : app.has(id)
                ? 'app-core'
                : otherAreas.has(id)
                  ? 'portal-common'
                  : 'portal',
        );
      }
      chunkOf = chunks;
    },
  };
}

/** antd's providers, which every screen using antd renders in (src/app/with-antd.tsx). */
const ANTD_SCOPE = 'src/components/antd/antd-scope.tsx';

/**
 * Puts antd's providers (ANTD_SCOPE) and everything they import into one chunk,
 * `antd-core`: config, theme and CSS-in-JS, locale, the message, notification and modal
 * hosts, and the parts of antd those share. Whatever renders antd (a console or back-office
 * screen, login, the portal's antd pages and dialogs) loads all of it, through the
 * providers; left to the automatic chunking it came in some forty files of one to a few KB
 * (each reached by a different set of the app's lazy imports), and over HTTP/1.1 (six
 * connections) a console screen's first load waited for them in rounds. The group takes
 * the providers' module with its dependencies as the bundle links them, after the
 * prerendered pages' groups (priorities 1 and up), which keep theirs.
 */
function antdCoreChunk(): Plugin {
  return {
    name: 'pn-antd-core-chunk',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'antd-core',
                  priority: 0,
                  test: (id: string) => id.replaceAll('\\', '/').endsWith(`/${ANTD_SCOPE}`),
                  includeDependenciesRecursively: true,
                },
              ],
            },
          },
        },
      },
    }),
    generateBundle(_options, bundle) {
      // The portal's first load (the app's start, a prerendered page's island) stays free
      // of antd.
      const entries = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk' && c.isEntry ? [c.fileName] : [],
      );
      const { files } = closureOf(bundle, [
        ...entries,
        ...chunksOf(bundle, [APP_START, ...ISLAND_ROUTES]),
      ]);
      for (const file of files) {
        const chunk = bundle[file];
        if (chunk?.type === 'chunk' && chunk.name === 'antd-core')
          this.error(`the app's start or a prerendered page loads antd-core (${file})`);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadLandingRoutes(),
    warmModuleTemplates(),
    islandWithoutRouter(),
    prerenderedPageChunks(),
    antdCoreChunk(),
  ],
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
      // The app's start chunk (src/app/start.tsx, with the router) holds the lazy imports of
      // every area; listing each one's JavaScript dependencies there put file names of the
      // whole app into the portal's start. From it only the CSS is listed (it loads no other
      // way); the JavaScript follows through the imports. Other chunks (the entry's import
      // of the start chunk included) keep full lists. The screen registry
      // (src/app/screen-routes.ts), loaded on the way into a logged-in area, keeps them too
      // (some 8 KB gzipped): a screen's first visit then fetches its modules at once, beside
      // its CSS, instead of its route module first and what that imports a round trip later.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)start-[\w-]+\.js$/.test(hostId)
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
