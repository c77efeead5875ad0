import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative on purpose: Vite bundles relative imports of its config, while the '@pn/shared'
// package (TypeScript source) would be loaded by Node as-is and fail.
import { API_BASE } from '../../packages/shared/src/constants.ts';

/**
 * The app's start (the entry imports it) and the route modules of the usual landing page
 * (/home), relative to apps/web.
 */
const LANDING_ROUTES = [
  'src/app/start.tsx',
  'src/app/routes/portal/layout.tsx',
  'src/app/routes/portal/home.tsx',
];

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
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
          if (LANDING_ROUTES.some((route) => id.endsWith(route))) visit(chunk.fileName);
        }
        const tags = [
          ...[...files]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-landing>`),
          ...[...css]
            .filter((file) => !html.includes(`/${file}"`))
            .map(
              (file) => `<link rel="preload" as="style" crossorigin href="/${file}" data-landing>`,
            ),
        ];
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLandingRoutes()],
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
