/**
 * The portal's own Content-Security-Policy and security headers, computed at build time by the code
 * that writes the served header (the csp-example plugin reads deploy/lib): `<CspExample part="policy" />`
 * for the policy, one directive a line; `part="headers"` for the other headers.
 */
import type {ReactNode} from 'react';
import data from '@generated/csp-example/default/csp-example.json';

export default function CspExample({part}: {part: 'policy' | 'headers'}): ReactNode {
  const text =
    part === 'policy'
      ? `Content-Security-Policy:\n${data.directives.map(([name, values]) => `  ${name} ${values.join(' ')};`).join('\n')}`
      : data.headers.map(([name, value]) => `${name}: ${value}`).join('\n');
  return (
    <pre data-csp-example={part} tabIndex={0}>
      <code>{text}</code>
    </pre>
  );
}
