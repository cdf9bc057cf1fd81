/**
 * Calls `then` once the next frame has been painted (an animation frame, then a message: it runs
 * after that frame's rendering); returns a cancel function. For work that may wait until a new
 * page's first frame is on screen.
 */
export function afterNextPaint(then: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) then();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
