/**
 * Rows of the "which package belongs to which plan" tables, taken from src/config/products.ts
 * (the one list of products and packages).
 */
import type {Plan, ProductPackage} from '@site/src/config/products';

/** What the tables need of a product (a registry entry or the site's translated one). */
export interface PackageTableProduct {
  id: string;
  label: string;
  packages: readonly ProductPackage[];
}

export interface PackageRow {
  productId: string;
  productLabel: string;
  name: string;
  plan: Plan;
  /** What the package adds (from the registry, in the page's locale when the site's products are given). */
  description: string;
  /** The npm "license" field a package of this plan carries. */
  npmLicense: 'MIT' | 'SEE LICENSE IN LICENSE';
}

/** Community packages are MIT; Pro and Premium ship a commercial license file. */
export function npmLicenseOf(plan: Plan): PackageRow['npmLicense'] {
  return plan === 'community' ? 'MIT' : 'SEE LICENSE IN LICENSE';
}

/** All packages, or those of one product, in the configured order (community, pro, premium). */
export function packageRows(products: readonly PackageTableProduct[], productId?: string): PackageRow[] {
  const chosen = productId ? products.filter((p) => p.id === productId) : products;
  if (productId && chosen.length === 0) {
    throw new Error(`PackageTable: unknown product "${productId}" (known: ${products.map((p) => p.id).join(', ')})`);
  }
  return chosen.flatMap((product) =>
    product.packages.map((pkg) => ({
      productId: product.id,
      productLabel: product.label,
      name: pkg.name,
      plan: pkg.plan,
      description: pkg.description,
      npmLicense: npmLicenseOf(pkg.plan),
    })),
  );
}
