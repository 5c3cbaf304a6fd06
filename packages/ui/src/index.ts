// The ui package is built in a later issue; it exports nothing yet.
export {};
