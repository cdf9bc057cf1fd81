/** Every number of the ad rules, in one place. */
import {BREAKPOINTS_PX, SPACING_UNIT_PX} from '../../src/config/layout';

/** Time between two checks for the network's ad element. */
export const AD_POLL_INTERVAL_MS = 500;
/** Checks made at most; then polling stops whatever is shown. */
export const AD_MAX_POLLS = 30;
/** The fallback (in-house ad or ad-block appeal) is shown once more than this many polls found nothing. */
export const AD_FALLBACK_AFTER_POLLS = 6;
/** Share of fallbacks that show the ad-block appeal instead of an in-house ad. */
export const AD_BLOCK_APPEAL_PROBABILITY = 0.2;
/** Share of displays that take the inline (one-line) shape instead of the image shape. */
export const AD_INLINE_SHAPE_PROBABILITY = 0.2;
/** Fetched with up to 10 retries when no valid ad comes back: a retry is a request after the first, so the JSON is requested at most 1 + 10 times. */
export const AD_FETCH_MAX_RETRIES = 10;
export const AD_FETCH_MAX_ATTEMPTS = 1 + AD_FETCH_MAX_RETRIES;

/** Reserved height of the slot below the sm breakpoint, and from it. */
export const AD_SLOT_MIN_HEIGHT_PX = 142;
export const AD_SLOT_MIN_HEIGHT_SM_PX = 126;
/** MUI's `sm` breakpoint: the slot's two heights switch where the theme's layouts do. */
export const SM_BREAKPOINT_PX = BREAKPOINTS_PX.sm;
export {SPACING_UNIT_PX};
/** Vertical margin, in the theme's spacing units. */
export const AD_SLOT_MARGIN_SPACING_UNITS = 3;

/** Ad text is untrusted and may be huge: these cap what is rendered. */
export const AD_MAX_SHORT_TEXT_CHARS = 80;
export const AD_MAX_DESCRIPTION_CHARS = 240;
export const AD_MAX_URL_CHARS = 2048;
/** At most this many impression pixels are fired for one ad (a hostile record could list thousands). */
export const AD_MAX_PIXELS = 5;
