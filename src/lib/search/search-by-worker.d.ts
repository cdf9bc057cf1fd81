// The search plugin ships its client code as plain JS without types; lunr has no types installed.
declare module 'lunr' {
  type StopWordFilter = (word: string) => string | undefined;
  const lunr: {
    Index: {load(serialized: unknown): unknown};
    stopWordFilter: StopWordFilter;
    zh: {stopWordFilter: StopWordFilter};
  };
  export default lunr;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** Index file name with a `{dir}` slot for the context (`-x-react-data-grid`). */
  export const searchIndexUrl: string;
  export const language: string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartTerms' {
  export function smartTerms(tokens: string[], zhDictionary: string[]): {value: string; trailing?: boolean}[][];
}
