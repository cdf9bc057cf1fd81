/** The JSX text of a playground choice, as a reader would paste it into their code. Pure. */

/** A prop value the page may fix (JSON-like: what an MDX attribute can hold without code). */
export type FixedValue = string | number | boolean | null | FixedValue[] | {[key: string]: FixedValue};

/** Longest single-line element before the props go one per line (Prettier's default width). */
export const LINE_WIDTH = 80;

function attribute(name: string, value: FixedValue): string {
  if (value === true) return name;
  if (typeof value === 'string' && !/["\n{}]/.test(value)) return `${name}="${value}"`;
  return `${name}={${JSON.stringify(value)
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1: ')
    .replace(/,(?=\S)/g, ', ')}}`;
}

/**
 * `<Button variant="contained" size="large">Send invoice</Button>`: the page's fixed props first,
 * then the reader's changes in the controls' order; `children` (text) goes between the tags.
 */
export function jsxOfChoice(
  component: string,
  fixed: Readonly<Record<string, FixedValue>>,
  changed: Readonly<Record<string, FixedValue>>,
): string {
  const {children, ...fixedProps} = fixed;
  const attributes = Object.entries({...fixedProps, ...changed}).map(([name, value]) => attribute(name, value));
  const inner =
    typeof children === 'string' ? children : children === undefined || children === null ? '' : `{${JSON.stringify(children)}}`;
  const close = inner ? `>${inner}</${component}>` : ' />';
  const oneLine = `<${component}${attributes.map((a) => ` ${a}`).join('')}${close}`;
  if (oneLine.length <= LINE_WIDTH || attributes.length === 0) return oneLine;
  const opening = `<${component}\n${attributes.map((a) => `  ${a}\n`).join('')}`;
  return inner ? `${opening}>\n  ${inner}\n</${component}>` : `${opening}/>`;
}
