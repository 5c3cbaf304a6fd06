// Types for this site's custom client directives in .astro files.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:session'?: boolean;
    'client:tap'?: boolean;
  }
}
export {};
