/** The client config for client modules (outside React): the plugins' published options. */
import globalData from '@generated/globalData';
import type {GlobalData} from '@site/src/config/plugin-data';
import {clientConfigOf, type ClientConfig} from './client-config';

export function getClientConfig(): ClientConfig {
  return clientConfigOf(globalData as GlobalData);
}
