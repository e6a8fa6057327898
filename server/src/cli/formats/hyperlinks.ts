// Terminal hyperlinks (OSC 8: `ESC ] 8 ; ; URL ESC \ text ESC ] 8 ; ; ESC \`) in the `stylish` report, so that a
// click on `docs/page.mdx:12:3` opens the file. The link is `file://<host><absolute path>#<line>`: the host because
// the escape-sequence convention wants it (a terminal on another machine over ssh must not open a local file of
// the same name), the line as the fragment (the form kitty's and WezTerm's open actions read; others open the file).
// A terminal that does not know OSC 8 may print the sequence as garbage, and a log keeps it as noise, so links are
// written only where they are known to work:
//   - FORCE_HYPERLINK=1 (or any value but 0) forces them on, FORCE_HYPERLINK=0 off (the convention of the
//     supports-hyperlinks package, which many CLIs honour);
//   - otherwise only to a terminal (not a pipe, not a file), never in CI (CI or a known CI variable set), never with
//     TERM=dumb, and only in terminals known to support them: iTerm2 3.1+, WezTerm, VS Code's terminal, Ghostty,
//     kitty, Windows Terminal, Konsole, and VTE terminals (GNOME Terminal, Tilix…) from VTE 0.50.
import { hostname } from 'node:os';
import { pathToFileURL } from 'node:url';

const CI_VARIABLES = ['CI', 'GITHUB_ACTIONS', 'GITLAB_CI', 'BUILDKITE', 'TF_BUILD', 'JENKINS_URL', 'TEAMCITY_VERSION'];

export function supportsHyperlinks(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  const forced = env.FORCE_HYPERLINK;
  if (forced !== undefined && forced !== '') return forced !== '0';
  if (stream.isTTY !== true) return false;
  if (CI_VARIABLES.some((name) => env[name] !== undefined && env[name] !== '' && env[name] !== 'false')) return false;
  if (env.TERM === 'dumb') return false;
  if (env.WT_SESSION || env.KONSOLE_VERSION || env.TERM === 'xterm-kitty' || env.KITTY_WINDOW_ID) return true;
  if (env.VTE_VERSION && Number(env.VTE_VERSION) >= 5000) return true;
  switch (env.TERM_PROGRAM) {
    case 'iTerm.app': {
      const [major, minor] = (env.TERM_PROGRAM_VERSION ?? '').split('.').map(Number);
      return major > 3 || (major === 3 && minor >= 1);
    }
    case 'WezTerm':
    case 'vscode':
    case 'ghostty':
      return true;
    default:
      return false;
  }
}

/** The `file://` URL of a line of a file (the path absolute). */
export function fileLineUrl(absolutePath: string, line: number, host = hostname()): string {
  const url = pathToFileURL(absolutePath);
  // A host name is only letters, digits, dots and hyphens; anything else would make the URL ambiguous.
  if (/^[A-Za-z0-9.-]+$/.test(host)) url.hostname = host;
  url.hash = String(line);
  return url.href;
}

/** `text` as a hyperlink to `url`. The URL holds no control character (a file URL percent-encodes them), so it
 * cannot end the sequence early; `text` is already escaped for the terminal by the caller. */
export function hyperlink(url: string, text: string): string {
  return `\u001b]8;;${url}\u001b\\${text}\u001b]8;;\u001b\\`;
}
