// How the client build is cut into chunks (ADR 090): the framework in one chunk, everything the root
// route imports in one `shell` chunk, and lucide icons imported one by one instead of through their barrel.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** What Rollup's `manualChunks` is given about the module graph (the part used here). */
interface ChunkMeta {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[]; isEntry: boolean } | null;
}

/** The framework's packages, as the page budget counts them (bench/first-load-js.ts). */
export const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/** lucide-react's icon names (with their aliases) → the file name of each icon, read from its barrel. */
function iconFiles(): Map<string, string> {
  const barrel = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const icons = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(
    /export \{([^}]+)\} from '\.\/icons\/([^']+)\.mjs'/g,
  )) {
    for (const [, name] of names!.matchAll(/as (\w+)/g)) icons.set(name!, file!);
  }
  return icons;
}

/**
 * `import { X, Info as I } from 'lucide-react'` → `import X from 'lucide-react/icons/x'; …`: the
 * barrel lists every icon, so anything that follows imports (Rollup putting a chunk's dependencies
 * in it, the shell below) would otherwise see all 1,600 of them. Type-only names are left to the barrel.
 */
export function lucideIconsOneByOne(): Plugin {
  let icons: Map<string, string> | null = null;
  return {
    name: 'lucide-icons-one-by-one',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('lucide-react')) return null;
      icons ??= iconFiles();
      const known = icons;
      let changed = false;
      const out = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*(["'])lucide-react\2;?/g,
        (whole, list: string) => {
          const rest: string[] = [];
          const direct: string[] = [];
          for (const spec of list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)) {
            const [name, local = name] = spec.split(/\s+as\s+/) as [string, string?];
            const file = known.get(name);
            if (file && !name.startsWith('type '))
              direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
            else rest.push(spec);
          }
          if (!direct.length) return whole;
          changed = true;
          return [
            ...direct,
            ...(rest.length ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : []),
          ].join('\n');
        },
      );
      return changed ? { code: out, map: null } : null;
    },
  };
}

/**
 * Groups of small modules that pages load together, each sent as one chunk: apart, every module
 * was a chunk of its own, and eleven form controls took 4.6 KB gzip against 2.9 KB as one file.
 * The controls go with the job filters too; the form logic only with pages that have a form.
 */
const GROUPS: [RegExp, string][] = [
  [
    /[\\/]app[\\/]components[\\/]ui[\\/](field|checkbox|select|radio-group|text-field|text-area|email-field|password-field|form-alert|use-hydrated)\.tsx?$/,
    'controls',
  ],
  [/[\\/]app[\\/]lib[\\/](use-schema-form|form-helpers|error-summary)\.tsx?$/, 'form-logic'],
];

/**
 * The modules every page loads: what `app/root.tsx` imports statically, directly or not (the layout,
 * its components, their icons and helpers), except route modules, which keep their chunks. One
 * chunk instead of a dozen small ones, with nothing in it a page would not load anyway.
 */
export function clientChunks(): (id: string, meta: ChunkMeta) => string | undefined {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (FRAMEWORK.test(id)) return 'framework';
    if (!shell) {
      shell = new Set();
      const root = [...getModuleIds()].find((m) => /[\\/]app[\\/]root\.tsx$/.test(m));
      const queue = root ? [root] : [];
      while (queue.length) {
        const next = queue.pop()!;
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    // Virtual modules (`\0…`: Vite's preload helper, CommonJS helpers) stay where Rollup puts them.
    const info = getModuleInfo(id);
    if (shell.has(id) && !info?.isEntry && !id.startsWith('\0') && !/\.css($|\?)|\?url$/.test(id))
      return 'shell';
    return GROUPS.find(([pattern]) => pattern.test(id))?.[1];
  };
}
