export default async function globalTeardown() {
  await globalThis.__portalEndpoints?.close();
}
