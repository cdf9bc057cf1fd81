/**
 * The API data's JSDoc HTML (`descriptionHtml`, generated from the packages' comments) as one line
 * of Markdown for a table cell: code spans and links kept, other tags dropped, entities decoded.
 */
const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' '};

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name]!;
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });
}

export function htmlToInlineMarkdown(html: string, absolute: (url: string) => string = (u) => u): string {
  const md = html
    .replace(/<code>([\s\S]*?)<\/code>/g, (_, code: string) => `\`${decodeEntities(code.replace(/<[^>]+>/g, ''))}\``)
    .replace(
      /<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
      (_, href: string, label: string) => `[${label}](${absolute(decodeEntities(href))})`,
    )
    .replace(/<\/p>\s*<p>/g, ' ')
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<\/?(?:strong|b)>/g, '**')
    .replace(/<\/?(?:em|i)>/g, '_')
    .replace(/<[^>]+>/g, '');
  // Code spans were decoded above; the rest still has entities.
  return md
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : decodeEntities(part)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A value as a Markdown table cell: pipes escaped, one line. */
export function cell(value: string): string {
  return value.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}
