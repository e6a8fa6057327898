// Server command ids the language service itself names (in its code actions). This module imports nothing, so the
// service stays usable in the CLI bundle, which carries only the protocol's plain types (customMessages.ts re-exports
// these for the client and the server).

/** Creates a page file through the server, for clients that cannot apply a file creation in a workspace edit:
 * arguments `[uri, text]`; the server writes the file only when it is new and stays inside its site. */
export const CREATE_PAGE_FILE_COMMAND = 'docsite.server.createPageFile';
