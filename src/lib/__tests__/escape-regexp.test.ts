import {escapeRegExp} from '../escape-regexp';

test('a name with regular-expression characters matches only itself', () => {
  const name = 'a.b*(c)+[d]?^$|{e}\\f';
  const pattern = new RegExp(`^${escapeRegExp(name)}$`);
  expect(pattern.test(name)).toBe(true);
  expect(pattern.test('aXb*(c)+[d]?^$|{e}\\f')).toBe(false);
});
