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

// The breakpoint and spacing unit come from src/config/layout.ts, as the MUI theme's do.
test("the slot CSS reserves the constants' sizes, switching at the theme's sm breakpoint", () => {
  const [base, sm] = css.split('@media');
  expect(base).toContain(`min-height: ${AD_SLOT_MIN_HEIGHT_PX}px;`);
  expect(base).toContain(`margin: ${AD_SLOT_MARGIN_SPACING_UNITS * SPACING_UNIT_PX}px 0;`);
  expect(sm).toContain(`(min-width: ${SM_BREAKPOINT_PX}px)`);
  expect(sm).toContain(`min-height: ${AD_SLOT_MIN_HEIGHT_SM_PX}px;`);
});
