// Types for this site's custom client directive in .astro files.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:session'?: boolean;
  }
}
export {};
