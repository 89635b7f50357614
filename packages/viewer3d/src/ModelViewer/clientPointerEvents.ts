import { events as createPointerEvents } from '@react-three/fiber';
import type { EventManager, RootState } from '@react-three/fiber';

type RootStore = Parameters<typeof createPointerEvents>[0];

/**
 * fiber's pointer events, but aimed from clientX/clientY against the canvas's box rather than
 * offsetX/offsetY, which are 0 for events that assistive tools and tests dispatch.
 */
export function clientPointerEvents(store: RootStore): EventManager<HTMLElement> {
  return {
    ...createPointerEvents(store),
    compute(event: { clientX: number; clientY: number }, state: RootState) {
      const box = state.gl.domElement.getBoundingClientRect();
      state.pointer.set(
        ((event.clientX - box.left) / box.width) * 2 - 1,
        -((event.clientY - box.top) / box.height) * 2 + 1,
      );
      state.raycaster.setFromCamera(state.pointer, state.camera);
    },
  };
}
