import {Component, type ErrorInfo, type ReactNode} from 'react';

interface Props {
  onCrash: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

/** A crash inside the ad must never take the page down: report it and render nothing. */
export default class AdErrorBoundary extends Component<Props, {crashed: boolean}> {
  state = {crashed: false};

  static getDerivedStateFromError(): {crashed: boolean} {
    return {crashed: true};
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onCrash(error, info);
  }

  render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
