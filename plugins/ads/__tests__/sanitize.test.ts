import {clipText, safeUrl} from '../sanitize';

test.each([
  ['https://ads.example/x?y=1', 'https://ads.example/x?y=1'],
  ['http://ads.example/', 'http://ads.example/'],
  ['  https://ads.example/a  ', 'https://ads.example/a'],
  ['javascript:alert(1)', undefined],
  ['JaVaScRiPt:alert(1)', undefined],
  [' javascript:alert(1)', undefined],
  ['java\tscript:alert(1)', undefined],
  ['data:text/html,<script>alert(1)</script>', undefined],
  ['vbscript:msgbox(1)', undefined],
  ['file:///etc/passwd', undefined],
  ['', undefined],
  [42, undefined],
  [null, undefined],
  [{toString: () => 'https://x'}, undefined],
])('safeUrl(%j) is %j', (input, expected) => {
  expect(safeUrl(input)).toBe(expected);
});

test('relative URLs resolve against the base and stay http(s)', () => {
  expect(safeUrl('/x/react-charts', 'https://site.test/x/a')).toBe('https://site.test/x/react-charts');
  expect(safeUrl('https://site.test/' + 'a'.repeat(3000))).toBeUndefined();
});

test('text is clipped with an ellipsis, control characters and runs of spaces removed', () => {
  expect(clipText('a'.repeat(500), 10)).toBe('aaaaaaaaa…');
  expect(Array.from(clipText('广告'.repeat(100), 5))).toHaveLength(5);
  expect(clipText('  two\n\nlines\u0000here  ', 50)).toBe('two lines here');
  expect(clipText(undefined, 10)).toBe('');
  expect(clipText({}, 10)).toBe('');
  expect(clipText(12, 10)).toBe('12');
});
