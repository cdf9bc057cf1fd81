/** The client config for client modules (outside React): the plugins' published options plus the test override. */
import globalData from '@generated/globalData';
import type {GlobalData} from '@site/src/config/plugin-data';
import {clientConfigBase, readTestOverride, resolveClientConfig, type ClientConfig} from './client-config';

export function getClientConfig(): ClientConfig {
  return resolveClientConfig(clientConfigBase(globalData as GlobalData), readTestOverride());
}
