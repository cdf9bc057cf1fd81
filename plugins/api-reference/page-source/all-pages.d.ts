// Generated per locale by the plugin (pagePath -> page data); resolved by a webpack alias.
declare module '@api-reference/all-pages' {
  const pages: Record<string, unknown>;
  export default pages;
}
