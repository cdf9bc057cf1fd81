/**
 * What the installed packages' package.json declare about where they run (the material-catalog
 * plugin reads them at build time): `part` picks the Node.js engines, the React peer ranges, or the
 * browser targets (`browserslist`, which a package may not publish), or the portal's own browserslist as an example.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import platforms from '@generated/material-catalog/default/platforms.json';
import styles from '../PeerDependencies/styles.module.css';

type Part = 'node' | 'react' | 'browsers' | 'portal-browsers';

function PackageCell({name, version}: {name: string; version: string}): ReactNode {
  return (
    <th scope="row">
      <code>{name}</code> {version}
    </th>
  );
}

const NOT_DECLARED = (
  <Translate id="supportedPlatforms.notDeclared" description="A package.json field the package does not publish">
    not declared
  </Translate>
);

function Range({value}: {value: string | undefined}): ReactNode {
  return value ? <code>{value}</code> : NOT_DECLARED;
}

function Table({headers, children}: {headers: ReactNode[]; children: ReactNode}): ReactNode {
  return (
    // Focusable: a keyboard user can scroll the wide table sideways on a narrow screen.
    <div className={styles.wrapper} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="supportedPlatforms.header.package" description="Column header: npm package and its installed version">
                Package (installed version)
              </Translate>
            </th>
            {headers.map((h, i) => (
              <th scope="col" key={i}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export default function SupportedPlatforms({part}: {part: Part}): ReactNode {
  const {packages, portal} = platforms;
  if (part === 'node') {
    return (
      <Table headers={[<code key="n">engines.node</code>]}>
        {packages.map((p) => (
          <tr key={p.name}>
            <PackageCell name={p.name} version={p.version} />
            <td>
              <Range value={p.engines.node} />
            </td>
          </tr>
        ))}
      </Table>
    );
  }
  if (part === 'react') {
    const peers = ['react', 'react-dom', '@types/react'];
    return (
      <Table
        headers={peers.map((peer) => (
          <code key={peer}>{peer}</code>
        ))}
      >
        {packages.map((p) => (
          <tr key={p.name}>
            <PackageCell name={p.name} version={p.version} />
            {peers.map((peer) => (
              <td key={peer}>
                <Range value={p.react[peer]} />
              </td>
            ))}
          </tr>
        ))}
      </Table>
    );
  }
  if (part === 'portal-browsers') {
    return portal.browserslist ? (
      <CodeBlock language="json" title="package.json">
        {JSON.stringify({browserslist: portal.browserslist}, null, 2)}
      </CodeBlock>
    ) : null;
  }
  return (
    <Table headers={[<code key="b">browserslist</code>]}>
      {packages.map((p) => (
        <tr key={p.name}>
          <PackageCell name={p.name} version={p.version} />
          <td>{p.browserslist ? <code>{JSON.stringify(p.browserslist)}</code> : NOT_DECLARED}</td>
        </tr>
      ))}
    </Table>
  );
}
