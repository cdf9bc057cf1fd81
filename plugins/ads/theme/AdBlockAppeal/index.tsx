import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Shown instead of an in-house ad in a share of fallbacks: the network ad was probably blocked. */
export default function AdBlockAppeal(): ReactNode {
  return (
    <div className={styles.appeal} data-ad-source="adblock-appeal">
      <strong className={styles.title}>
        <Translate id="ads.adblockAppeal.title" description="Title of the message asking readers to allow ads">
          These docs are partly funded by ads
        </Translate>
      </strong>
      <span>
        <Translate id="ads.adblockAppeal.body" description="Message asking readers to allow ads on the site">
          If your ad blocker allows it, please consider letting ads show on this site. It helps us keep the documentation free.
        </Translate>
      </span>
    </div>
  );
}
