/** Shapes of the changelog data the plugin writes and the changelog page renders. */

/** A piece of a changelog line: plain text, inline code, a link, or a `[Component]` tag. */
export type Inline =
  | {t: 'text'; v: string}
  | {t: 'strong'; v: string}
  | {t: 'code'; v: string; href?: string}
  | {t: 'link'; v: string; href: string}
  | {t: 'tag'; v: string; href?: string};

export type Block =
  /** A `###`/`####` heading inside a release (a package or a product group). */
  {kind: 'heading'; level: 3 | 4; parts: Inline[]} | {kind: 'item'; depth: number; parts: Inline[]} | {kind: 'paragraph'; parts: Inline[]};

export interface Release {
  version: string;
  /** The date line of the release as the file writes it (`Mar 5, 2026`), '' when it has none. */
  date: string;
  blocks: Block[];
}

export interface ChangelogSource {
  /** Id the page passes to `<Changelog source>`. */
  id: string;
  label: string;
  /** npm package whose installed CHANGELOG.md is read. */
  packageName: string;
  /** Installed version of that package: the newest release shown. */
  installedVersion: string;
  releases: Release[];
}

export interface ChangelogData {
  sources: ChangelogSource[];
}
