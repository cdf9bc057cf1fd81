// The test build's ad and feedback endpoints (scripts/test-endpoints.mjs), served while the bench measures it.
import {startTestEndpoints} from '../../scripts/test-endpoints.mjs';

export default async function globalSetup() {
  globalThis.__portalEndpoints = await startTestEndpoints();
}
