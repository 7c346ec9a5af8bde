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
    // Icons and tiny shared modules would otherwise each be a request of a few hundred bytes: merge
    // chunks under 2 KB into the chunks that load with them (fewer round trips on mobile).
    rollupOptions: { output: { experimentalMinChunkSize: 2048 } },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            experimentalMinChunkSize: 2048,
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
