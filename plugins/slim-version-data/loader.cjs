// Bundler loader for the docs plugin's route props (slim.ts says what it drops). CommonJS so webpack
// and rspack can require it; the logic is TypeScript, loaded through sucrase.
require('sucrase/register/ts');
const {slimVersionProp} = require('./slim.ts');

module.exports = function slimVersionDataLoader(source) {
  return slimVersionProp(source, this.getOptions().keep);
};
