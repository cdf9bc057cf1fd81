/**
 * A long page's content after its first screen (the page-rest remark plugin wraps it). On a
 * link navigation it renders in the frame after the first one, as a transition, so the new page's
 * heading and first screen paint without waiting for the whole page to render and lay out. Until
 * then a window-high space keeps the footer out of view.
 */
import React, {type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHeldUntilPainted} from '@site/src/lib/use-held-until-painted';
import {mayRenderRestLater} from '../../page-rest';
import styles from './styles.module.css';

export default function PageRest({children}: {children: ReactNode}): ReactNode {
  const {action} = useHistory();
  const {hash, search} = useLocation();
  const hydrated = useIsBrowser();
  const held = useHeldUntilPainted(() => mayRenderRestLater({hydrated, action, hash, search}));
  // A hash or query arriving before that frame (a table-of-contents click) needs its target now.
  const waiting = held && hash === '' && search === '';
  return waiting ? <div className={styles.pending} data-page-rest="pending" /> : children;
}
