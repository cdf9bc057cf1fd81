import type {LoadContext, Plugin} from '@docusaurus/types';

/** Generated API reference (stub until the API reference issue lands). */
export default function apiReferencePlugin(_context: LoadContext): Plugin {
  return {name: 'api-reference'};
}
