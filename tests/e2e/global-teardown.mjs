export default async function globalTeardown() {
  await globalThis.__portalServer?.close();
}
