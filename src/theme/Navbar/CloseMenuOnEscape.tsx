/**
 * Escape closes the phone menu (theme-classic's navbar sidebar has no key handling) and gives the
 * focus back to the menu button. A dialog opened from the menu (the settings drawer) takes Escape
 * first: the menu stays open under it.
 */
import {useEffect} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function CloseMenuOnEscape(): null {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      toggle();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  return null;
}
