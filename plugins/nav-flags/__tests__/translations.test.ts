/** Every badge text the theme asks for has a Chinese translation in i18n/zh/code.json. */
import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../../..');
const SOURCES = ['src/components/NavBadge/index.tsx'];

test('all nav.* translation ids used by the badges exist in zh, in Chinese', () => {
  const ids = SOURCES.flatMap((file) =>
    [...fs.readFileSync(path.join(SITE_DIR, file), 'utf8').matchAll(/id: '(nav\.[\w.]+)'/g)].map((m) => m[1]),
  );
  expect(ids.length).toBeGreaterThanOrEqual(10);
  const zh: Record<string, {message: string}> = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'i18n/zh/code.json'), 'utf8'));
  const missing = ids.filter((id) => !zh[id]?.message);
  expect(missing).toEqual([]);
  const notChinese = ids.filter((id) => !/[\u4e00-\u9fff]/.test(zh[id].message));
  expect(notChinese).toEqual([]);
});
