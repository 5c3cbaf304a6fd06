// A member tab's document title, in the public site's form ('Support | Mapato'), so a member who
// switches tabs or reads the history list knows which page is which.
export const pageTitle = (page: string) => ({ meta: [{ title: `${page} | Mapato` }] });
