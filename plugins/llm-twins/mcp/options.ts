/** The server's options from the site's facts (products, versions, public URL). */
import {PRODUCTS} from '../../../src/config/products';
import {MUI_X_VERSION, SITE_URL, VERSIONS} from '../../../src/config/portal';
import type {DocsServerOptions} from './server';

export function serverOptions(buildDir: string): DocsServerOptions {
  return {
    buildDir,
    products: PRODUCTS.map(({id, slug, label}) => ({id, slug, label})),
    currentVersion: MUI_X_VERSION,
    // By the name their URLs use (`/x/7.x`), as the props files are named.
    olderVersions: VERSIONS.filter((v) => v.kind === 'in-portal' && v.name !== 'current').map((v) => v.name),
    siteUrl: SITE_URL,
  };
}
