#!/usr/bin/env bash
# Installs what the real-VS-Code tests need, outside the repo:
#   - Debian packages: chromium (hosts the workbench UI), ripgrep (VS Code's search), libkrb5-dev (kerberos build);
#     and for the tests with other clients and consumers: neovim (Neovim 0.7's LSP client), emacs-nox and
#     elpa-eglot (Emacs 28 with eglot), libxml2-utils (xmllint, for the JUnit report against its schemas)
#   - code-server 4.100.3 (VS Code 1.100.3 server + web workbench; the newest that runs on Node 20) into
#     ${DOCSITE_CACHE:-$HOME/.cache/docsite-kit}/code-server-4.100.3
# It is NOT a package.json dependency: code-server's own install script fails as root and downloads things this
# machine cannot reach, so we do its postinstall by hand (see docs/testing.md and the recipe it cites).
# Idempotent: a marker file written at the very end makes later runs a no-op.
# Prints the code-server binary path as its last line.
set -euo pipefail

CODE_SERVER_VERSION=4.100.3
CACHE_ROOT="${DOCSITE_CACHE:-$HOME/.cache/docsite-kit}"
INSTALL_DIR="$CACHE_ROOT/code-server-$CODE_SERVER_VERSION"
MARKER="$INSTALL_DIR/.install-complete"
BIN="$INSTALL_DIR/node_modules/.bin/code-server"

log() { echo "[install-code-server] $*" >&2; }

install_debian_packages() {
  local wanted=(chromium ripgrep libkrb5-dev build-essential python3 pkg-config neovim emacs-nox elpa-eglot libxml2-utils)
  local missing=()
  for pkg in "${wanted[@]}"; do
    # python3 may come from pyenv or similar rather than Debian: a working binary is enough.
    if [[ "$pkg" == python3 ]] && command -v python3 >/dev/null 2>&1; then continue; fi
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
      missing+=("$pkg")
    fi
  done
  if [[ ${#missing[@]} -eq 0 ]]; then
    log "Debian packages already present"
    return
  fi
  log "installing Debian packages: ${missing[*]}"
  local sudo=()
  if [[ $(id -u) -ne 0 ]]; then sudo=(sudo); fi
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

install_code_server() {
  # This machine's npm config has yes=false, which makes node-pty's `npx node-gyp` refuse; CI=true alone does not help.
  export npm_config_yes=true
  export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

  # A half-finished earlier attempt (no marker) is thrown away rather than patched.
  rm -rf "$INSTALL_DIR"
  mkdir -p "$INSTALL_DIR"
  cd "$INSTALL_DIR"
  echo '{ "name": "docsite-kit-code-server-cache", "private": true }' > package.json

  log "npm install --ignore-scripts code-server@$CODE_SERVER_VERSION (about 99 MB download)"
  npm install --ignore-scripts --loglevel=error "code-server@$CODE_SERVER_VERSION"

  # argon2 (hoisted to the top node_modules): its prebuilt download fails without internet; its install script then
  # falls back to a source build.
  log "building argon2 from source (a 'node-pre-gyp ERR! ... github.com' line next is expected)"
  npm rebuild --foreground-scripts --loglevel=error argon2 >/dev/null

  local vscode_dir="$INSTALL_DIR/node_modules/code-server/lib/vscode"
  cd "$vscode_dir"
  log "installing VS Code's server dependencies (lib/vscode)"
  npm install --omit=dev --ignore-scripts --loglevel=error
  # @vscode/ripgrep's postinstall downloads a binary: give it Debian's instead.
  mkdir -p node_modules/@vscode/ripgrep/bin
  ln -sf "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg
  log "building native modules (kerberos, node-pty, spdlog, file watcher)"
  npm rebuild --foreground-scripts --loglevel=error >/dev/null

  # The rest of code-server's own postinstall (ci/build/npm-postinstall.sh), by hand.
  ln -sfn node_modules node_modules.asar
  ln -sf code-linux.sh bin/remote-cli/code-server
  ln -sf browser-linux.sh bin/helpers/browser.sh
  log "installing built-in extensions' dependencies"
  (cd extensions && npm install --omit=dev --foreground-scripts --loglevel=error >/dev/null)

  # --version writes a default config.yaml into XDG_CONFIG_HOME: keep it out of the user's home.
  local scratch
  scratch=$(mktemp -d)
  XDG_CONFIG_HOME="$scratch" XDG_DATA_HOME="$scratch" "$BIN" --version >&2
  rm -rf "$scratch"
  date -u +%FT%TZ > "$MARKER"
}

mkdir -p "$CACHE_ROOT"
# Two runs starting at once (two terminals, parallel CI jobs on one runner) must not install over each other.
exec 9>"$CACHE_ROOT/.install-code-server.lock"
flock 9

started=$SECONDS
# Checked every time (a cache folder restored onto a fresh machine does not bring Debian packages with it).
install_debian_packages
if [[ -f "$MARKER" && -x "$BIN" ]]; then
  log "code-server $CODE_SERVER_VERSION already installed in $INSTALL_DIR"
else
  install_code_server
  log "done in $((SECONDS - started)) s"
fi
echo "$BIN"
