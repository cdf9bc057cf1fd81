/**
 * Table of the peer dependencies a set of packages declares: one row per peer, one column per
 * package. MDX pages pass the packages' own package.json fields in.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {peerMatrix, type PackageManifest} from './peerMatrix';
import styles from './styles.module.css';

export default function PeerDependencies({packages}: {packages: PackageManifest[]}): ReactNode {
  const rows = peerMatrix(packages);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="peerDependencies.header.peer" description="Column header: name of a peer dependency">
                Peer dependency
              </Translate>
            </th>
            {packages.map((pkg) => (
              <th scope="col" key={pkg.name}>
                <code>{pkg.name}</code>
              </th>
            ))}
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
              {row.ranges.map((range, i) => (
                <td key={packages[i].name}>{range ? <code>{range}</code> : '—'}</td>
              ))}
              <td>
                {row.optional ? (
                  <Translate id="peerDependencies.optional" description="A peer dependency marked optional">
                    optional
                  </Translate>
                ) : (
                  <strong>
                    <Translate id="peerDependencies.required" description="A peer dependency that must be installed">
                      required
                    </Translate>
                  </strong>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
