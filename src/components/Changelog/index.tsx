/**
 * The release notes of one installed package (`<Changelog source="material" />`), as the
 * material-changelog plugin read them from its CHANGELOG.md at build time: newest first, component
 * names linked to their API pages.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import data from '@generated/material-changelog/default/changelog.json';
import styles from './styles.module.css';

type Source = (typeof data.sources)[number];
type Block = Source['releases'][number]['blocks'][number];
type Inline = Block['parts'][number];

function InlinePart({part}: {part: Inline}): ReactNode {
  switch (part.t) {
    case 'strong':
      return <strong>{part.v}</strong>;
    case 'code':
      return part.href ? (
        <Link to={part.href}>
          <code>{part.v}</code>
        </Link>
      ) : (
        <code>{part.v}</code>
      );
    case 'tag':
      return part.href ? <Link to={part.href}>[{part.v}]</Link> : <span className={styles.tag}>[{part.v}]</span>;
    case 'link':
      return <a href={part.href}>{part.v}</a>;
    default:
      return part.v;
  }
}

function Line({parts}: {parts: Inline[]}): ReactNode {
  return parts.map((part, i) => <InlinePart key={i} part={part} />);
}

/** Items nested by depth: each run of deeper items becomes a list inside the previous item. */
function Items({items}: {items: Extract<Block, {kind: 'item'}>[]}): ReactNode {
  const rows: {item: Extract<Block, {kind: 'item'}>; children: Extract<Block, {kind: 'item'}>[]}[] = [];
  const base = items[0]?.depth ?? 0;
  for (const item of items) {
    if (item.depth > base && rows.length) rows[rows.length - 1]!.children.push(item);
    else rows.push({item, children: []});
  }
  return (
    <ul>
      {rows.map(({item, children}, i) => (
        <li key={i}>
          <Line parts={item.parts} />
          {children.length > 0 && <Items items={children} />}
        </li>
      ))}
    </ul>
  );
}

/** Consecutive items grouped into one list, headings and paragraphs between them. */
function Blocks({blocks}: {blocks: Block[]}): ReactNode {
  const out: ReactNode[] = [];
  let run: Extract<Block, {kind: 'item'}>[] = [];
  const flush = () => {
    if (run.length) out.push(<Items key={`l${out.length}`} items={run} />);
    run = [];
  };
  for (const block of blocks) {
    if (block.kind === 'item') {
      run.push(block);
      continue;
    }
    flush();
    if (block.kind === 'heading') {
      const Heading = block.level === 3 ? 'h4' : 'h5';
      out.push(
        <Heading key={`h${out.length}`} className={styles.packageHeading}>
          <Line parts={block.parts} />
        </Heading>,
      );
    } else {
      out.push(
        <p key={`p${out.length}`}>
          <Line parts={block.parts} />
        </p>,
      );
    }
  }
  flush();
  return out;
}

export default function Changelog({source}: {source: string}): ReactNode {
  const entry = data.sources.find((s) => s.id === source);
  if (!entry) throw new Error(`Changelog: no source "${source}" (known: ${data.sources.map((s) => s.id).join(', ')})`);
  return (
    <div className={styles.changelog} data-changelog={entry.id}>
      {entry.releases.map((release) => (
        <section key={release.version} className={styles.release} data-release={release.version}>
          <h3 id={`${entry.id}-${release.version.replace(/\./g, '-')}`}>
            {entry.label} {release.version}
          </h3>
          {release.date && <p className={styles.date}>{release.date}</p>}
          <Blocks blocks={release.blocks} />
        </section>
      ))}
    </div>
  );
}
