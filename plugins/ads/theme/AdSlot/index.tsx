/**
 * The one ad slot of a doc page, below the title. Its height is reserved in CSS before anything
 * loads, so whichever ad arrives (or none) the page never shifts. Plain React + a CSS module: no
 * MUI on pages that have no demos.
 */
import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import inHouse from '@generated/portal-ads/default/in-house-ads.json';
import {useClientConfig} from '@site/src/lib/use-client-config';
import {afterNextPaint} from '@site/src/lib/after-next-paint';
import {isSampled, trackEvent} from '@site/src/lib/analytics';
import {createTranslator} from '@site/src/lib/translations';
import {inHouseTextKey} from '@site/src/config/in-house-ads';
import {startAdDisplay, type AdDisplayState} from '../../display';
import {createImpressionTracker} from '../../impressions';
import {clipText, safeUrl} from '../../sanitize';
import {AD_MAX_DESCRIPTION_CHARS, AD_MAX_SHORT_TEXT_CHARS} from '../../constants';
import AdErrorBoundary from './AdErrorBoundary';
import AdCard from '../AdCard';
import AdBlockAppeal from '../AdBlockAppeal';
import styles from './styles.module.css';

const impressions = createImpressionTracker();
let displayCounter = 0;

function sourceOf(state: AdDisplayState): string {
  return state.kind.startsWith('network') ? 'network' : state.kind;
}

function InHouse({state, onClick}: {state: AdDisplayState & {kind: 'in-house'}; onClick: () => void}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const t = useMemo(() => createTranslator(inHouse.translations, i18n.currentLocale), [i18n.currentLocale]);
  const ad = inHouse.ads[state.inHouseIndex];
  if (!ad) return null;
  const base = window.location.href;
  const href = safeUrl(ad.link.startsWith('/') ? withBaseUrl(ad.link) : ad.link, base);
  if (!href) return null;
  return (
    <AdCard
      shape={state.shape}
      source="in-house"
      external={false}
      href={href}
      image={safeUrl(withBaseUrl(ad.img), base)}
      header={clipText(t(inHouseTextKey(ad, 'descriptionHeader')), AD_MAX_SHORT_TEXT_CHARS)}
      description={clipText(t(inHouseTextKey(ad, 'description')), AD_MAX_DESCRIPTION_CHARS)}
      poweredBy={clipText(ad.poweredby, AD_MAX_SHORT_TEXT_CHARS)}
      onClick={onClick}
    />
  );
}

function AdContent({state, onClick}: {state: AdDisplayState; onClick: () => void}): ReactNode {
  switch (state.kind) {
    case 'network-json':
      return (
        <AdCard
          shape={state.shape}
          source="network"
          external
          href={state.ad.link}
          image={state.ad.image}
          header={state.ad.company}
          description={state.ad.description}
          poweredBy=""
          onClick={onClick}
        />
      );
    case 'in-house':
      return <InHouse state={state} onClick={onClick} />;
    case 'adblock-appeal':
      return <AdBlockAppeal />;
    default:
      return null; // waiting, or the network's script draws its own ad in the script host
  }
}

function AdDisplay(): ReactNode {
  const {ads} = useClientConfig();
  const scriptHost = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AdDisplayState | null>(null);

  useEffect(() => {
    const host = scriptHost.current;
    if (!host) return undefined;
    const random = Math.random;
    const displayId = String((displayCounter += 1));
    let stop = () => {};
    // The ad starts once the page's first frame is on screen: appending the network's script (or
    // the request) and the first 'waiting' render come after a page switch, not in it.
    const cancelStart = afterNextPaint(() => {
      stop = startAdDisplay({
        scriptUrl: ads.scriptUrl,
        jsonUrl: ads.jsonUrl,
        elementSelector: ads.elementSelector,
        scriptHost: host,
        inHouseCount: inHouse.ads.length,
        random,
        pageUrl: window.location.href,
        onChange: setState,
        onDisplay: (shown) => {
          if (shown.kind === 'network-json') impressions.fire(displayId, shown.ad.impressionUrls);
          if (isSampled(ads.displaySampleRate, random)) {
            trackEvent('ad', {ad_action: 'display', ad_source: sourceOf(shown), ad_shape: shown.shape});
          }
        },
      });
    });
    return () => {
      cancelStart();
      stop();
      host.replaceChildren();
    };
  }, [ads]);

  const onClick = () => {
    if (state) trackEvent('ad', {ad_action: 'click', ad_source: sourceOf(state), ad_shape: state.shape});
  };
  const networkShown = state?.kind === 'network-script';

  return (
    <>
      {/* The network's script is appended here and draws its ad here; React never renders into it. */}
      <div ref={scriptHost} className={styles.layer} hidden={state !== null && state.kind !== 'waiting' && !networkShown} />
      {state && !networkShown && (
        <div className={styles.layer}>
          <AdErrorBoundary onCrash={(error) => trackEvent('ad-crash', {ad_source: sourceOf(state), error: clipText(error.message, 100)})}>
            <AdContent state={state} onClick={onClick} />
          </AdErrorBoundary>
        </div>
      )}
    </>
  );
}

export default function AdSlot(): ReactNode {
  const {pathname} = useLocation();
  return (
    <div className={styles.slot} data-ad-slot="">
      {/* A new page is a new display: keyed by path so polling and choices start over. */}
      <AdDisplay key={pathname} />
    </div>
  );
}
