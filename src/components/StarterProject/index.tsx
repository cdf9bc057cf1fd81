/**
 * One starter project (src/config/starters.ts) as the build made it: a download link to its zip and
 * the packages and files it contains, read from the starter-projects plugin's data module.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import starters from '@generated/starter-projects/default/starters.json';
import styles from '../PeerDependencies/styles.module.css';

/** The folder the build serves the zips from (STARTER_PROJECTS_PATH in src/config/starters.ts). */
const STARTERS_DIR = '/starters';

function VersionRows({packages}: {packages: Record<string, string>}): ReactNode {
  return Object.entries(packages).map(([name, version]) => (
    <tr key={name}>
      <th scope="row">
        <code>{name}</code>
      </th>
      <td>
        <code>{version}</code>
      </td>
    </tr>
  ));
}

export default function StarterProject({id}: {id: string}): ReactNode {
  const starter = starters.find((s) => s.id === id);
  if (!starter) throw new Error(`StarterProject: no starter "${id}" (known: ${starters.map((s) => s.id).join(', ')})`);
  const href = useBaseUrl(`${STARTERS_DIR}/${starter.id}.zip`);
  return (
    <div>
      <p>
        <a className="button button--primary" href={href} download>
          <Translate
            id="starterProject.download"
            values={{file: `${starter.id}.zip`}}
            description="Download link of a starter project; {file} is the zip's name"
          >
            {'Download {file}'}
          </Translate>
        </a>
      </p>
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            <Translate id="starterProject.caption" description="Caption of the table of packages a starter project installs">
              Pinned versions in its package.json
            </Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="starterProject.header.package" description="Column header: npm package name">
                  Package
                </Translate>
              </th>
              <th scope="col">
                <Translate id="starterProject.header.version" description="Column header: pinned version">
                  Version
                </Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            <VersionRows packages={starter.dependencies} />
            <VersionRows packages={starter.devDependencies} />
          </tbody>
        </table>
      </div>
      <details>
        <summary>
          <Translate
            id="starterProject.files"
            values={{count: starter.files.length}}
            description="Summary of the list of files inside a starter project"
          >
            {'The {count} files of the project'}
          </Translate>
        </summary>
        <ul>
          {starter.files.map((file) => (
            <li key={file}>
              <code>{file}</code>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
