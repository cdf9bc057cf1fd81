/** Wraps theme-classic's MDX components: Markdown tables become keyboard-scrollable (MarkdownTable). */
import MDXComponents from '@theme-original/MDXComponents';
import MarkdownTable from '@site/src/components/MarkdownTable';

export default {...MDXComponents, table: MarkdownTable};
