/**
 * Shown while a screen's code loads. Plain markup on purpose: it is in the entry chunk, which must
 * not carry the design system's JavaScript (the design system's CSS styles the body).
 */
export function ScreenLoading() {
  return (
    <main aria-busy="true">
      <p role="status">Loading…</p>
    </main>
  );
}
