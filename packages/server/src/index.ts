// @vitrine/server: the reference server (issue 5). Under construction; modules export from here as
// they land.
export {};
