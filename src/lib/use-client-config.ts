/**
 * React access to the client config. The server render and the first client render use the
 * build-time values only (so hydration matches); the test override is applied after mount.
 */
import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PortalConfig} from '@site/src/config/portal';
import {readTestOverride, resolveClientConfig, type ClientConfig} from './client-config';

export function usePortalConfig(): PortalConfig {
  return useDocusaurusContext().siteConfig.customFields!.portal as PortalConfig;
}

export function useClientConfig(): ClientConfig {
  const portal = usePortalConfig();
  const [config, setConfig] = useState(() => resolveClientConfig(portal, undefined));
  useEffect(() => {
    const override = readTestOverride();
    if (override !== undefined) setConfig(resolveClientConfig(portal, override));
  }, [portal]);
  return config;
}
