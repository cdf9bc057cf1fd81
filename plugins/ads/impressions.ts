/** Fires impression pixels once per display, however often the caller asks. */
export type LoadPixel = (url: string) => void;

export const loadPixelWithImage: LoadPixel = (url) => {
  const img = new Image();
  img.referrerPolicy = 'no-referrer-when-downgrade';
  img.src = url;
};

export function createImpressionTracker(load: LoadPixel = loadPixelWithImage) {
  const fired = new Set<string>();
  return {
    /** Fires `urls` for `displayId` unless that display already fired. Returns whether it fired. */
    fire(displayId: string, urls: readonly string[]): boolean {
      if (fired.has(displayId)) return false;
      fired.add(displayId);
      for (const url of urls) load(url);
      return true;
    },
  };
}
