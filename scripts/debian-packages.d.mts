/** Whether an executable named `bin` is on the PATH. */
export function onPath(bin: string): boolean;
/** Installs Debian's `pkg` when `found()` is false and this runs as root; false when still missing. */
export function ensureDebianPackage(
  what: string,
  pkg: string,
  found: () => boolean,
  run?: (title: string, cmd: string, args: string[], env?: Record<string, string>) => boolean,
): boolean;
