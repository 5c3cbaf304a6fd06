// The app site is built in a later issue.
export {};
