import {gtagHeadTags, GTAG_SCRIPT_URL} from '../gtag-tags';

test('no tag id: no tags at all, so nothing is loaded or sent', () => {
  expect(gtagHeadTags('')).toEqual([]);
});

test('a tag id loads gtag asynchronously and switches off its automatic page view', () => {
  const tags = gtagHeadTags('G-TEST123');
  const script = tags.find((t) => t.tagName === 'script' && t.attributes?.src);
  expect(script?.attributes).toEqual({async: true, src: `${GTAG_SCRIPT_URL}?id=G-TEST123`});
  const inline = tags.find((t) => t.innerHTML)?.innerHTML ?? '';
  expect(inline).toContain(`'config',"G-TEST123",{send_page_view:false}`);
});

test('an id that is not a tag id is refused instead of being written into a script', () => {
  expect(() => gtagHeadTags('G-1"</script><script>alert(1)')).toThrow('Invalid gtag id');
});
