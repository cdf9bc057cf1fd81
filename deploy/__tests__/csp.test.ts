import {cspDirectives, GTAG_SOURCES, originOf, scriptHashSource, serializeCsp, type CspInputs} from '../lib/csp';
import {configuredCspInputs, siteSecurityHeaders} from '../lib/site-policy';
import {CODESANDBOX_DEFINE_URL, STACKBLITZ_DEFINE_URL} from '../../plugins/demo-blocks/export/sandboxes';

const none: CspInputs = {
  inlineScriptHashes: ["'sha256-b'", "'sha256-a'"],
  ads: {scriptUrl: '', jsonUrl: '', networkOrigins: []},
  gtag: {id: '', scriptUrl: 'https://www.googletagmanager.com/gtag/js'},
  feedbackUrl: '',
  sandboxFormActions: ['https://codesandbox.io/api/v1/sandboxes/define', 'https://stackblitz.com/run'],
  reportUri: '',
};

test('nothing configured: only this site, the inline scripts by hash, blob: for the live editor, the sandboxes as form targets', () => {
  const d = cspDirectives(none);
  expect(d['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'", 'blob:']);
  expect(d['connect-src']).toEqual(["'self'"]);
  expect(d['img-src']).toEqual(["'self'", 'data:']);
  expect(d['form-action']).toEqual(["'self'", 'https://codesandbox.io', 'https://stackblitz.com']);
  expect(d['object-src']).toEqual(["'none'"]);
  const csp = serializeCsp(d);
  expect(csp).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|\*/);
  expect(csp).not.toContain('report-uri');
  expect(csp).toMatch(/^default-src 'self'; script-src /);
});

test('each configured endpoint adds its origin where it is used, and nothing else', () => {
  const d = cspDirectives({
    ...none,
    ads: {
      scriptUrl: 'https://cdn.ads.test/net.js?serve=1',
      jsonUrl: 'https://srv.ads.test/ads.json',
      networkOrigins: ['https://img.ads.test'],
    },
    gtag: {...none.gtag, id: 'G-TEST1'},
    feedbackUrl: 'https://feedback.test/api/v1/rate',
    reportUri: 'https://csp.test/report',
  });
  expect(d['script-src']).toEqual(
    expect.arrayContaining(['https://cdn.ads.test', 'https://img.ads.test', 'https://www.googletagmanager.com']),
  );
  expect(d['script-src']).not.toContain('https://srv.ads.test'); // JSON only: fetched, never run
  expect(d['connect-src']).toEqual([
    "'self'",
    'https://cdn.ads.test',
    'https://srv.ads.test',
    'https://img.ads.test',
    'https://feedback.test',
    ...GTAG_SOURCES.connect,
  ]);
  expect(d['img-src']).toEqual(expect.arrayContaining(['https://img.ads.test', ...GTAG_SOURCES.img]));
  expect(d['report-uri']).toEqual(['https://csp.test/report']);
});

test('a same-origin (relative) endpoint needs no source of its own', () => {
  expect(originOf('/api/feedback')).toBeUndefined();
  expect(originOf('')).toBeUndefined();
  expect(originOf('https://a.test:8443/x')).toBe('https://a.test:8443');
  expect(cspDirectives({...none, feedbackUrl: '/api/feedback'})['connect-src']).toEqual(["'self'"]);
});

test('hashes are what the browser computes: sha256 of the UTF-8 text, base64', () => {
  // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
  expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
});

test("the site's policy reads the configured endpoints and the sandboxes' own constants", () => {
  const inputs = configuredCspInputs();
  expect(inputs.sandboxFormActions).toEqual([CODESANDBOX_DEFINE_URL, STACKBLITZ_DEFINE_URL]);
  const headers = siteSecurityHeaders(["'sha256-x'"]);
  expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'sha256-x' blob:");
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
  expect(Object.keys(headers)).toEqual(expect.arrayContaining(['Referrer-Policy', 'Permissions-Policy']));
});
