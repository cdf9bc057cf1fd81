import React, {type ReactNode, useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import SettingsPanel from './SettingsPanel';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
}

/** Navbar button that opens the settings drawer (mode, direction, density). */
export default function SettingsButton({mobile}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const label = translate({id: 'portal.settings.open', message: 'Settings'});
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={mobile ? `clean-btn menu__link ${styles.mobileButton}` : `clean-btn ${styles.button}`}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-settings-button=""
      onClick={() => setOpen(true)}
    >
      <GearIcon />
      {mobile && <span className={styles.mobileLabel}>{label}</span>}
    </button>
  );
  return (
    <>
      {/* In the phone menu it is an entry of the menu's list, styled as its links. */}
      {mobile ? <li className="menu__list-item">{button}</li> : button}
      {open && <Drawer onClose={close} />}
    </>
  );
}

function Drawer({onClose}: {onClose: () => void}): ReactNode {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('button, input')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab' && panelRef.current) trapFocus(e, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const title = translate({id: 'portal.settings.title', message: 'Settings'});
  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} className={styles.drawer} role="dialog" aria-modal="true" aria-label={title} data-settings-drawer="">
        <div className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          <button
            type="button"
            className={`clean-btn ${styles.close}`}
            aria-label={translate({id: 'portal.settings.close', message: 'Close settings'})}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <SettingsPanel />
      </div>
    </div>
  );
}

/** Keeps Tab inside the open dialog. */
function trapFocus(event: KeyboardEvent, container: HTMLElement): void {
  const focusables = Array.from(container.querySelectorAll<HTMLElement>('button, input, [tabindex="0"]'));
  if (focusables.length === 0) return;
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function GearIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19.14 12.94a7.5 7.5 0 0 0 .06-.94 7.5 7.5 0 0 0-.06-.94l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7.1 7.1 0 0 0-1.63-.94l-.36-2.54A.5.5 0 0 0 13.9 2h-3.84a.5.5 0 0 0-.49.42l-.36 2.54c-.59.24-1.13.56-1.63.94l-2.39-.96a.5.5 0 0 0-.6.22L2.67 8.48a.5.5 0 0 0 .12.64l2.03 1.58a7.5 7.5 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32c.13.22.39.3.6.22l2.39-.96c.5.38 1.04.7 1.63.94l.36 2.54c.05.24.25.42.49.42h3.84c.24 0 .45-.18.49-.42l.36-2.54c.59-.24 1.13-.56 1.63-.94l2.39.96c.22.08.48 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64l-2.03-1.58ZM12 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
      />
    </svg>
  );
}
