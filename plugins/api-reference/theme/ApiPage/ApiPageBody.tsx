/**
 * The article of one generated API page, once its data is at hand (inside ApiPageFrame). Plain React
 * and CSS modules: no MUI runtime and no demo code. `children` go at the end of the article (the
 * embedded page data).
 */
import React, {useMemo} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {ApiPageData} from '../../model';
import {classMatches, filterMembers, slotMatches} from '../../format';
import CodeBlock from '@theme/CodeBlock';
import ApiFilter from './ApiFilter';
import {useApiQuery} from './useApiQuery';
import {useRowLimit} from './useDeferredRows';
import type {NavEntry} from './ApiNav';
import PlanBadge from './PlanBadge';
import VersionLinks from './VersionLinks';
import PropsTable from './PropsTable';
import {ClassesTable, SlotsTable} from './SimpleTables';
import {useSectionLabel} from './labels';
import styles from './styles.module.css';

/** "On this page": the page's sections (a table's rows are found with the filter, not listed here). */
export function apiPageToc(page: ApiPageData): TOCItem[] {
  const sections: [boolean, string, string][] = [
    [true, 'import', translate({id: 'api.heading.import', message: 'Import'})],
    [Boolean(page.definition), 'definition', translate({id: 'api.heading.definition', message: 'Definition'})],
    [
      page.props.length > 0,
      'props',
      page.kind === 'interface'
        ? translate({id: 'api.heading.members', message: 'Properties'})
        : translate({id: 'api.heading.props', message: 'Props'}),
    ],
    [page.slots.length > 0, 'slots', translate({id: 'api.heading.slots', message: 'Slots'})],
    [page.classes.length > 0, 'classes', translate({id: 'api.heading.classes', message: 'CSS classes'})],
    [Boolean(page.inheritance), 'inheritance', translate({id: 'api.heading.inheritance', message: 'Inheritance'})],
    [Boolean(page.demos?.length), 'demos', translate({id: 'api.heading.demos', message: 'Demos'})],
  ];
  return sections.filter(([shown]) => shown).map(([, id, value]) => ({value, id, level: 2}));
}

/** "DataGrid API" ("DataGrid API (v7)" in a kept major's reference): the page's title and h1, also while its data loads. */
export function apiPageTitle(name: string, versionLabel?: string): string {
  return versionLabel
    ? translate({id: 'api.meta.titleVersioned', message: '{name} API ({version})'}, {name, version: versionLabel})
    : translate({id: 'api.meta.title', message: '{name} API'}, {name});
}

/** The page's title and description (its `<title>` and meta description). */
export function apiPageMeta(page: ApiPageData): {title: string; description: string} {
  const title = apiPageTitle(page.name, page.keptVersion?.label);
  const packages = page.imports.map((i) => i.packageName).join(', ');
  const description =
    page.summary ||
    (page.kind === 'interface'
      ? translate(
          {id: 'api.meta.interfaceDescription', message: 'Members of the {name} type exported by {packages}.'},
          {name: page.name, packages},
        )
      : translate(
          {id: 'api.meta.description', message: 'Props, slots and CSS classes of the {name} React component from {packages}.'},
          {name: page.name, packages},
        ));
  return {title, description};
}

