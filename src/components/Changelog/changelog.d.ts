/** The material-changelog plugin's data module (plugins/material-changelog/model.ts). */
declare module '@generated/material-changelog/default/changelog.json' {
  type Inline =
    | {t: 'text' | 'strong'; v: string; href?: undefined}
    | {t: 'code' | 'tag'; v: string; href?: string}
    | {t: 'link'; v: string; href: string};
  type Block =
    | {kind: 'heading'; level: 3 | 4; parts: Inline[]}
    | {kind: 'item'; depth: number; parts: Inline[]}
    | {kind: 'paragraph'; parts: Inline[]};
  const data: {
    sources: {
      id: string;
      label: string;
      packageName: string;
      installedVersion: string;
      releases: {version: string; date: string; blocks: Block[]}[];
    }[];
  };
  export default data;
}
