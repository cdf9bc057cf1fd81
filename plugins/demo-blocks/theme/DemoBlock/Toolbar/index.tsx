/**
 * A keyboard toolbar (role=toolbar): one tab stop; arrow keys, Home and End move between controls
 * (mirrored in right-to-left pages). Controls get their props from `itemProps(id)`.
 */
import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import styles from '../styles.module.css';

export interface ToolbarItemProps {
  'data-toolbar-item': string;
  tabIndex: number;
  onFocus: () => void;
}

interface ToolbarProps {
  label: string;
  children: (itemProps: (id: string) => ToolbarItemProps) => ReactNode;
}

export default function Toolbar({label, children}: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);

  const items = () =>
    Array.from(ref.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []).filter((el) => !el.hasAttribute('disabled'));

  const onKeyDown = useCallback((event: React.KeyboardEvent) => {
    const list = items();
    if (list.length === 0) return;
    const index = list.indexOf(document.activeElement as HTMLElement);
    const rtl = ref.current ? getComputedStyle(ref.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    switch (event.key) {
      case forward:
        next = (index + 1) % list.length;
        break;
      case backward:
        next = (index - 1 + list.length) % list.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = list.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = list[next]!;
    setActiveId(target.getAttribute('data-toolbar-item'));
    target.focus();
  }, []);

  const itemProps = (id: string): ToolbarItemProps => {
    // Before any focus, the first control is the tab stop.
    const isActive = activeId === null ? id === firstId.current : activeId === id;
    return {'data-toolbar-item': id, tabIndex: isActive ? 0 : -1, onFocus: () => setActiveId(id)};
  };
  const firstId = useRef<string | null>(null);
  firstId.current = null;
  const trackFirst = (id: string) => {
    firstId.current ??= id;
    return itemProps(id);
  };

  return (
    <div ref={ref} role="toolbar" aria-label={label} className={styles.toolbar} onKeyDown={onKeyDown}>
      {children(trackFirst)}
    </div>
  );
}
