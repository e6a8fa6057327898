// Stand-ins for the two semver functions vscode-languageclient calls, for the extension's client bundle
// (scripts/build.mjs). A unit test compares them with semver's own (test/unit/repo/semverStandIns.test.ts).

/**
 * vscode-languageclient checks at start that VS Code is at least the version it was built for (`^1.91.0`, the same as
 * the extension's `engines.vscode`, which VS Code itself enforces before it activates the extension). For that one
 * check it loads the semver package's parser and range matcher (6 KB of the VSIX). The client bundle takes, in their
 * place, the two functions it calls for a plain `major.minor.patch` version and a caret range, the only range it
 * passes; any other range throws, naming itself, so a library update that changes the check fails the extension's
 * tests rather than passing a version unchecked.
 */
export const SEMVER_STAND_INS = {
  parse: `module.exports = function parse(version) {
  const match = /^v?(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-([0-9A-Za-z.-]+))?(?:\\+[0-9A-Za-z.-]+)?$/.exec(String(version).trim());
  return match ? { major: +match[1], minor: +match[2], patch: +match[3], prerelease: match[4] ? match[4].split('.') : [] } : null;
};`,
  satisfies: `module.exports = function satisfies(version, range) {
  const caret = /^\\^(\\d+)\\.(\\d+)\\.(\\d+)$/.exec(range);
  if (!caret) throw new Error('semver: this bundle matches only caret ranges (scripts/semver-stand-ins.mjs), not ' + range);
  const [major, minor, patch] = caret.slice(1).map(Number);
  const v = typeof version === 'string' ? require('semver/functions/parse')(version) : version;
  if (!v || v.prerelease.length > 0 || v.major !== major) return false;
  // ^0.y.z allows only patches of 0.y, ^0.0.z only that patch; ^x.y.z (x > 0) any x.*.* from x.y.z.
  if (major === 0 && (minor > 0 ? v.minor !== minor : v.minor !== 0 || v.patch !== patch)) return false;
  return v.minor > minor || (v.minor === minor && v.patch >= patch);
};`,
};
export const semverStandIns = {
  name: 'semver-stand-ins',
  setup(build) {
    build.onResolve({ filter: /^semver\/functions\/(parse|satisfies)$/ }, (args) => ({
      path: args.path.slice('semver/functions/'.length),
      namespace: 'semver-stand-ins',
    }));
    build.onResolve({ filter: /^semver(\/|$)/ }, (args) => ({
      errors: [{ text: `${args.path}: the client bundle has stand-ins only for semver/functions/parse and satisfies` }],
    }));
    build.onLoad({ filter: /./, namespace: 'semver-stand-ins' }, (args) => ({
      contents: SEMVER_STAND_INS[args.path],
      loader: 'js',
    }));
  },
};
