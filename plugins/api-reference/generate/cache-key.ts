/**
 * Cache key of the type analysis: the installed versions of every @mui package (nested copies
 * too), TypeScript and @types/react, plus a hash of the generator's own sources. Same key, same
 * output, so a warm run only reads a handful of package.json files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function readVersion(pkgJson: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(pkgJson, 'utf8')) as {version?: string}).version;
  } catch {
    return undefined;
  }
}

/** name@version of @mui/* under node_modules, including one level of nested node_modules/@mui. */
export function installedVersions(rootDir: string): string[] {
  const out: string[] = [];
  const scope = path.join(rootDir, 'node_modules', '@mui');
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
  for (const name of list(scope)) {
    const v = readVersion(path.join(scope, name, 'package.json'));
    if (v) out.push(`@mui/${name}@${v}`);
    for (const nested of list(path.join(scope, name, 'node_modules', '@mui'))) {
      const nv = readVersion(path.join(scope, name, 'node_modules', '@mui', nested, 'package.json'));
      if (nv) out.push(`@mui/${name}>@mui/${nested}@${nv}`);
    }
  }
  for (const extra of ['typescript', '@types/react']) {
    out.push(`${extra}@${readVersion(path.join(rootDir, 'node_modules', extra, 'package.json')) ?? 'missing'}`);
  }
  return out;
}

/** Modules outside generate/ that the generator imports (the plugin and theme are not part of it). */
const SHARED_MODULES = ['format.ts', 'kebab.ts', 'model.ts', 'routes.ts'];

export function sourceFiles(pluginDir: string): string[] {
  const generateDir = path.join(pluginDir, 'generate');
  return [
    ...fs
      .readdirSync(generateDir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(generateDir, f)),
    ...SHARED_MODULES.map((f) => path.join(pluginDir, f)),
    path.resolve(pluginDir, '../../src/config/products.ts'),
  ].sort();
}

export function computeCacheKey(rootDir: string, pluginDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const v of installedVersions(rootDir)) hash.update(v + '\n');
  for (const f of sourceFiles(pluginDir)) hash.update(path.basename(f) + '\0' + fs.readFileSync(f));
  return hash.digest('hex').slice(0, 16);
}