export default function ApiPageBody({
  page,
  nav,
  children,
}: {
  page: ApiPageData;
  nav: NavEntry[];
  children?: React.ReactNode;
}): React.ReactNode {
  const sectionLabel = useSectionLabel(page.section);
  const [query, setQuery] = useApiQuery();
  const rowLimit = useRowLimit();
  const later = rowLimit !== Infinity; // the slots and classes tables follow once every row may render
  const filterable = page.props.length + page.slots.length + page.classes.length;
  const shown =
    filterMembers(page.props, query).length +
    page.slots.filter((s) => slotMatches(query, s)).length +
    page.classes.filter((c) => classMatches(query, c)).length;
  const {i18n} = useDocusaurusContext();
  const title = apiPageTitle(page.name, page.keptVersion?.label);
  // Stable between renders: the props table builds its rows' HTML from them once (StaticRows.tsx).
  const typeLinks = useMemo(() => new Map(nav.map((e) => [e.name, e.path])), [nav]);
  const inheritedPaths = useMemo(() => Object.fromEntries((page.inheritance?.components ?? []).map((c) => [c.name, c.path])), [page]);
  return (
    <article className={styles.article}>
      <header>
        <p className={styles.breadcrumb}>
          <Translate id="api.breadcrumb.root">API reference</Translate> · {sectionLabel} ·{' '}
          {page.kind === 'interface' ? (
            <Translate id="api.kind.interface">Interface</Translate>
          ) : (
            <Translate id="api.kind.component">Component</Translate>
          )}
        </p>
        <Heading as="h1" className={styles.title}>
          {title} <PlanBadge plan={page.plan} />
        </Heading>
        {i18n.currentLocale !== i18n.defaultLocale && (
          <p className={styles.localeNote} role="note" data-testid="api-english-note">
            <Translate id="api.note.englishDescriptions">
              Descriptions on this page come from the packages' own documentation comments and stay in English.
            </Translate>
          </p>
        )}
        <VersionLinks page={page} />
        {page.deprecated !== undefined && (
          <div className={styles.deprecationText}>
            <span className={styles.deprecated}>
              <Translate id="api.marker.deprecated">Deprecated</Translate>
            </span>{' '}
            <span dangerouslySetInnerHTML={{__html: page.deprecatedHtml ?? ''}} />
          </div>
        )}
        {page.descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{__html: page.descriptionHtml}} />}
      </header>

      <Heading as="h2" id="import">
        <Translate id="api.heading.import">Import</Translate>
      </Heading>
      {page.imports.map((imp) => (
        <div key={imp.packageName} className={styles.importBlock}>
          <div className={styles.importHeader}>
            <code>{imp.packageName}</code> <PlanBadge plan={imp.plan} />
          </div>
          <CodeBlock language="tsx" {...({'data-tokens': imp.tokens} as object)}>
            {imp.code}
          </CodeBlock>
        </div>
      ))}

      {filterable > 0 && <ApiFilter query={query} onChange={setQuery} shown={shown} total={filterable} />}

      {page.definition && (
        <>
          <Heading as="h2" id="definition">
            <Translate id="api.heading.definition">Definition</Translate>
          </Heading>
          <pre className={styles.code}>
            <code>{`type ${page.name} = ${page.definition};`}</code>
          </pre>
        </>
      )}

      {page.props.length > 0 && (
        <>
          <Heading as="h2" id="props">
            {page.kind === 'interface' ? (
              <Translate id="api.heading.members">Properties</Translate>
            ) : (
              <Translate id="api.heading.props">Props</Translate>
            )}
          </Heading>
          <PropsTable
            members={page.props}
            query={query}
            inheritedPaths={inheritedPaths}
            typeLinks={typeLinks}
            self={page.name}
            kind={page.kind}
            rowLimit={rowLimit}
          />
        </>
      )}

      {page.slots.length > 0 && (
        <>
          <Heading as="h2" id="slots">
            <Translate id="api.heading.slots">Slots</Translate>
          </Heading>
          {!later && <SlotsTable slots={page.slots} query={query} />}
        </>
      )}

      {page.classes.length > 0 && (
        <>
          <Heading as="h2" id="classes">
            <Translate id="api.heading.classes">CSS classes</Translate>
          </Heading>
          <p>
            <Translate id="api.classes.intro" values={{exportName: <code>{page.classesExport}</code>}}>
              {'Global class names from {exportName}; the rule name is the key to use in the classes prop and in theme style overrides.'}
            </Translate>
          </p>
          {!later && <ClassesTable classes={page.classes} query={query} />}
        </>
      )}

      {page.inheritance && (
        <>
          <Heading as="h2" id="inheritance">
            <Translate id="api.heading.inheritance">Inheritance</Translate>
          </Heading>
          <ul>
            {page.inheritance.components.map((c) => (
              <li key={c.name}>
                <Translate
                  id="api.inheritance.component"
                  values={{name: c.path ? <Link to={c.path}>{c.name}</Link> : <code>{c.name}</code>, count: c.count}}
                >
                  {'Accepts the props of {name} ({count} of them, marked in the table above).'}
                </Translate>
              </li>
            ))}
            {page.inheritance.nativeElement && (
              <li>
                {page.inheritance.nativeElement === 'element' ? (
                  <Translate id="api.inheritance.nativeAny">Other props are passed on to the root DOM element.</Translate>
                ) : (
                  <Translate id="api.inheritance.native" values={{element: <code>{`<${page.inheritance.nativeElement}>`}</code>}}>
                    {'Other props are passed on to the root {element} element.'}
                  </Translate>
                )}
              </li>
            )}
          </ul>
        </>
      )}

      {page.demos && page.demos.length > 0 && (
        <>
          <Heading as="h2" id="demos">
            <Translate id="api.heading.demos">Demos</Translate>
          </Heading>
          <ul>
            {page.demos.map((d) => (
              <li key={d.path}>
                <Link to={d.path}>{d.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </article>
  );
}
