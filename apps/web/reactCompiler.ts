import babel from '@rolldown/plugin-babel';
import { reactCompilerPreset } from '@vitejs/plugin-react';

/**
 * React Compiler (babel-plugin-react-compiler) on the app's own components and hooks, for the
 * build and the tests alike. It memoises what they render, so an answer that changes one part of a
 * screen (the profile logo, the building types) re-renders that part, not the whole screen
 * (docs/adr/0017). packages/ui ships built JavaScript and is left as it is.
 */
export function reactCompiler() {
  const preset = reactCompilerPreset();
  preset.rolldown.filter = {
    ...preset.rolldown.filter,
    id: { include: /[\\/]apps[\\/]web[\\/]src[\\/]/ },
  };
  return babel({ presets: [preset] });
}
