import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let logo: string | undefined;

/** The portal's logo (`public/logo.png`) as a data URL for client CVs (ADR 112), read once. */
export function portalLogo(): string | undefined {
  if (logo === undefined) {
    try {
      const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'logo.png');
      logo = `data:image/png;base64,${readFileSync(file).toString('base64')}`;
    } catch {
      logo = '';
    }
  }
  return logo || undefined;
}
