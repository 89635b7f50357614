/**
 * Conditions a story's picture waits on instead of a fixed delay: a painted frame (so every font
 * in use has started loading), the document's fonts, its images, every same-origin frame's
 * document in turn (loaded, painted, its own fonts), then one more painted frame. A frame from
 * another origin cannot be read; it is awaited only while it is still navigating.
 */
export async function pageSettled(doc: Document): Promise<void> {
  const view = doc.defaultView ?? window;
  await nextPaint(view);
  await doc.fonts.ready;
  await Promise.all([...doc.images].map(imageSettled));
  await Promise.all([...doc.querySelectorAll('iframe')].map(frameSettled));
  await nextPaint(view);
}

function imageSettled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  // A broken image counts as settled: the story shows its fallback.
  return image.decode().catch(() => undefined);
}

/** The frame's document while it is readable (same origin), else null. */
function frameDocument(frame: HTMLIFrameElement): Document | null {
  try {
    return frame.contentDocument;
  } catch {
    return null;
  }
}

/** Still on the initial about:blank while its own address loads (that blank reads 'complete'). */
function isNavigating(frame: HTMLIFrameElement, doc: Document): boolean {
  const src = frame.getAttribute('src');
  const onInitialBlank = doc.URL === 'about:blank' && Boolean(src) && src !== 'about:blank';
  return onInitialBlank || doc.readyState !== 'complete';
}

async function frameSettled(frame: HTMLIFrameElement): Promise<void> {
  const before = frameDocument(frame);
  if (before && isNavigating(frame, before)) {
    await new Promise<void>((resolve) =>
      frame.addEventListener('load', () => resolve(), { once: true }),
    );
  }
  const doc = frameDocument(frame);
  if (doc) await pageSettled(doc);
}

function nextPaint(view: Window): Promise<void> {
  return new Promise((resolve) =>
    view.requestAnimationFrame(() => view.requestAnimationFrame(() => resolve())),
  );
}
