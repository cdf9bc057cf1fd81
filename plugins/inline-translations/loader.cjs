// Bundler loader: rewrites a module's Docusaurus translations (transform.ts). A CommonJS file so
// webpack and rspack can require it; the logic is TypeScript, loaded through sucrase.
require('sucrase/register/ts');
const {rewriteTranslations} = require('./transform.ts');

module.exports = function inlineTranslationsLoader(source) {
  const {messages} = this.getOptions();
  const result = rewriteTranslations(source, this.resourcePath, messages);
  return result ? result.code : source;
};
