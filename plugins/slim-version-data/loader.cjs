// Bundler loader for the docs plugin's route props (slim.ts says what it drops). CommonJS so webpack
// and rspack can require it; the logic is TypeScript, loaded through sucrase.
require('sucrase/register/ts');
const {slimVersionProp} = require('./slim.ts');

module.exports = function slimVersionDataLoader(source) {
  // The bundler's persistent cache must forget its output when the slimming rules change.
  this.addDependency(require.resolve('./slim.ts'));
  return slimVersionProp(source, this.getOptions().keep);
};
