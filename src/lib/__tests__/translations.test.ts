import {createTranslator, MISSING_LANGUAGE_TEXT, type Translations} from '../translations';

const translations: Translations = {
  en: {greeting: 'Hello', farewell: 'Goodbye'},
  zh: {greeting: '你好'},
};

function logger() {
  return {warn: jest.fn(), error: jest.fn()};
}

test('a translated key is returned in the requested language, without logging', () => {
  const log = logger();
  expect(createTranslator(translations, 'zh', log)('greeting')).toBe('你好');
  expect(log.warn).not.toHaveBeenCalled();
  expect(log.error).not.toHaveBeenCalled();
});

test('a key missing in the language warns and falls back to English', () => {
  const log = logger();
  expect(createTranslator(translations, 'zh', log)('farewell')).toBe('Goodbye');
  expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('farewell'));
  expect(log.error).not.toHaveBeenCalled();
});

test('a key missing everywhere warns and shows the key rather than nothing', () => {
  const log = logger();
  expect(createTranslator(translations, 'en', log)('nope')).toBe('nope');
  expect(log.warn).toHaveBeenCalledTimes(1);
});

test('a missing language logs an error and renders an ellipsis for every key', () => {
  const log = logger();
  const t = createTranslator(translations, 'fr', log);
  expect(t('greeting')).toBe(MISSING_LANGUAGE_TEXT);
  expect(MISSING_LANGUAGE_TEXT).toBe('…');
  expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"fr"'));
  expect(log.warn).not.toHaveBeenCalled();
});

test('inherited object properties are not mistaken for languages or keys', () => {
  const log = logger();
  expect(createTranslator(translations, 'constructor', log)('greeting')).toBe('…');
  expect(createTranslator(translations, 'en', log)('toString')).toBe('toString');
});

test('the default logger is the console', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  createTranslator(translations, 'zh')('farewell');
  createTranslator(translations, 'de');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledTimes(1);
  warn.mockRestore();
  error.mockRestore();
});
