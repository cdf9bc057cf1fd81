/** The products plugin's data module (plugins/products/peer-manifests.ts): package name -> its peer fields. */
declare module '@generated/portal-products/default/peer-manifests.json' {
  const data: Record<
    string,
    {name: string; peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, {optional?: boolean}>}
  >;
  export default data;
}
