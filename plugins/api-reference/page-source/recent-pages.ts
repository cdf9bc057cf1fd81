/**
 * The API pages a reader saw last in this tab, parsed, so Back to one renders it whole in the same
 * pass as its route, as a doc page does: the browser then restores the reader's scroll position
 * into a page of full height. Without it, Back fetched the data again and the browser restored
 * into the short page shown meanwhile (the reader landed near the top). Bounded: the Data Grid
 * page's data is ~100 KB of JSON.
 */
export class RecentPages<T> {
  private readonly pages = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(pagePath: string): T | undefined {
    return this.pages.get(pagePath);
  }

  set(pagePath: string, page: T): void {
    this.pages.delete(pagePath); // re-inserted last: the least recently stored page goes first
    this.pages.set(pagePath, page);
    if (this.pages.size > this.limit) this.pages.delete(this.pages.keys().next().value as string);
  }
}
