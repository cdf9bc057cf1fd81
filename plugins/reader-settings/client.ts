/**
 * Keeps `localStorage['mui-mode']`, the body's light/dark class and `<meta name="theme-color">` in
 * step with Docusaurus's colour mode, whichever control changed it (its navbar toggle, our settings
 * drawer, or the system preference while the choice is `system`). `data-theme` on <html> is the
 * single runtime truth; this module only mirrors it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {applyBodyMode, parseModeChoice, STORAGE_KEYS, type Mode} from '../../src/lib/reader-settings';
import {writeStorage} from '../../src/lib/safe-storage';

function mirror(): void {
  const html = document.documentElement;
  const mode: Mode = html.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
  const choice = parseModeChoice(html.getAttribute('data-theme-choice'));
  applyBodyMode(document, mode);
  writeStorage(STORAGE_KEYS.mode, choice);
}

if (ExecutionEnvironment.canUseDOM) {
  new MutationObserver(mirror).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-theme-choice'],
  });
}
