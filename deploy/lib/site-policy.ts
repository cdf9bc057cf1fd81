/** The site's Content-Security-Policy and security headers from its configuration and its build. */
import {ADS_CONFIG, ANALYTICS_CONFIG, FEEDBACK_CONFIG} from '../../src/config/portal';
import {CSP_CONFIG, SECURITY_HEADERS} from '../../src/config/hosting';
import {CODESANDBOX_DEFINE_URL, STACKBLITZ_DEFINE_URL} from '../../plugins/demo-blocks/export/sandboxes';
import {GTAG_SCRIPT_URL} from '../../plugins/analytics/gtag-tags';
import {cspDirectives, serializeCsp, type CspInputs} from './csp';

/** Everything but the inline script hashes, from src/config (read at build time, env included). */
export function configuredCspInputs(): Omit<CspInputs, 'inlineScriptHashes'> {
  return {
    ads: {scriptUrl: ADS_CONFIG.scriptUrl, jsonUrl: ADS_CONFIG.jsonUrl, networkOrigins: CSP_CONFIG.adNetworkOrigins},
    gtag: {id: ANALYTICS_CONFIG.gtagId, scriptUrl: GTAG_SCRIPT_URL},
    feedbackUrl: FEEDBACK_CONFIG.url,
    sandboxFormActions: [CODESANDBOX_DEFINE_URL, STACKBLITZ_DEFINE_URL],
    reportUri: CSP_CONFIG.reportUri,
  };
}

export function siteSecurityHeaders(inlineScriptHashes: readonly string[]): Record<string, string> {
  const csp = serializeCsp(cspDirectives({...configuredCspInputs(), inlineScriptHashes}));
  return {'Content-Security-Policy': csp, ...SECURITY_HEADERS};
}
