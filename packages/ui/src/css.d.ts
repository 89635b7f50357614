/** Plain stylesheets (the Inter font faces of @fontsource/inter) imported for their side effect. */
declare module '*.css';
