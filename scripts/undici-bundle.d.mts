/** The esbuild plugins through which the client bundle takes undici. */
export const UNDICI_PLUGINS: import('esbuild').Plugin[];
