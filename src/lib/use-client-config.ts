/**
 * React access to the client config. The server render and the first client render use the
 * build-time values only (so hydration matches); the test override is applied after mount.
 */
import {useEffect, useMemo, useState} from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
import type {GlobalData} from '@site/src/config/plugin-data';
import {clientConfigBase, readTestOverride, resolveClientConfig, type ClientConfig, type ClientConfigBase} from './client-config';

/** The plugins' published options (no test override): the same on the server and the client. */
export function useClientConfigBase(): ClientConfigBase {
  const globalData = useGlobalData() as GlobalData;
  return useMemo(() => clientConfigBase(globalData), [globalData]);
}

export function useClientConfig(): ClientConfig {
  const base = useClientConfigBase();
  const [config, setConfig] = useState(() => resolveClientConfig(base, undefined));
  useEffect(() => {
    const override = readTestOverride();
    if (override !== undefined) setConfig(resolveClientConfig(base, override));
  }, [base]);
  return config;
}
