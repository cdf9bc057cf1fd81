import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions, type SearchTuningOptions} from '../index';

const validate = ((schema: Parameters<typeof normalizePluginOptions>[0], options: Partial<SearchTuningOptions>) =>
  normalizePluginOptions(schema, options)) as never;

test("options: the search plugin's own options are checked by its schema and get its defaults; positions default to the first", () => {
  const options = validateOptions({validate, options: {search: {language: ['en', 'zh']}, apiRoutes: ['x/api', 'api']}});
  expect(options.positions).toBe('first');
  expect(options.apiRoutes).toEqual(['x/api', 'api']);
  expect(options.search).toMatchObject({language: ['en', 'zh'], indexDocs: true});
});

test('a wrong option fails: a route with a slash at either end, an unknown positions value, a wrong search option', () => {
  expect(() => validateOptions({validate, options: {search: {}, apiRoutes: ['/x/api']}})).toThrow();
  expect(() => validateOptions({validate, options: {search: {}, positions: 'some' as never}})).toThrow();
  expect(() => validateOptions({validate, options: {search: {indexDocs: 'yes'}}})).toThrow();
});
