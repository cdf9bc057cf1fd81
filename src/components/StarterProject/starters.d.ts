/** The starter-projects plugin's data module (plugins/starter-projects/projects.ts, `StarterSummary`). */
declare module '@generated/starter-projects/default/starters.json' {
  const data: {
    id: string;
    demoName: string;
    files: string[];
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  }[];
  export default data;
}
