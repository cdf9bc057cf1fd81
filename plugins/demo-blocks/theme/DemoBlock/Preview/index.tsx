/**
 * The live demo: a box of reserved height, present in the static HTML, that loads the demo's chunk
 * and the MUI theme provider when it nears the viewport (useNearViewport) and renders the demo on
 * the client only (emotion styles are not collected in Docusaurus's static render).
 */
import React, {memo, startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DemoVariant} from '../../../types';
import DemoErrorBoundary from '../ErrorBoundary';
import {messages} from '../messages';
import styles from '../styles.module.css';
import {queueMount} from './mount-queue';
import {hasReaderMoved, NEAR_VIEWPORT_MARGIN_PX, whenReaderMoves} from './reader-moved';

type Provider = ComponentType<{children: ReactNode}>;

/**
 * True once the box is in the window, or within NEAR_VIEWPORT_MARGIN_PX of it after the reader has
 * scrolled or otherwise used the page: before that, a demo just below the first screen waits.
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    let ahead = false;
    // Not on a page being left (kept inert until the next one has painted, plugins/page-handover).
    const startAhead = () => {
      if (ahead && !element.closest('[inert]')) setNear(true);
    };
    const inView = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    const aheadOfView = new IntersectionObserver(
      (entries) => {
        ahead = entries[entries.length - 1].isIntersecting;
        if (hasReaderMoved()) startAhead();
      },
      {rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px`},
    );
    inView.observe(element);
    aheadOfView.observe(element);
    const stopWaiting = whenReaderMoves(startAhead);
    return () => {
      inView.disconnect();
      aheadOfView.disconnect();
      stopWaiting();
    };
  }, [ref, near]);
  return near;
}

interface Loaded {
  variant: DemoVariant;
  Provider: Provider;
  Demo: ComponentType;
}

export interface PreviewProps {
  demoName: string;
  heightPx: number;
  variant: DemoVariant;
  /** Changing it remounts the demo ("Reset demo"). */
  remountKey: number;
  /** A component compiled from the live editor, shown instead of the original. */
  liveComponent: ComponentType | null;
  liveVersion: number;
  previewRef: React.RefObject<HTMLDivElement | null>;
}

function Preview({demoName, heightPx, variant, remountKey, liveComponent, liveVersion, previewRef}: PreviewProps) {
  const near = useNearViewport(previewRef);
  const locale = useDocusaurusContext().i18n.currentLocale;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  // Bumped by "Try again": runs the load again (the runtime requests a chunk that failed once more).
  const [attempt, setAttempt] = useState(0);
  // The page may hand over a new `variant` object on every render: compare by styling.
  const latestVariant = useRef(variant);
  latestVariant.current = variant;
  const styling = variant.styling;
  const loadedStyling = loaded?.variant.styling;

  useEffect(() => {
    if (!near || loadedStyling === styling) return undefined;
    let cancelled = false;
    const wanted = latestVariant.current;
    const providerReady = import(/* webpackChunkName: "demo-theme" */ '@theme/DemoThemeProvider').then(async (module) => {
      await module.prepareDemoTheme(locale);
      return module;
    });
    // Lets the next demo of the page mount (mount-queue.ts): once this one committed, failed or left.
    let release: (() => void) | undefined;
    Promise.all([providerReady, wanted.load()])
      .then(([provider, demo]) => {
        if (cancelled) return;
        release = queueMount(() => {
          if (cancelled) {
            release?.();
            return;
          }
          // A transition: React renders the demo (a whole data grid, say) in slices, yielding to the
          // browser between them, instead of one long task that would block scrolling and input.
          startTransition(() => {
            setLoaded({variant: wanted, Provider: provider.default, Demo: demo.default});
            setLoadError(null);
          });
        });
      })
      .catch((error: Error) => {
        release?.();
        if (!cancelled) setLoadError(error);
      });
    return () => {
      cancelled = true;
      // The demo has committed (`loadedStyling` changed), or the load was abandoned.
      release?.();
    };
  }, [near, styling, loadedStyling, locale, attempt]);

  const state = loadError ? 'error' : loaded ? 'ready' : near ? 'loading' : 'idle';
  const Shown = liveComponent ?? loaded?.Demo;
  return (
    <div
      ref={previewRef}
      tabIndex={-1}
      className={styles.preview}
      style={{minHeight: heightPx}}
      data-demo-root
      data-demo-state={state}
      data-demo-styling={loaded?.variant.styling}
      aria-busy={state === 'loading' || state === 'idle'}
      aria-label={messages.previewLabel(demoName)}
      role="region"
    >
      {loadError ? (
        <div role="alert" className={styles.demoError} data-demo-load-error>
          <strong>{messages.loadFailed()}</strong>
          <button
            type="button"
            className={styles.retryButton}
            onClick={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
            }}
          >
            {messages.retry()}
          </button>
          {/* The runtime's own words (English, naming the file that failed): asked for, not shown. */}
          <details>
            <summary>{messages.loadFailedDetails()}</summary>
            <code lang="en">{loadError.message}</code>
          </details>
        </div>
      ) : loaded && Shown ? (
        <DemoErrorBoundary key={`${remountKey}:${liveVersion}:${loaded.variant.styling}`} demoName={demoName}>
          <loaded.Provider>
            <Shown />
          </loaded.Provider>
        </DemoErrorBoundary>
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
    </div>
  );
}

// Memoized: every keystroke in the live editor re-renders the demo block, and re-rendering a
// running data grid with it took long enough for the editor (use-editable) to drop the next keys.
export default memo(Preview);
