/**
 * Docusaurus's `<Link>` (core's client/exports/Link.js), resolved here by the plugin's alias, with
 * one change: a link to an absolute path of the site renders an `<a>` that navigates through the
 * router's history (which never changes) instead of React Router's `<Link>`, which reads the
 * router's context and so renders again, with everything inside it, on every page switch: each
 * sidebar, footer and content link, and the whole page being left (React walks past the context
 * PageHandover keeps for it). Nav links (their active class follows the location) and relative
 * links keep React Router's components. Otherwise core's code: base URL, trailing slash, broken
 * link collection, prefetch in view and preload on hover.
 */
import React, {forwardRef, useCallback, useEffect, useImperativeHandle, useRef, type ReactNode} from 'react';
import {NavLink, Link as RRLink} from 'react-router-dom';
import {useHistory} from '@docusaurus/router';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props} from '@docusaurus/Link';
import {absoluteLinkHref, isAbsolutePath, navigationMethod, routerTakesClick} from './history-link';

// As core: only links that start with / get the base URL (relative ones would be rewritten wrongly).
const shouldAddBaseUrlAutomatically = (to: string) => to.startsWith('/');

type AnchorProps = React.ComponentProps<'a'>;

interface HistoryLinkProps extends AnchorProps {
  to: string;
  replace?: boolean;
  innerRef: (el: HTMLAnchorElement | null) => void;
}

/** React Router's Link for an absolute `to`, reading only the history. */
function HistoryLink({to, replace, innerRef, onClick, ...rest}: HistoryLinkProps): ReactNode {
  const history = useHistory();
  return (
    <a
      {...rest}
      ref={innerRef}
      href={absoluteLinkHref(to)}
      onClick={(event) => {
        try {
          onClick?.(event);
        } catch (error) {
          event.preventDefault();
          throw error;
        }
        if (!routerTakesClick(event, rest.target)) return;
        event.preventDefault();
        history[navigationMethod(to, history.location, replace)](to);
      }}
    />
  );
}

function Link(
  {isNavLink, to, href, activeClassName, isActive, 'data-noBrokenLinkCheck': noBrokenLinkCheck, autoAddBaseUrl = true, ...props}: Props,
  forwardedRef: React.ForwardedRef<HTMLAnchorElement | null>,
): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {trailingSlash, baseUrl} = siteConfig;
  const router = siteConfig.future.experimental_router;
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const innerRef = useRef<HTMLAnchorElement | null>(null);
  useImperativeHandle(forwardedRef, () => innerRef.current as HTMLAnchorElement);

  const targetLinkUnprefixed = to || href;
  const maybeAddBaseUrl = (str: string) => (autoAddBaseUrl && shouldAddBaseUrlAutomatically(str) ? withBaseUrl(str) : str);
  const isInternal = isInternalUrl(targetLinkUnprefixed);
  // `pathname://` marks a link to this site that must not go through the router.
  const targetLinkWithoutPathnameProtocol = targetLinkUnprefixed?.replace('pathname://', '');
  let targetLink =
    typeof targetLinkWithoutPathnameProtocol !== 'undefined' ? maybeAddBaseUrl(targetLinkWithoutPathnameProtocol) : undefined;
  if (router === 'hash' && targetLink?.startsWith('./')) targetLink = targetLink.slice(1);
  if (targetLink && isInternal) targetLink = applyTrailingSlash(targetLink, {trailingSlash, baseUrl});

  const preloaded = useRef(false);
  const IOSupported = ExecutionEnvironment.canUseIntersectionObserver;
  const ioRef = useRef<IntersectionObserver | undefined>(undefined);
  // Stable while the target is (core makes a new one, and a new observer, on every render).
  const handleRef = useCallback(
    (el: HTMLAnchorElement | null) => {
      innerRef.current = el;
      ioRef.current?.disconnect();
      if (!IOSupported || !el || !isInternal) return;
      // Prefetch the target once the link comes into view.
      ioRef.current = new window.IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (el !== entry.target || !(entry.isIntersecting || entry.intersectionRatio > 0)) continue;
          ioRef.current?.unobserve(el);
          ioRef.current?.disconnect();
          if (targetLink != null) window.docusaurus.prefetch(targetLink);
        }
      });
      ioRef.current.observe(el);
    },
    [IOSupported, isInternal, targetLink],
  );
  const onInteractionEnter = () => {
    if (!preloaded.current && targetLink != null) {
      window.docusaurus.preload(targetLink);
      preloaded.current = true;
    }
  };
  useEffect(() => {
    // Without IntersectionObserver, prefetch at once.
    if (!IOSupported && isInternal && ExecutionEnvironment.canUseDOM && targetLink != null) window.docusaurus.prefetch(targetLink);
    return () => {
      if (IOSupported && ioRef.current) ioRef.current.disconnect();
    };
  }, [ioRef, targetLink, IOSupported, isInternal]);

  const isAnchorLink = targetLink?.startsWith('#') ?? false;
  const hasInternalTarget = !props.target || props.target === '_self';
  const isRegularHtmlLink = !targetLink || !isInternal || !hasInternalTarget || (isAnchorLink && router !== 'hash');
  if (!noBrokenLinkCheck && (isAnchorLink || !isRegularHtmlLink)) brokenLinks.collectLink(targetLink);
  if (props.id) brokenLinks.collectAnchor(props.id);

  if (isRegularHtmlLink) {
    return (
      <a
        ref={innerRef}
        href={targetLink}
        {...(targetLinkUnprefixed && !isInternal && {target: '_blank', rel: 'noopener noreferrer'})}
        {...props}
      />
    );
  }
  const routed = {...props, onMouseEnter: onInteractionEnter, onTouchStart: onInteractionEnter, innerRef: handleRef, to: targetLink!};
  if (isNavLink) return <NavLink {...routed} isActive={isActive} activeClassName={activeClassName} />;
  // A hash router's paths, or a relative one, resolve against the location: React Router's Link.
  if (router === 'hash' || !isAbsolutePath(targetLink!)) return <RRLink {...routed} />;
  return <HistoryLink {...routed} />;
}

export default forwardRef(Link);
