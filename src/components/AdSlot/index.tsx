import type {ReactNode} from 'react';

/** The one ad slot of a doc page, below the title (filled in by the ads issue). */
export default function AdSlot(): ReactNode {
  return null;
}
