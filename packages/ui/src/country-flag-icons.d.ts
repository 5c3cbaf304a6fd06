// The package ships one flag per module ('country-flag-icons/string/3x2/KE') without types for
// them; each is its flag as an SVG string, like the typed index.
declare module 'country-flag-icons/string/3x2/KE' {
  const svg: string;
  export default svg;
}
