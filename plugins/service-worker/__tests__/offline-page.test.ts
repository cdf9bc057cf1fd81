import {
  localeOfPath,
  OFFLINE_MESSAGES,
  OFFLINE_PAGE_CSP,
  offlineMessages,
  renderOfflinePage,
  titleOfHtml,
  type OfflineConfig,
} from '../offline-page';
import {offlineConfig, readOfflineTranslations} from '../index';
import path from 'node:path';

const SITE = path.resolve(__dirname, '../../..');

const config: OfflineConfig = {
  locales: [
    {locale: 'en', htmlLang: 'en', prefix: '', messages: offlineMessages()},
    {locale: 'zh', htmlLang: 'zh-CN', prefix: '/zh', messages: offlineMessages({heading: {message: '此页面需要网络连接'}})},
  ],
};

test('the locale comes from the path prefix; everything else is the default locale', () => {
  expect(localeOfPath('/zh/x/react-charts', config).locale).toBe('zh');
  expect(localeOfPath('/zh', config).locale).toBe('zh');
  expect(localeOfPath('/zhx/page', config).locale).toBe('en');
  expect(localeOfPath('/x/react-charts', config).locale).toBe('en');
  expect(localeOfPath('/', config).locale).toBe('en');
});

test('missing translations fall back to English', () => {
  const zh = config.locales[1]!.messages;
  expect(zh.heading).toBe('此页面需要网络连接');
  expect(zh.retry).toBe(OFFLINE_MESSAGES.retry.message);
});

test('the page says it needs a connection, offers to try again and lists saved pages, escaped', () => {
  const html = renderOfflinePage('/x/a?b=1', config.locales[0]!, [{url: '/x/saved', title: 'Saved <page> & more'}]);
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(`<h1>${OFFLINE_MESSAGES.heading.message}</h1>`);
  expect(html).toContain('<a class="retry" href="/x/a?b=1">Try again</a>');
  expect(html).toContain('<a href="/x/saved">Saved &#60;page&#62; &#38; more</a>');
  expect(html).not.toMatch(/<script|<link|src=/);
  expect(renderOfflinePage('/x/a', config.locales[0]!, [])).not.toContain('<h2>');
  expect(OFFLINE_PAGE_CSP).toContain("default-src 'none'");
});

test('titles are read from saved HTML', () => {
  expect(titleOfHtml('<head><title data-rh="true">Sorting | MUI X &amp; more</title></head>')).toBe('Sorting | MUI X & more');
  expect(titleOfHtml('<p>no title</p>')).toBeUndefined();
});

test("the site's locales: English at the root, Chinese translated under /zh", () => {
  const built = offlineConfig({
    siteDir: SITE,
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'zh'],
      currentLocale: 'en',
      path: 'i18n',
      localeConfigs: {en: {htmlLang: 'en'}, zh: {htmlLang: 'zh-CN'}} as never,
    },
  });
  expect(built.locales.map((l) => [l.locale, l.prefix, l.htmlLang])).toEqual([
    ['en', '', 'en'],
    ['zh', '/zh', 'zh-CN'],
  ]);
  const zh = readOfflineTranslations(SITE, 'zh');
  expect(Object.keys(zh).sort()).toEqual(Object.keys(OFFLINE_MESSAGES).sort());
  for (const message of Object.values(built.locales[1]!.messages)) expect(message).toMatch(/[\u4e00-\u9fff]/);
});
