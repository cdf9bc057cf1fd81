/**
 * The /versions table: one row per documented MUI X version with a link to its introduction.
 * Data comes from the portal config (src/config/portal.ts), handed to the client by
 * docusaurus.config.ts as `customFields.portal`: reading it there keeps `process.env` lookups
 * on the build side, so no host is ever written twice.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PortalConfig} from '@site/src/config/portal';
import {versionRows, type VersionStatus} from './versionLinks';
import styles from './styles.module.css';

function StatusLabel({status}: {status: VersionStatus}): ReactNode {
  switch (status) {
    case 'current':
      return (
        <Translate id="versionsTable.status.current" description="Status of the newest docs version">
          Current (latest stable)
        </Translate>
      );
    case 'in-portal':
      return (
        <Translate id="versionsTable.status.inPortal" description="Status of an older version kept in this portal">
          Previous major, kept in this portal
        </Translate>
      );
    default:
      return (
        <Translate id="versionsTable.status.external" description="Status of an older version on another site">
          Archived on its own site
        </Translate>
      );
  }
}

export default function VersionsTable(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const portal = siteConfig.customFields?.portal as PortalConfig;
  const rows = versionRows(portal.versions);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="versionsTable.header.version" description="Column header: version number">
              Version
            </Translate>
          </th>
          <th scope="col">
            <Translate id="versionsTable.header.status" description="Column header: version status">
              Status
            </Translate>
          </th>
          <th scope="col">
            <Translate id="versionsTable.header.docs" description="Column header: link to the docs">
              Documentation
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} data-version={row.name}>
            <th scope="row">{row.label}</th>
            <td>
              <StatusLabel status={row.status} />
            </td>
            <td>
              {row.external ? (
                <Link href={row.href}>{new URL(row.href).host}</Link>
              ) : (
                <Link to={row.href}>
                  <Translate
                    id="versionsTable.link.inPortal"
                    description="Link text to the introduction of a version in this portal"
                    values={{label: row.label}}
                  >
                    {'{label} introduction'}
                  </Translate>
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
