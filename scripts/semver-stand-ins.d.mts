/** The module text of each stand-in, by the name of the semver function it replaces. */
export const SEMVER_STAND_INS: Record<'parse' | 'satisfies', string>;
/** The esbuild plugin that puts them in place of semver's modules. */
export const semverStandIns: import('esbuild').Plugin;
