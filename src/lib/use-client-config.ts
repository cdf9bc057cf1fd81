/** React access to the client config: the plugins' published options, the same on the server and the client. */
import {useMemo} from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
import type {GlobalData} from '@site/src/config/plugin-data';
import {clientConfigOf, type ClientConfig} from './client-config';

export function useClientConfig(): ClientConfig {
  const globalData = useGlobalData() as GlobalData;
  return useMemo(() => clientConfigOf(globalData), [globalData]);
}
