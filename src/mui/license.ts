/**
 * The MUI X license key for Pro and Premium demos, from `MUI_X_LICENSE_KEY` at build time
 * (customFields.muiXLicenseKey). Without one the demos still run and show the vendor's watermark.
 */
import {LicenseInfo} from '@mui/x-license';

let applied: string | undefined;

/** Sets the key once; a missing or blank key leaves the packages in their unlicensed mode. */
export function applyLicenseKey(key: unknown): boolean {
  if (typeof key !== 'string' || key.trim() === '') return false;
  if (applied !== key) {
    LicenseInfo.setLicenseKey(key.trim());
    applied = key;
  }
  return true;
}
