/**
 * Ejected because theme-classic's version runs prism-react-renderer's `Highlight`, which puts Prism
 * in every page's JS and tokenizes every block during hydration. This one renders lines tokenized
 * at build time (use-code-lines.ts) with the same markup and class names, coloured by CSS.
 */
import React, {forwardRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import type {LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import {tokenMarkup} from '@site/src/lib/code-highlight/token-markup';
import {useCodeLines} from './use-code-lines';
import styles from './styles.module.css';

function getLineProps({className, line: _line, style: _style, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className)};
}

function getTokenProps({token, className, style: _style, ...rest}: TokenInputProps): TokenOutputProps {
  return {...rest, ...tokenMarkup(token, className)};
}

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  // tabIndex: scrollable code must be reachable by keyboard.
  return <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />;
});

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
      style={{...props.style, counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined}}
    />
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const language = metadata.language.toLowerCase();
  const lines = useCodeLines(metadata.code, language);
  return (
    <Pre ref={wordWrap.codeBlockRef} className={clsx(className, `prism-code language-${language}`)}>
      <Code>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={metadata.lineClassNames[i]}
            showLineNumbers={metadata.lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}
