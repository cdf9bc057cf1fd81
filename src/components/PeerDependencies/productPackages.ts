/** Which packages a peer-dependency table names: those given, or a product's from the registry. */
import type {ProductPackage} from '@site/src/config/products';

export type PeerTableSource = {packages: readonly string[]; product?: never} | {product: string; packages?: never};

/** The npm names of `source`: its own list, or every package of the registry's product `source.product`. */
export function peerTableNames(
  products: readonly {id: string; packages: readonly Pick<ProductPackage, 'name'>[]}[],
  source: PeerTableSource,
): string[] {
  if (source.packages) return [...source.packages];
  const product = products.find((p) => p.id === source.product);
  if (!product) {
    throw new Error(`PeerDependencies: unknown product "${source.product}" (known: ${products.map((p) => p.id).join(', ')})`);
  }
  return product.packages.map((pkg) => pkg.name);
}
