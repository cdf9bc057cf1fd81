/**
 * What a reader of a translated locale is told when a page's translation is behind its English
 * page, or missing (the English page is shown): since when, with links to the English page and to
 * the translator guide. Rendered at the top of the page body by the plugin's remark step.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/TranslationNotice';
import {defaultLocalePath} from '../../english-path';
import styles from './styles.module.css';

/** The translator guide's page (src/pages/translating.mdx, which shows i18n/README.md). */
const GUIDE_PATH = '/translating';

export default function TranslationNotice({state, changed}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  // The English page's language, as the site's locale configuration declares it.
  const defaultLang = i18n.localeConfigs[i18n.defaultLocale]?.htmlLang ?? i18n.defaultLocale;
  const guide = useBaseUrl(GUIDE_PATH);
  const english = defaultLocalePath(pathname, siteConfig.baseUrl);
  const date = <time dateTime={changed}>{changed}</time>;
  return (
    <div className={styles.notice} role="note" data-translation-notice={state}>
      <p className={styles.text}>
        {state === 'stale' ? (
          <Translate
            id="translationNotice.stale"
            description="A translated page whose English source changed after it was translated"
            values={{date}}
          >
            {'This translation is behind the English page, which changed on {date}.'}
          </Translate>
        ) : (
          <Translate id="translationNotice.missing" description="A page shown in English because it has no translation yet" values={{date}}>
            {'This page is not translated yet: you are reading the English page (last changed on {date}).'}
          </Translate>
        )}
      </p>
      <p className={styles.links}>
        {/* A plain link: the English page is another locale's build, not a client-side route of this one. */}
        <a href={english} lang={defaultLang} hrefLang={defaultLang}>
          <Translate id="translationNotice.english" description="Link to the English version of the page">
            Read the English page
          </Translate>
        </a>
        <Link to={guide}>
          <Translate id="translationNotice.guide" description="Link to the translator guide">
            Help translate it
          </Translate>
        </Link>
      </p>
    </div>
  );
}
