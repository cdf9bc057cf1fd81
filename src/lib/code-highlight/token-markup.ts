/**
 * A token's span as prism-react-renderer's `getTokenProps` gives it, minus the inline colours: the
 * code theme's CSS colours tokens by class (plugins/static-highlight/theme-css.ts). Shared by MDX
 * code blocks and demo sources so both keep the markup that CSS expects.
 */
import clsx from 'clsx';
import type {Token} from 'prism-react-renderer';

// What prism-react-renderer gives an empty line's placeholder token.
const EMPTY_TOKEN_STYLE = {display: 'inline-block'} as const;

export function tokenMarkup(token: Token, className?: string) {
  return {className: clsx('token', ...token.types, className), style: token.empty ? EMPTY_TOKEN_STYLE : undefined, children: token.content};
}
