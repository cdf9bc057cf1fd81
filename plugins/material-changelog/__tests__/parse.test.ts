import {documentedReleases, parseChangelog} from '../parse';
import {componentNameOf, parseInline} from '../inline';
import {resolverOf} from '../sources';

const SAMPLE = `# [Versions](https://example.org/versions/)

## 7.3.9

<!-- generated comparing v7.3.8..v7.x -->

_Mar 5, 2026_

A big thanks to the 2 contributors.

### \`@mui/material@7.3.9\`

- [tooltip] Fix error when wrapping a disabled input (#47841) @someone
- [table cell][theme] Apply \`alpha\` before mixing (#47840) @someone
  ![screenshot](https://example.org/a.png)

## 7.3.8

_Feb 12, 2026_

- [autocomplete] Pass \`fullWidth\` to \`Autocomplete\` input (#47663) @someone

## 7.0.0-rc.0

- [docs] Pre-release entry

## 6.4.0

- [button] Older major

## Older versions

- not a release
`;

const resolve = resolverOf(
  {
    pages: [
      {section: 'material', kind: 'component', name: 'Tooltip', slug: 'tooltip', path: '/api/tooltip', plan: 'community', file: ''},
      {section: 'material', kind: 'component', name: 'TableCell', slug: 'table-cell', path: '/api/table-cell', plan: 'community', file: ''},
      {
        section: 'material',
        kind: 'component',
        name: 'Autocomplete',
        slug: 'autocomplete',
        path: '/api/autocomplete',
        plan: 'community',
        file: '',
      },
      {
        section: 'data-grid',
        kind: 'component',
        name: 'DataGrid',
        slug: 'data-grid',
        path: '/x/api/data-grid/data-grid',
        plan: 'community',
        file: '',
      },
    ],
  },
  ['material'],
);

describe('parseChangelog', () => {
  const releases = parseChangelog(SAMPLE, resolve);

  test('reads every version heading in the file order and stops at a non-version heading', () => {
    expect(releases.map((r) => r.version)).toEqual(['7.3.9', '7.3.8', '7.0.0-rc.0', '6.4.0']);
  });

  test('takes the date line and drops comments and images', () => {
    expect(releases[0]!.date).toBe('Mar 5, 2026');
    const texts = JSON.stringify(releases[0]!.blocks);
    expect(texts).not.toContain('generated comparing');
    expect(texts).not.toContain('screenshot');
  });

  test('links component tags and code spans to API pages, leaves the rest as text', () => {
    const items = releases[0]!.blocks.filter((b) => b.kind === 'item');
    expect(items[0]!.parts[0]).toEqual({t: 'tag', v: 'tooltip', href: '/api/tooltip'});
    expect(items[1]!.parts.slice(0, 2)).toEqual([
      {t: 'tag', v: 'table cell', href: '/api/table-cell'},
      {t: 'tag', v: 'theme'},
    ]);
    const second = releases[1]!.blocks[0]!;
    expect(second.kind === 'item' && second.parts).toContainEqual({t: 'code', v: 'Autocomplete', href: '/api/autocomplete'});
    expect(second.kind === 'item' && second.parts).toContainEqual({t: 'code', v: 'fullWidth'});
  });

  test('an API page of another section is not linked', () => {
    expect(parseInline('[DataGrid] Fix', resolve)[0]).toEqual({t: 'tag', v: 'DataGrid'});
  });
});

describe('documentedReleases', () => {
  const releases = parseChangelog(SAMPLE);
  test('keeps the stable releases of the installed major, not newer than installed', () => {
    expect(documentedReleases(releases, '7.3.9').map((r) => r.version)).toEqual(['7.3.9', '7.3.8']);
    expect(documentedReleases(releases, '7.3.8').map((r) => r.version)).toEqual(['7.3.8']);
  });
  test('refuses a pre-release as the installed version', () => {
    expect(() => documentedReleases(releases, '7.0.0-rc.0')).toThrow(/not a stable version/);
  });
});

describe('parseInline', () => {
  test('reads links, bold and drops linked badges', () => {
    const parts = parseInline("`@mui/x-data-grid-pro@8.15.0` [![pro](https://e.org/p.svg)](https://e.org/l 'Pro plan')", resolve);
    expect(parts).toEqual([{t: 'code', v: '@mui/x-data-grid-pro@8.15.0'}]);
    expect(parseInline('See **the** [guide](https://e.org/g).', resolve)).toEqual([
      {t: 'text', v: 'See '},
      {t: 'strong', v: 'the'},
      {t: 'text', v: ' '},
      {t: 'link', v: 'guide', href: 'https://e.org/g'},
      {t: 'text', v: '.'},
    ]);
  });
  test('a link whose text has code marks shows the text without them', () => {
    expect(parseInline('Add new [`brush` interaction](https://e.org/b) here', resolve)[1]).toEqual({
      t: 'link',
      v: 'brush interaction',
      href: 'https://e.org/b',
    });
  });
  test('componentNameOf', () => {
    expect(componentNameOf('app-bar')).toBe('AppBar');
    expect(componentNameOf('table cell')).toBe('TableCell');
    expect(componentNameOf('DataGridPro')).toBe('DataGridPro');
  });
});
