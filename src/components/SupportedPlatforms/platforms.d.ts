/** The material-catalog plugin's platform facts (plugins/material-catalog/platforms.ts). */
declare module '@generated/material-catalog/default/platforms.json' {
  const data: {
    packages: {name: string; version: string; engines: Record<string, string>; browserslist: unknown; react: Record<string, string>}[];
    portal: {browserslist: unknown};
  };
  export default data;
}
