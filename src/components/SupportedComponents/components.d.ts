/** The material-catalog plugin's component list (plugins/material-catalog/components.ts, `SupportedComponent`). */
declare module '@generated/material-catalog/default/components.json' {
  const data: {name: string; api: string; guides: {title: string; path: string}[]}[];
  export default data;
}
