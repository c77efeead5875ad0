import { mergeConfig, type Plugin } from 'vite';
import base from './vite.config';
const report: Plugin = {
  name: 'report',
  generateBundle(_o, bundle) {
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk') continue;
      if (!/^assets\/(paths|start|layout|home|catalogue|useQuery|api-client|removable|message|permissions|status|common|session|index|menu-tree|mutation)-/.test(c.fileName)) continue;
      const mods = Object.entries(c.modules).map(([id, m]) => [m.renderedLength, id.replace(/.*node_modules\//, 'nm:').replace(/.*apps\/web\//, '')] as const).sort((a, b) => b[0] - a[0]);
      console.log(`\n## ${c.fileName} ${c.code.length}`);
      for (const [n, id] of mods.slice(0, 25)) console.log(String(n).padStart(8), id);
    }
  },
};
export default mergeConfig(base, { plugins: [report], build: { outDir: '/tmp/analyze-dist' } });
