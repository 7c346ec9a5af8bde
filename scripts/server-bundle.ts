// The Node server as plain JavaScript, written by the production build next to the React Router
// bundles (ADR 093): `server/index.ts` with the portal's own modules (server, core, contracts, db,
// infra, emails) in `build/node/`, packages left to Node's loader. The server then runs without a
// TypeScript loader, whose transformed copies of every module (packages included) and their inline
// source maps took about 90 MB of the 400 MB the embedded deployment may use.
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

const SERVER_BUNDLE_DIR = path.join('build', 'node');

/**
 * Keeps `import.meta.url` meaning the source file's location, so paths resolved against it (locales,
 * migrations, the password list, fonts) still point into the source tree from the bundle's folder.
 */
function sourceLocation(outdir: string): EsbuildPlugin {
  return {
    name: 'source-location',
    setup(bundler) {
      bundler.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = await readFile(args.path, 'utf8');
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        return {
          contents: text.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

export async function bundleServer(root = process.cwd()): Promise<void> {
  const outdir = path.join(root, SERVER_BUNDLE_DIR);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/index.ts'],
    outdir,
    bundle: true,
    // Modules the server imports when first needed (the PDF renderer, error tracking) stay separate.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    // Not minified, so stack traces keep the portal's names; the maps are read only when Node runs
    // with `--enable-source-maps`.
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sourceLocation(outdir)],
  });
}

/** Writes the server bundle once React Router's server build is written. */
export function serverBundle(): Plugin {
  return {
    name: 'server-bundle',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    apply: 'build',
    async closeBundle() {
      await bundleServer();
    },
  };
}
