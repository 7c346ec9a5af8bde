import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Icons and tiny shared modules would otherwise each be a request of a few hundred bytes: merge
    // chunks under 2 KB into the chunks that load with them (fewer round trips on mobile).
    rollupOptions: { output: { experimentalMinChunkSize: 2048 } },
  },
  ssr: { noExternal: [] },
});
