import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientChunks, lucideIconsOneByOne } from './scripts/client-chunks.ts';
import { precompressAssets } from './scripts/precompress.ts';
import { serverBundle } from './scripts/server-bundle.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), lucideIconsOneByOne(), precompressAssets(), serverBundle()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // Schemas are plain values: a page that imports an option list or a limit from a contract
          // module keeps that constant, not every schema beside it and the validation library (ADR 092).
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            // No merging of small chunks by size (`experimentalMinChunkSize`): it merged admin screens,
            // the partner frame's layout and every icon into chunks all public pages load. Instead the
            // framework (React, React DOM, React Router) is one chunk, cached across deployments of the
            // portal's code and measured apart from it, and what the root route imports is another
            // (`shell`): each page loads only modules it uses, in a few requests (ADR 090).
            manualChunks: clientChunks(),
          },
        },
      },
    },
  },
  ssr: { noExternal: [] },
});
