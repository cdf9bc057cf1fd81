/**
 * Table of the peer dependencies a set of packages (or a registry product's) declares, one row per
 * peer, read from the packages' own package.json. When all packages ask for the same ranges (the usual case
 * within one product) there is one range column; otherwise one column per package.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {peerMatrix, rangesAgree} from './peerMatrix';
import {manifestOf} from './manifests';
import {peerTableNames, type PeerTableSource} from './productPackages';
import {useProducts} from '@site/src/lib/use-products';
import styles from './styles.module.css';

function Needed({optional}: {optional: boolean}): ReactNode {
  return optional ? (
    <Translate id="peerDependencies.optional" description="A peer dependency marked optional">
      optional
    </Translate>
  ) : (
    <strong>
      <Translate id="peerDependencies.required" description="A peer dependency that must be installed">
        required
      </Translate>
    </strong>
  );
}

/**
 * `product`: a registry product id, whose packages the table lists; or `packages`: npm names. Their
 * peer fields come from the installed package.json (see manifests.ts).
 */
export default function PeerDependencies(source: PeerTableSource): ReactNode {
  const products = useProducts();
  const packages = peerTableNames(products, source).map(manifestOf);
  const rows = peerMatrix(packages);
  const oneColumn = rangesAgree(rows);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Translate
            id="peerDependencies.caption"
            description="Caption above a peer dependency table, followed by the list of npm package names"
          >
            {'Peer dependencies declared by'}
          </Translate>{' '}
          {packages.map((pkg, i) => (
            <span key={pkg.name}>
              {i > 0 && ', '}
              <code>{pkg.name}</code>
            </span>
          ))}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="peerDependencies.header.peer" description="Column header: name of a peer dependency">
                Peer dependency
              </Translate>
            </th>
            {oneColumn ? (
              <th scope="col">
                <Translate id="peerDependencies.header.range" description="Column header: accepted version range">
                  Accepted versions
                </Translate>
              </th>
            ) : (
              packages.map((pkg) => (
                <th scope="col" key={pkg.name}>
                  <code>{pkg.name}</code>
                </th>
              ))
            )}
            <th scope="col">
              <Translate id="peerDependencies.header.required" description="Column header: required or optional">
                Needed?
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.peer}>
              <th scope="row">
                <code>{row.peer}</code>
              </th>
              {(oneColumn ? row.ranges.slice(0, 1) : row.ranges).map((range, i) => (
                <td key={packages[i].name}>{range ? <code>{range}</code> : '—'}</td>
              ))}
              <td>
                <Needed optional={row.optional} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
