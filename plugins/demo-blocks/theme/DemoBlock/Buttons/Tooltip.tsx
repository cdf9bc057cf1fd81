/**
 * A visible tooltip for a toolbar control whose face is a symbol (`#`, `↺`, `⇤`): shown while the
 * pointer is over the control or it has keyboard focus, hidden by Escape until the pointer or the
 * focus leaves. It lives inside the control, so moving the pointer onto it keeps it open. The
 * control's accessible name is the symbol followed by the same words (`tooltipName`).
 */
import React from 'react';
import styles from '../styles.module.css';

/** The accessible name of a control that shows `symbol` and the tooltip `text`: "↺ Reset the demo". */
export function tooltipName(symbol: string, text: string): string {
  return `${symbol} ${text}`;
}

/** Props that let Escape dismiss the tooltip of the element they are spread on. */
export const tooltipHostProps = {
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') event.currentTarget.setAttribute('data-tooltip-dismissed', '');
  },
  onBlur: (event: React.FocusEvent<HTMLElement>) => event.currentTarget.removeAttribute('data-tooltip-dismissed'),
  onMouseLeave: (event: React.MouseEvent<HTMLElement>) => event.currentTarget.removeAttribute('data-tooltip-dismissed'),
};

export default function Tooltip({text}: {text: string}) {
  return (
    <span className={styles.tooltip} aria-hidden="true" data-tooltip="">
      {text}
    </span>
  );
}
