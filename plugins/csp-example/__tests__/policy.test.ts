import {cspDirectives, serializeCsp, scriptHashSource} from '../../../deploy/lib/csp';
import {configuredCspInputs} from '../../../deploy/lib/site-policy';
import {cspExample, HASH_PLACEHOLDER, normalizeServedPolicy} from '../policy';

const exampleLines = () => cspExample().directives.map(([name, values]) => `${name} ${values.join(' ')}`);

test('the example equals the served policy once the inline script hashes are folded', () => {
  const hashes = [scriptHashSource('window.a=1'), scriptHashSource('window.b=2'), scriptHashSource('window.c=3')];
  const served = serializeCsp(cspDirectives({...configuredCspInputs(), inlineScriptHashes: hashes}));
  expect(normalizeServedPolicy(served)).toEqual(exampleLines());
});

test('the example has no unsafe-eval and keeps the hash placeholder in script-src only', () => {
  const lines = exampleLines();
  expect(lines.join(';')).not.toContain("'unsafe-eval'");
  expect(lines.filter((l) => l.includes(HASH_PLACEHOLDER)).map((l) => l.split(' ')[0])).toEqual(['script-src']);
});

test('a served policy that differs from the configuration is not folded into the example', () => {
  const served = serializeCsp(cspDirectives({...configuredCspInputs(), inlineScriptHashes: [], reportUri: 'https://reports.example/csp'}));
  expect(normalizeServedPolicy(served)).not.toEqual(exampleLines());
});

test('the other security headers come along', () => {
  expect(Object.fromEntries(cspExample().headers)).toMatchObject({'X-Content-Type-Options': 'nosniff'});
});
