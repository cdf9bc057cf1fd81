import React from 'react';
import Translate from '@docusaurus/Translate';
import type {Plan} from '../../../../src/config/products';
import styles from './styles.module.css';

/** Pro / Premium marker; community (MIT) shows nothing. `data-plan` lets tests and CSS find it. */
export default function PlanBadge({plan}: {plan: Plan | undefined}): React.ReactNode {
  if (!plan || plan === 'community') return null;
  return (
    <span className={styles.badge} data-plan={plan}>
      {plan === 'pro' ? <Translate id="api.plan.pro">Pro</Translate> : <Translate id="api.plan.premium">Premium</Translate>}
    </span>
  );
}
