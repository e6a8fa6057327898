/** The esbuild plugin that leaves vscode-languageserver's unused connection features out of a bundle. */
export const languageServerFeaturesLeftOut: import('esbuild').Plugin;
