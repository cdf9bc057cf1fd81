/** The client config for client modules (outside React): build-time config plus the test override. */
import siteConfig from '@generated/docusaurus.config';
import type {PortalConfig} from '@site/src/config/portal';
import {readTestOverride, resolveClientConfig, type ClientConfig} from './client-config';

export function getClientConfig(): ClientConfig {
  return resolveClientConfig(siteConfig.customFields!.portal as PortalConfig, readTestOverride());
}
