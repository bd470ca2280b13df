#!/usr/bin/env bash
# Prints the path of the pgn-lsp executable the editor tests and packages
# use: $PGN_LSP when it is set (it must be an executable file; nothing is
# built), else the one `cargo build -p pgn-lsp` builds, wherever cargo puts
# it (CARGO_TARGET_DIR, CARGO_BUILD_TARGET, build.target-dir of a
# .cargo/config.toml: cargo names the executable it built).
#
#   editors/server.sh            a debug build
#   editors/server.sh --release  a release build
#
# Cargo's progress goes to standard error; standard output is the path
# alone.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"

if [ -n "${PGN_LSP:-}" ]; then
  if [ ! -f "$PGN_LSP" ] || [ ! -x "$PGN_LSP" ]; then
    echo "editors/server.sh: PGN_LSP=$PGN_LSP is not an executable file" >&2
    exit 1
  fi
  # Absolute, as the tests run from other folders.
  (cd "$(dirname "$PGN_LSP")" && printf '%s/%s\n' "$(pwd)" "$(basename "$PGN_LSP")")
  exit 0
fi

profile=()
case "${1:-}" in
  --release) profile=(--release) ;;
  "") ;;
  *) echo "usage: editors/server.sh [--release]" >&2; exit 2 ;;
esac

# The executable of the pgn-lsp binary, from cargo's compiler-artifact
# message for it (the last one wins).
server="$(cd "$repo" && cargo build "${profile[@]}" -p pgn-lsp --bin pgn-lsp \
  --message-format=json-render-diagnostics |
  grep '"reason":"compiler-artifact"' | grep '"name":"pgn-lsp"' | grep '"kind":\["bin"\]' |
  sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1)" || true
if [ -z "$server" ] || [ ! -x "$server" ]; then
  echo "editors/server.sh: cargo built no pgn-lsp executable (see its messages above)" >&2
  exit 1
fi
printf '%s\n' "$server"
