/** Wrapped to register the portal's own navbar items (custom-* types used in docusaurus.config.ts). */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import VersionSwitcher from '@site/src/components/VersionSwitcher';
import ProductSwitcher from '@site/src/components/ProductSwitcher';
import SettingsButton from '@site/src/components/SettingsDrawer';

const PortalComponentTypes: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-versionSwitcher': VersionSwitcher,
  'custom-productSwitcher': ProductSwitcher,
  'custom-settings': SettingsButton,
};

export default PortalComponentTypes;
