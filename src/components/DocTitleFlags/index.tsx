import type {ReactNode} from 'react';

/** Plan / new / unstable flags beside a doc's title (filled in by the navigation issue). */
export default function DocTitleFlags(): ReactNode {
  return null;
}
