/** `DataGridPro` -> `data-grid-pro`, `Unstable_TrapFocus` -> `unstable-trap-focus`, `GridAPIRef` -> `grid-api-ref`. */
export function toKebab(name: string): string {
  return name
    .replace(/_+/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/-+/g, '-')
    .toLowerCase();
}
