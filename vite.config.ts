import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** The framework's packages, as the page budget counts them (bench/first-load-js.ts). */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // No merging of small chunks (`experimentalMinChunkSize`): it saved a few requests but
            // merged admin screens, the partner frame's layout and every icon into chunks that all
            // public pages load (3–6 KB more per page than the modules they use; ADR 090).
            // The framework (React, React DOM, React Router) in a chunk of its own: cached across
            // deployments of the portal's code, and measured apart from it (bench/first-load-js.ts).
            manualChunks: (id) => (FRAMEWORK.test(id) ? 'framework' : undefined),
          },
        },
      },
    },
  },
  ssr: { noExternal: [] },
});
