/** Carries a code block's build-time tokens (its `data-tokens` attribute) from CodeBlock to its content. */
import {createContext} from 'react';

export const StaticTokensContext = createContext<string | undefined>(undefined);
