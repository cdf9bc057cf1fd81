/** Install commands per package manager; the tabs on every install snippet come from this list. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** Tab group shared by every install snippet, so choosing pnpm once switches them all (and is remembered). */
export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';

const ADD_VERB: Record<PackageManager, string> = {npm: 'install', pnpm: 'add', yarn: 'add'};

// npm package names (optionally scoped, optionally with @version or @range); anything else would
// end up pasted into a reader's shell, so it is refused.
const PACKAGE_SPEC = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*(@[A-Za-z0-9.^~<>=|* -]+)?$/;

export function installCommand(manager: PackageManager, packages: readonly string[]): string {
  if (packages.length === 0) throw new Error('installCommand: no package given');
  for (const pkg of packages) {
    if (!PACKAGE_SPEC.test(pkg) || /\s/.test(pkg)) {
      throw new Error(`installCommand: "${pkg}" is not an npm package name`);
    }
  }
  return `${manager} ${ADD_VERB[manager]} ${packages.join(' ')}`;
}

/** One alternative in a snippet that offers several (e.g. one line per plan). */
export interface InstallChoice {
  /** Shown as a shell comment above the command; one line, no newline. */
  comment: string;
  packages: readonly string[];
}

/** Several alternatives in one snippet: a `# comment` line above each command. */
export function installScript(manager: PackageManager, choices: readonly InstallChoice[]): string {
  return choices
    .map(({comment, packages}) => {
      if (/[\r\n]/.test(comment)) throw new Error(`installScript: comment "${comment}" spans several lines`);
      return `# ${comment}\n${installCommand(manager, packages)}`;
    })
    .join('\n\n');
}
