import {LicenseInfo} from '@mui/x-license';
import {applyLicenseKey} from '../license';

test('a configured key reaches the MUI X license store; a blank one does not', () => {
  expect(applyLicenseKey('')).toBe(false);
  expect(applyLicenseKey(undefined)).toBe(false);
  expect(LicenseInfo.getLicenseKey()).toBeFalsy();
  expect(applyLicenseKey(' test-key ')).toBe(true);
  expect(LicenseInfo.getLicenseKey()).toBe('test-key');
});
