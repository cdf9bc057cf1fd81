/** The csp-example plugin's data module (plugins/csp-example/policy.ts). */
declare module '@generated/csp-example/default/csp-example.json' {
  const data: {directives: [string, string[]][]; headers: [string, string][]};
  export default data;
}
