// The web site is built in a later issue.
export {};
