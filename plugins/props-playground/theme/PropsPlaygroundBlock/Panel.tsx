/**
 * The opened playground: a control per prop, the component rendered with the choice in the portal's
 * MUI theme, and the JSX of the choice with a copy button. Native form controls, so every control
 * works with the keyboard and carries its prop name as its accessible name.
 */
import React, {Component, useEffect, useId, useMemo, useState, type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {changedProps, initialValues, type Control, type PropValue} from '../../controls';
import {jsxOfChoice} from '../../jsx';
import {messages} from './messages';
import type {PropsPlaygroundBlockProps} from './types';
import styles from './styles.module.css';

interface Loaded {
  Provider: ComponentType<{children: ReactNode}>;
  Shown: ComponentType<Record<string, unknown>>;
}

/** Keeps a prop combination that throws (in the preview only) from taking the page down. */
class PreviewBoundary extends Component<{children: ReactNode}, {error: Error | null}> {
  state = {error: null as Error | null};
  static getDerivedStateFromError(error: Error) {
    return {error};
  }
  render() {
    if (this.state.error) {
      return (
        <p role="alert" className={styles.status}>
          {messages.renderFailed()} {this.state.error.message}
        </p>
      );
    }
    return this.props.children;
  }
}

/** Option values as the DOM holds them: a `false` literal becomes the text `false`. */
const optionKey = (value: PropValue) => (value === undefined ? '' : String(value));

function ControlField({control, value, onChange}: {control: Control; value: PropValue; onChange: (v: PropValue) => void}) {
  // A label beside (not around) a select or a field: wrapped, the chosen option's text would join its name.
  const id = useId();
  if (control.kind === 'switch') {
    return (
      <label className={styles.switch}>
        <input type="checkbox" role="switch" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <code>{control.name}</code>
      </label>
    );
  }
  if (control.kind === 'select') {
    return (
      <div className={styles.field}>
        <label htmlFor={id}>
          <code>{control.name}</code>
        </label>
        <select id={id} value={optionKey(value)} onChange={(e) => onChange(control.options.find((o) => String(o) === e.target.value))}>
          {control.defaultValue === undefined && <option value="">{messages.unset()}</option>}
          {control.options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{control.name}</code>
      </label>
      <input
        id={id}
        type="number"
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' || Number.isNaN(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber)}
      />
    </div>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

export default function Panel({spec, props = {}}: PropsPlaygroundBlockProps): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [values, setValues] = useState(() => initialValues(spec.controls));
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    let cancelled = false;
    const provider = import(/* webpackChunkName: "demo-theme" */ '@theme/DemoThemeProvider').then(async (module) => {
      await module.prepareDemoTheme(locale);
      return module.default;
    });
    Promise.all([provider, spec.load()])
      .then(([Provider, module]) => !cancelled && setLoaded({Provider, Shown: module.default}))
      .catch((error: Error) => !cancelled && setLoadError(error));
    return () => {
      cancelled = true;
    };
  }, [spec, locale]);

  useEffect(() => {
    if (copy === 'idle') return undefined;
    const timer = setTimeout(() => setCopy('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copy]);

  const changed = useMemo(() => changedProps(spec.controls, values), [spec.controls, values]);
  const jsx = jsxOfChoice(spec.component, props, changed);
  const onCopy = () => {
    navigator.clipboard.writeText(jsx).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <div className={styles.panel}>
      <fieldset className={styles.controls}>
        <legend>{messages.controlsLabel()}</legend>
        {spec.controls.map((control) => (
          <ControlField
            key={control.name}
            control={control}
            value={values[control.name]}
            onChange={(value) => setValues((v) => ({...v, [control.name]: value}))}
          />
        ))}
      </fieldset>
      <div
        className={styles.preview}
        role="region"
        aria-label={messages.previewLabel(spec.component)}
        data-playground-state={loadError ? 'error' : loaded ? 'ready' : 'loading'}
      >
        {loadError ? (
          <p role="alert" className={styles.status}>
            {messages.loadFailed()} {loadError.message}
          </p>
        ) : loaded ? (
          <div className={styles.stage}>
            <PreviewBoundary key={jsx}>
              <loaded.Provider>
                <loaded.Shown {...props} {...changed} />
              </loaded.Provider>
            </PreviewBoundary>
          </div>
        ) : (
          <p className={styles.status}>{messages.loading()}</p>
        )}
      </div>
      <div className={styles.code}>
        <pre aria-label={messages.code()} tabIndex={0}>
          <code data-playground-jsx>{jsx}</code>
        </pre>
        <div className={styles.actions}>
          <button type="button" onClick={onCopy}>
            {copy === 'copied' ? messages.copied() : copy === 'failed' ? messages.copyFailed() : messages.copy()}
          </button>
          <button type="button" onClick={() => setValues(initialValues(spec.controls))}>
            {messages.reset()}
          </button>
          <Link to={spec.apiPath}>{messages.allProps(spec.component)}</Link>
          <span aria-live="polite" className={styles.visuallyHidden}>
            {copy === 'copied' ? messages.copied() : ''}
          </span>
        </div>
      </div>
    </div>
  );
}
