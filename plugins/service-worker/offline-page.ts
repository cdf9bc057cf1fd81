/**
 * The page the worker answers with when a reader, offline, opens a page this device never saved:
 * plain HTML in the reader's language (from the path's locale prefix), built inside the worker, with
 * a way to try again and links to the pages that are saved. Its strings are Docusaurus plugin
 * translations (`i18n/<locale>/portal-service-worker/offline.json`, written by `write-translations`).
 */

/** Message ids and their English text (the source every locale falls back to). */
export const OFFLINE_MESSAGES = {
  title: {message: 'Offline', description: 'Title (browser tab) of the page shown offline for a page that was never saved'},
  heading: {message: 'This page needs a connection', description: 'Heading of the offline page'},
  body: {
    message:
      'You are offline, and this page has not been opened on this device before, so it is not saved for reading offline. Connect to the internet and try again.',
    description: 'Explanation on the offline page',
  },
  retry: {message: 'Try again', description: 'Link on the offline page that reloads the page'},
  saved: {message: 'Saved on this device', description: 'Heading of the list of pages that can be read offline'},
} as const;

export type OfflineMessageId = keyof typeof OFFLINE_MESSAGES;
export type OfflineMessages = Record<OfflineMessageId, string>;

export interface OfflineLocale {
  /** Locale name, e.g. `zh`. */
  locale: string;
  /** `<html lang>`, e.g. `zh-CN`. */
  htmlLang: string;
  /** Path prefix of the locale's pages: '' for the default locale, `/zh` for Chinese. */
  prefix: string;
  messages: OfflineMessages;
}

/** What the build hands the worker (bundled into /x/sw.js). */
export interface OfflineConfig {
  /** The default locale first. */
  locales: OfflineLocale[];
}

/** English messages with a locale's translations (Docusaurus's `{id: {message}}` file) over them. */
export function offlineMessages(translations: Record<string, {message: string}> = {}): OfflineMessages {
  return Object.fromEntries(
    (Object.keys(OFFLINE_MESSAGES) as OfflineMessageId[]).map((id) => [id, translations[id]?.message || OFFLINE_MESSAGES[id].message]),
  ) as OfflineMessages;
}

/** The locale a path belongs to: the longest matching prefix, else the default locale (listed first). */
export function localeOfPath(pathname: string, config: OfflineConfig): OfflineLocale {
  const matching = config.locales.filter((l) => l.prefix !== '' && (pathname === l.prefix || pathname.startsWith(`${l.prefix}/`)));
  return matching.sort((a, b) => b.prefix.length - a.prefix.length)[0] ?? config.locales[0]!;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SavedPage {
  url: string;
  title: string;
}

/** Only the page's own inline style runs; nothing is fetched. Sent as the response's CSP. */
export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function renderOfflinePage(pageUrl: string, locale: OfflineLocale, saved: readonly SavedPage[]): string {
  const m = locale.messages;
  const list = saved.length
    ? `<h2>${escapeHtml(m.saved)}</h2><ul>${saved.map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a></li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(locale.htmlLang)}" data-offline-page>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.title)}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;line-height:1.6}
body{margin:0;padding:15vh 24px 48px}main{max-width:640px;margin:0 auto}h1{font-size:1.75rem;line-height:1.25;margin:0 0 16px}
h2{font-size:1.1rem;margin:32px 0 8px}a{color:#1976d2}@media (prefers-color-scheme:dark){a{color:#90caf9}}
.retry{display:inline-block;margin-top:8px;padding:8px 16px;border:1px solid currentColor;border-radius:12px;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(m.heading)}</h1>
<p>${escapeHtml(m.body)}</p>
<p><a class="retry" href="${escapeHtml(pageUrl)}">${escapeHtml(m.retry)}</a></p>
${list}
</main>
</body>
</html>
`;
}

/** The text of a saved page's `<title>` (its first one), without the HTML around it. */
export function titleOfHtml(html: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match) return undefined;
  const text = match[1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(parseInt(n, 16)))
    .replace(/&amp;/g, '&')
    .trim();
  return text || undefined;
}
