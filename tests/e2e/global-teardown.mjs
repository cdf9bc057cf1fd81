export default async function globalTeardown() {
  await globalThis.__portalServer?.close();
  await globalThis.__portalEndpoints?.close();
  await globalThis.__portalBrowser?.close();
}
