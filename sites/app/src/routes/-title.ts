// A member tab's document title, in the public site's form ('Support | Mapato'), so a member who
// switches tabs or reads the history list knows which page is which. Routes pass the page's name
// as a message called in their `head`, so the title follows the app's language.
export const pageTitle = (page: string) => ({ meta: [{ title: `${page} | Mapato` }] });
