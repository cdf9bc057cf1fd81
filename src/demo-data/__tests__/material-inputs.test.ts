import {BOOKS, COUNTRIES, flagEmoji} from '../material-inputs';

test('a country code becomes its flag (two regional indicator symbols)', () => {
  expect(flagEmoji('PT')).toBe('\u{1F1F5}\u{1F1F9}');
  expect(flagEmoji('jp')).toBe('\u{1F1EF}\u{1F1F5}');
});

test('countries are unique by code and sorted by name, as the select demos list them', () => {
  expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  const names = COUNTRIES.map((c) => c.label);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
});

test('books are in publication order, which the grouped autocomplete relies on', () => {
  const years = BOOKS.map((b) => b.year);
  expect(years).toEqual([...years].sort((a, b) => a - b));
});
