/** Reads what plugins/nav-flags published for the current locale build. */
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {navPathKey, type NavFlags, type NavFlagsGlobalData} from '@site/src/lib/nav-flags';

function useNavFlagsData(): {data: NavFlagsGlobalData; baseUrl: string} {
  const data = usePluginData('nav-flags') as NavFlagsGlobalData;
  const {siteConfig} = useDocusaurusContext();
  return {data, baseUrl: siteConfig.baseUrl};
}

/** Flags of the entry that links to `href` (a permalink or a sidebar link's href). */
export function useNavFlags(href: string | undefined): NavFlags | undefined {
  const {data, baseUrl} = useNavFlagsData();
  return href === undefined ? undefined : data.flags[navPathKey(href, baseUrl)];
}

/** Previous/next overrides for the doc at `permalink` (undefined: keep Docusaurus's). */
export function usePaginationOverride(permalink: string): NavFlagsGlobalData['pagination'][string] | undefined {
  const {data, baseUrl} = useNavFlagsData();
  return data.pagination[navPathKey(permalink, baseUrl)];
}
