#!/usr/bin/env bash
# Packages a platform-specific .vsix with the pgn-lsp server inside
# (server/pgn-lsp), so that the extension needs nothing in PATH.
#
#   scripts/package-platform.sh [TARGET]        TARGET defaults to linux-x64
#
# The server is $PGN_LSP if set (nothing is built), else the one
# `cargo build --release -p pgn-lsp` builds in the repository, wherever
# cargo puts it (CARGO_TARGET_DIR and cargo's configuration are honoured:
# see editors/server.sh).
set -euo pipefail
target="${1:-linux-x64}"
here="$(cd "$(dirname "$0")/.." && pwd)"
repo="$(cd "$here/../.." && pwd)"
case "$target" in
  win32-*) exe=pgn-lsp.exe ;;
  *) exe=pgn-lsp ;;
esac
server="$(bash "$repo/editors/server.sh" --release)"
if [ ! -x "$server" ]; then
  echo "package-platform: no server executable at $server" >&2
  exit 1
fi
cd "$here"
trap 'rm -rf "$here/server"' EXIT
rm -rf server
mkdir -p server
cp "$server" "server/$exe"
chmod 755 "server/$exe"
npx vsce package --no-dependencies --allow-missing-repository --skip-license \
  --target "$target" -o "forsyth-$target.vsix" </dev/null
