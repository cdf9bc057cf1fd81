/**
 * Every Material UI component with an API page, its API link and the component pages whose demos
 * use it (most demos first, at most MAX_GUIDES), from the material-catalog plugin's data module.
 * A component no page demonstrates says so instead of linking anywhere.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import components from '@generated/material-catalog/default/components.json';
import styles from '../PeerDependencies/styles.module.css';

const MAX_GUIDES = 3;

function Guides({guides}: {guides: {title: string; path: string}[]}): ReactNode {
  if (guides.length === 0) {
    return (
      <Translate id="supportedComponents.noGuide" description="Shown for a component that no guide page demonstrates yet">
        No guide page yet
      </Translate>
    );
  }
  const more = guides.length - MAX_GUIDES;
  return (
    <>
      {guides.slice(0, MAX_GUIDES).map((guide, i) => (
        <span key={guide.path}>
          {i > 0 && ', '}
          <Link to={guide.path}>{guide.title}</Link>
        </span>
      ))}
      {more > 0 && (
        <>
          {' '}
          <Translate
            id="supportedComponents.more"
            values={{count: more}}
            description="After the first guide links: how many more pages use the component"
          >
            {'(+{count} more)'}
          </Translate>
        </>
      )}
    </>
  );
}

export default function SupportedComponents(): ReactNode {
  const withGuide = components.filter((c) => c.guides.length > 0).length;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Translate
            id="supportedComponents.caption"
            values={{total: components.length, withGuide}}
            description="Caption of the component list"
          >
            {'{total} components, {withGuide} of them shown on a guide page'}
          </Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="supportedComponents.header.component" description="Column header: component name">
                Component
              </Translate>
            </th>
            <th scope="col">
              <Translate id="supportedComponents.header.guides" description="Column header: guide pages whose demos use the component">
                Guide pages
              </Translate>
            </th>
            <th scope="col">
              <Translate id="supportedComponents.header.api" description="Column header: link to the API page">
                API
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {components.map((component) => (
            <tr key={component.name} id={`component-${component.name}`}>
              <th scope="row">
                <code>{component.name}</code>
              </th>
              <td>
                <Guides guides={component.guides} />
              </td>
              <td>
                <Link to={component.api}>
                  <code>{component.name}</code> API
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
