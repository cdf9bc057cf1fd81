import React, {Component, type ReactNode} from 'react';
import {messages} from './messages';
import styles from './styles.module.css';

interface Props {
  demoName: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a crashing demo inside its box: the page and the other demos live on. */
export default class DemoErrorBoundary extends Component<Props, State> {
  override state: State = {error: null};

  static getDerivedStateFromError(error: Error): State {
    return {error};
  }

  override componentDidCatch(error: Error) {
    console.error(`Demo ${this.props.demoName} crashed:`, error);
  }

  override render() {
    const {error} = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className={styles.demoError} data-demo-error>
        <strong>{messages.crashed()}</strong>
        <pre>{error.message}</pre>
        <span>{messages.crashedHint()}</span>
      </div>
    );
  }
}
