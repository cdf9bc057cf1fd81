/**
 * Plan badges and New / Unstable / Planned chips, shared by the sidebar, the page header and the
 * API pages (`<PlanBadge plan="pro" />`). Plain React and CSS: no MUI in the chrome. Every badge
 * carries a stable hook (`data-plan`, `data-flag`) for tests and styles.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {LICENSING_PATH, navFlagNames, type NavFlagName, type NavFlags, type NavPlan} from '@site/src/lib/nav-flags';
import styles from './styles.module.css';

export {useNavFlags} from './useNavFlags';

type Size = 'small' | 'medium';

function planLabel(plan: NavPlan): string {
  return plan === 'pro'
    ? translate({id: 'nav.badge.pro', message: 'Pro', description: 'Badge of pages and features that need a Pro license'})
    : translate({id: 'nav.badge.premium', message: 'Premium', description: 'Badge of pages and features that need a Premium license'});
}

function planTitle(plan: NavPlan): string {
  return plan === 'pro'
    ? translate({id: 'nav.badge.pro.title', message: 'Needs a Pro license: see licensing'})
    : translate({id: 'nav.badge.premium.title', message: 'Needs a Premium license: see licensing'});
}

function flagLabel(flag: NavFlagName): string {
  switch (flag) {
    case 'new':
      return translate({id: 'nav.flag.new', message: 'New', description: 'Chip of a feature added recently'});
    case 'unstable':
      return translate({id: 'nav.flag.unstable', message: 'Unstable', description: 'Chip of a feature whose API may still change'});
    case 'planned':
      return translate({id: 'nav.flag.planned', message: 'Planned', description: 'Chip of a feature that is not available yet'});
  }
}

function flagTitle(flag: NavFlagName): string {
  switch (flag) {
    case 'new':
      return translate({id: 'nav.flag.new.title', message: 'Added recently'});
    case 'unstable':
      return translate({id: 'nav.flag.unstable.title', message: 'The API may still change in a minor release'});
    case 'planned':
      return translate({id: 'nav.flag.planned.title', message: 'Planned: not available yet'});
  }
}

/** The plan badge; a link to the licensing page unless `link` is false (e.g. inside another link). */
export function PlanBadge({
  plan,
  link = true,
  size = 'small',
  onNavigate,
}: {
  plan: NavPlan;
  link?: boolean;
  size?: Size;
  /** Called when the badge link is followed (the mobile sidebar closes itself this way). */
  onNavigate?: () => void;
}): ReactNode {
  const className = clsx(styles.badge, styles[plan], styles[size]);
  const title = planTitle(plan);
  if (!link) {
    return (
      <span className={className} data-plan={plan} title={title}>
        {planLabel(plan)}
      </span>
    );
  }
  return (
    <Link to={LICENSING_PATH} className={className} data-plan={plan} title={title} onClick={onNavigate}>
      {planLabel(plan)}
    </Link>
  );
}

export function FlagChip({flag, size = 'small'}: {flag: NavFlagName; size?: Size}): ReactNode {
  return (
    <span className={clsx(styles.badge, styles.chip, styles[flag], styles[size])} data-flag={flag} title={flagTitle(flag)}>
      {flagLabel(flag)}
    </span>
  );
}

/** All badges of an entry, plan first. Renders nothing for an entry without flags. */
export default function NavBadges({
  flags,
  planLink = true,
  size = 'small',
  omit = [],
  className,
  onNavigate,
}: {
  flags: NavFlags | undefined;
  planLink?: boolean;
  size?: Size;
  /** Chips the caller already shows some other way. */
  omit?: NavFlagName[];
  className?: string;
  onNavigate?: () => void;
}): ReactNode {
  if (!flags) return null;
  const chips = navFlagNames(flags).filter((flag) => !omit.includes(flag));
  if (!flags.plan && chips.length === 0) return null;
  return (
    <span className={clsx(styles.badges, className)}>
      {flags.plan && <PlanBadge plan={flags.plan} link={planLink} size={size} onNavigate={onNavigate} />}
      {chips.map((flag) => (
        <FlagChip key={flag} flag={flag} size={size} />
      ))}
    </span>
  );
}
