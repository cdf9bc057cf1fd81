// Bundler loader for Docusaurus's generated code translation table: leaves out the keys every
// module that uses them now carries inlined (scan.ts decides which).
module.exports = function translationTableLoader(source) {
  const {drop} = this.getOptions();
  const table = JSON.parse(source);
  for (const key of drop) delete table[key];
  return JSON.stringify(table);
};
