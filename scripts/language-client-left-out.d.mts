export const LANGUAGE_CLIENT_LEFT_OUT: Record<string, { feature: string; capability: string; method: string }>;
/** The esbuild plugin that leaves those features out of a bundle. */
export const languageClientFeaturesLeftOut: import('esbuild').Plugin;
