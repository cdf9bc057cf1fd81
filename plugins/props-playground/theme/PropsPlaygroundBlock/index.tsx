/**
 * The closed panel in the page's static HTML: one button. Opening it loads the panel (controls,
 * preview, JSX), the MUI theme and the component, so a reader who never opens it pays nothing.
 */
import React, {lazy, Suspense, useId, useState, type ReactNode} from 'react';
// Playground chunks are `demo-*` chunks: their script hashes live in the demo chunk table.
import '../../../demo-blocks/chunk-table-loader';
import {messages} from './messages';
import type {PropsPlaygroundBlockProps} from './types';
import styles from './styles.module.css';

const Panel = lazy(() => import(/* webpackChunkName: "demo-playground-panel" */ './Panel'));

export default function PropsPlaygroundBlock({spec, props = {}}: PropsPlaygroundBlockProps): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className={styles.block} aria-label={messages.regionLabel(spec.component)} data-props-playground={spec.component}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className={styles.chevron}>
          {open ? '▾' : '▸'}
        </span>
        {messages.open(spec.component)}
      </button>
      {open && (
        <div id={panelId}>
          <Suspense fallback={<p className={styles.status}>{messages.loading()}</p>}>
            <Panel spec={spec} props={props} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
