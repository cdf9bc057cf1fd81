/**
 * "Copy page" in a doc page's header: copies the page's Markdown twin (`<page>.md`, written at
 * build time) and, behind a disclosure, opens the twin or an assistant with a prompt citing the
 * twin's public URL. Plain buttons and links, no MUI; the twin is fetched only on a click.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {assistantLinks, twinUrlOf} from './links';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

async function copyTwin(url: string): Promise<void> {
  const text = () =>
    fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      return r.text();
    });
  // A ClipboardItem holding the pending text keeps the click's permission across the fetch (Safari).
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text().then((t) => new Blob([t], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text());
}

export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const twinPath = twinUrlOf(permalink);
  const publicTwin = `${siteConfig.url.replace(/\/$/, '')}${twinPath}`;

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
        if (event instanceof KeyboardEvent) root.current?.querySelector<HTMLButtonElement>('[aria-expanded]')?.focus();
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const copyLabel = translate({id: 'llmTwins.copy', message: 'Copy page', description: 'Button copying the page as Markdown'});
  const statusText =
    status === 'copied'
      ? translate({id: 'llmTwins.copied', message: 'Copied as Markdown'})
      : status === 'failed'
        ? translate({id: 'llmTwins.copyFailed', message: 'Could not copy'})
        : '';

  return (
    <div className={styles.root} ref={root} data-copy-page="">
      <button
        type="button"
        className={styles.button}
        onClick={() =>
          copyTwin(twinPath).then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          )
        }
        title={translate({id: 'llmTwins.copy.title', message: 'Copy this page as Markdown, demos included, for an AI assistant'})}
      >
        {status === 'copied' ? statusText : copyLabel}
      </button>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        {translate({id: 'llmTwins.more', message: 'More', description: 'Opens the other page actions (Markdown, assistants)'})}
      </button>
      <span role="status" className={styles.visuallyHidden}>
        {statusText}
      </span>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li>
            <a href={twinPath} target="_blank" rel="noopener">
              {translate({id: 'llmTwins.open', message: 'View as Markdown'})}
            </a>
          </li>
          {assistantLinks(publicTwin).map((link) => (
            <li key={link.name}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {translate({id: 'llmTwins.openIn', message: 'Open in {assistant}'}, {assistant: link.name})}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
