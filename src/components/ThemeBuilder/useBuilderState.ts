/**
 * The builder's state, kept in the page's query string so the address bar always holds a link to the
 * theme on screen. The URL is read after mount (never during render, which would not match the
 * static HTML) and rewritten with replaceState, so building a theme does not fill the history.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import {decodeState, encodeState, type BuilderState, type FieldProblem} from '@site/src/lib/theme-builder/state';
import {defaultBuilderState} from '@site/src/lib/theme-builder/options';

export interface BuilderStateHook {
  state: BuilderState;
  defaults: BuilderState;
  /** Fields of the opening link that could not be read (they fell back to their defaults). */
  problems: FieldProblem[];
  update: (change: (state: BuilderState) => BuilderState) => void;
  reset: () => void;
}

export function useBuilderState(): BuilderStateHook {
  const defaults = useMemo(defaultBuilderState, []);
  const [state, setState] = useState(defaults);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const decoded = decodeState(window.location.search, defaults);
    setState(decoded.state);
    setProblems(decoded.problems);
    setReady(true);
  }, [defaults]);

  useEffect(() => {
    if (!ready) return;
    const {pathname, search, hash} = window.location;
    const next = `${pathname}${encodeState(state, defaults, search)}${hash}`;
    if (next !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', next);
  }, [state, defaults, ready]);

  const update = useCallback((change: (s: BuilderState) => BuilderState) => setState(change), []);
  const reset = useCallback(() => setState(defaults), [defaults]);
  return {state, defaults, problems, update, reset};
}
