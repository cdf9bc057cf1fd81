import {executableInlineScripts, inlineHandlers} from '../lib/inline-scripts';

test('only scripts the browser runs count: no src, a JavaScript type or none', () => {
  const html = `<head><script>a()</script><script src="/x.js"></script><script type=module>b()</script>
    <script type="application/json" id=data>{"x":1}</script><script type="application/ld+json">{}</script>
    <script data-rh=true type='text/javascript'>c()</script></head>`;
  expect(executableInlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
});

test('inline handlers and javascript: URLs are found', () => {
  expect(inlineHandlers('<img src=x onerror="a()"><a href="javascript:void 0">x</a><p>one=two</p>')).toEqual([
    'onerror',
    'href="javascript:',
  ]);
  expect(inlineHandlers('<div class="x" data-one="1">onload=</div>')).toEqual([]);
});
