import fs from 'node:fs';
import path from 'node:path';
import {
  AD_SLOT_MARGIN_SPACING_UNITS,
  AD_SLOT_MIN_HEIGHT_PX,
  AD_SLOT_MIN_HEIGHT_SM_PX,
  SM_BREAKPOINT_PX,
  SPACING_UNIT_PX,
} from '../constants';

const css = fs.readFileSync(path.join(__dirname, '../theme/AdSlot/styles.module.css'), 'utf8');

test('the spec numbers: 142 px, 126 px from 600 px, 3 units of 8 px', () => {
  expect([AD_SLOT_MIN_HEIGHT_PX, AD_SLOT_MIN_HEIGHT_SM_PX, SM_BREAKPOINT_PX]).toEqual([142, 126, 600]);
  expect(AD_SLOT_MARGIN_SPACING_UNITS * SPACING_UNIT_PX).toBe(24);
});

test('the slot CSS reserves exactly those sizes', () => {
  const [base, sm] = css.split('@media');
  expect(base).toContain(`min-height: ${AD_SLOT_MIN_HEIGHT_PX}px;`);
  expect(base).toContain(`margin: ${AD_SLOT_MARGIN_SPACING_UNITS * SPACING_UNIT_PX}px 0;`);
  expect(sm).toContain(`(min-width: ${SM_BREAKPOINT_PX}px)`);
  expect(sm).toContain(`min-height: ${AD_SLOT_MIN_HEIGHT_SM_PX}px;`);
});
