import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import NavBadges, {useNavFlags} from '@site/src/components/NavBadge';
import styles from './styles.module.css';

/** Plan / new / unstable / planned badges beside a doc's title (flags from plugins/nav-flags). */
export default function DocTitleFlags(): ReactNode {
  const {metadata} = useDoc();
  const flags = useNavFlags(metadata.permalink);
  return <NavBadges flags={flags} size="medium" className={styles.flags} />;
}
