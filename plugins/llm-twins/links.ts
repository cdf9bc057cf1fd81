/**
 * Links of a twin made absolute, as the page's own links resolve: a path (`/x/...`) gets the
 * locale's prefix as Docusaurus's `<Link>` adds it, a link to another page's file
 * (`./sorting.mdx`) becomes that page's URL, a relative URL or a `#hash` resolves against the page.
 */
import path from 'node:path';
import {isExternalHref} from '../../src/lib/nav-flags';
import {sourceFile, type LoadedDoc, type LoadedVersion} from './site-pages';

export interface LinkContext {
  siteDir: string;
  siteUrl: string;
  localePrefix: string;
  versions: readonly LoadedVersion[];
}

/** Every doc's source file, original and translated, -> its permalink. */
function permalinksByFile(ctx: LinkContext): Map<string, string> {
  const map = new Map<string, string>();
  for (const version of ctx.versions) {
    for (const doc of version.docs) {
      const file = sourceFile(ctx.siteDir, doc.source);
      map.set(file, doc.permalink);
      // A translated page's relative links name files beside the original too (no localized folder: not translated).
      const dirs = [version.contentPath, version.contentPathLocalized].filter((d): d is string => typeof d === 'string');
      for (const dir of dirs) {
        const rel = path.relative(dir, file);
        if (!rel.startsWith('..')) for (const other of dirs) map.set(path.join(other, rel), doc.permalink);
      }
    }
  }
  return map;
}

export function linkResolver(ctx: LinkContext): (doc: LoadedDoc, pageUrl: string) => (url: string) => string {
  const byFile = permalinksByFile(ctx);
  return (doc, pageUrl) => (url) => {
    if (!url) return url;
    if (url.startsWith('pathname://')) url = url.slice('pathname://'.length);
    if (isExternalHref(url)) return url;
    if (url.startsWith('#')) return `${pageUrl}${url}`;
    if (url.startsWith('/')) {
      const withLocale = ctx.localePrefix && !url.startsWith(`${ctx.localePrefix}/`) ? `${ctx.localePrefix}${url}` : url;
      return `${ctx.siteUrl}${withLocale}`;
    }
    const [target, hash = ''] = url.split('#') as [string, string?];
    if (/\.mdx?$/.test(target)) {
      const file = path.resolve(path.dirname(sourceFile(ctx.siteDir, doc.source)), decodeURI(target));
      const permalink = byFile.get(file);
      if (permalink) return `${ctx.siteUrl}${permalink}${hash ? `#${hash}` : ''}`;
    }
    return new URL(url, pageUrl).href;
  };
}
