/**
 * Between the majors: a kept major's page (v7) names its version and links to the same component
 * in the current version (or says it is gone) and to the migration guide's change table; a current
 * page links to its twins in the kept majors.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ApiPageData} from '../../model';
import styles from './styles.module.css';

export default function VersionLinks({page}: {page: ApiPageData}): React.ReactNode {
  const kept = page.keptVersion;
  if (kept) {
    return (
      <p className={styles.localeNote} role="note" data-api-version-links={kept.label}>
        <Translate id="api.version.keptIntro" values={{version: kept.label}}>
          {'This is the API of the {version} packages.'}
        </Translate>{' '}
        {kept.currentPath ? (
          <Link to={kept.currentPath} data-api-version-link="current">
            <Translate id="api.version.currentLink" values={{name: page.name, version: kept.currentLabel}}>
              {'{name} API in {version}'}
            </Translate>
          </Link>
        ) : (
          <Translate id="api.version.goneInCurrent" values={{name: page.name, version: kept.currentLabel}}>
            {'{name} is not in {version}.'}
          </Translate>
        )}
        {kept.changesPath && (
          <>
            {' · '}
            <Link to={kept.changesPath} data-api-version-link="changes">
              <Translate id="api.version.changesLink" values={{version: kept.currentLabel}}>
                {'What changed in {version} (migration guide)'}
              </Translate>
            </Link>
          </>
        )}
      </p>
    );
  }
  if (!page.olderVersions?.length) return null;
  return (
    <p className={styles.versionLinks} data-api-version-links="current">
      {page.olderVersions.map((older, index) => (
        <React.Fragment key={older.path}>
          {index > 0 && ' · '}
          <Link to={older.path} data-api-version-link={older.label}>
            <Translate id="api.version.olderLink" values={{name: page.name, version: older.label}}>
              {'{name} API in {version}'}
            </Translate>
          </Link>
        </React.Fragment>
      ))}
    </p>
  );
}
