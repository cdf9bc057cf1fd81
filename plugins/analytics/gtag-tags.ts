import type {HtmlTagObject} from '@docusaurus/types';

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** Tag ids look like G-XXXXXXX / UA-123-1 / AW-123; anything else is refused rather than inlined. */
export const TAG_ID_PATTERN = /^[A-Z]{1,4}-[A-Z0-9-]{1,40}$/i;

/**
 * The head tags that load gtag for `tagId`; none when no (valid) id is configured. Page views are
 * sent by the client module on every route change, so gtag's automatic one is switched off.
 */
export function gtagHeadTags(tagId: string): HtmlTagObject[] {
  if (!tagId) return [];
  if (!TAG_ID_PATTERN.test(tagId)) {
    throw new Error(`Invalid gtag id ${JSON.stringify(tagId)}: expected something like G-ABC123`);
  }
  const id = JSON.stringify(tagId);
  return [
    {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.googletagmanager.com'}},
    {tagName: 'script', attributes: {async: true, src: `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(tagId)}`}},
    {
      tagName: 'script',
      innerHTML:
        'window.dataLayer=window.dataLayer||[];' +
        'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};' +
        `window.gtag('js',new Date());window.gtag('config',${id},{send_page_view:false});`,
    },
  ];
}
