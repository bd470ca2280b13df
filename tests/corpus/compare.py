#!/usr/bin/env python3
"""Compare forsyth with python-chess on the files fetched by tests/corpus/fetch.sh.

usage: tests/corpus/compare.py [DIR] [--forsyth BIN] [--detail] [--markdown]

DIR defaults to ${TMPDIR:-/tmp}/forsyth-real; the files named in its SOURCES.tsv are read, or
every *.pgn in it when it has none (tests/data/real). BIN defaults to
target/debug/forsyth beside this script's repository (`cargo build -p forsyth-cli`).
Needs python-chess (`pip install chess`).

Per file it prints: the games python-chess finds, those it reads without an error and the
mainline moves it replays; the forsyth `check --format json` errors by code and the games that
have one; the games `forsyth translate --to de|el|he` leaves untranslated (an error on standard
error inside the game); and the games whose moves forsyth understands differently from
python-chess: `translate --to en --style uci` read back by python-chess must give the same moves,
main line and variations, as python-chess reading the original, and so must the round trip
`--to L` then `--from L --to en --style uci` for L in de, el, he. Only games that python-chess
reads without an error and forsyth without an error are compared. Games are matched by line:
an error on line N belongs to the game python-chess started reading last at or before line N.
A run that exits 2 (the whole file refused) counts every game of the file and is listed at the
end. --detail lists every error with its game; --markdown prints the table as Markdown.
"""

import argparse
import collections
import io
import json
import logging
import os
import re
import subprocess
import sys

import chess
import chess.pgn

logging.getLogger("chess.pgn").setLevel(logging.CRITICAL)

LANGS = ("de", "el", "he")
TRANSLATE_ERROR = re.compile(r":(\d+):(\d+): [^\[\s]+\[([\w-]+)\]: (.*)$")


def decode(data):
    """The text as forsyth numbers its lines: invalid UTF-8 replaced, CR LF and CR made LF."""
    text = data.decode("utf-8", errors="replace")
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n")


def all_moves(game):
    """Every move of the game tree in preorder (main line and variations), as UCI."""
    out = []
    stack = list(reversed(game.variations))
    while stack:
        node = stack.pop()
        out.append(node.move.uci() if node.move else "0000")
        stack.extend(reversed(node.variations))
    return out


def read_games(text):
    """python-chess's games: (start line, game) for each."""
    stream = io.StringIO(text)
    games = []
    while True:
        start = stream.tell()
        try:
            game = chess.pgn.read_game(stream)
        except Exception as err:  # python-chess raises on a few broken inputs
            games.append((text.count("\n", 0, start) + 1, None, repr(err)))
            if stream.tell() <= start:
                break
            continue  # go on with the next game, as a reader of the file would
        if game is None:
            break
        games.append((text.count("\n", 0, start) + 1, game, None))
    return games


def game_of(starts, line):
    """Index of the game holding `line` (the last game starting at or before it)."""
    index = 0
    for i, start in enumerate(starts):
        if start <= line:
            index = i
        else:
            break
    return index


REFUSED = []  # (command, standard error) of each run that exited 2: the whole file refused


def run(args, stdin=None):
    proc = subprocess.run(args, input=stdin, capture_output=True, check=False)
    err = proc.stderr.decode("utf-8", errors="replace")
    if proc.returncode not in (0, 1):
        REFUSED.append((" ".join(args), err.strip()))
        return None, err
    return proc.stdout, err


def translate_errors(stderr):
    """(line, column, code, message) of each error forsyth translate printed."""
    found = []
    for row in stderr.splitlines():
        m = TRANSLATE_ERROR.search(row)
        if m:
            found.append((int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)))
    return found


def uci_trees(data):
    return [all_moves(g) if g is not None else None for _, g, _ in read_games(decode(data))]


def measure(forsyth, path, detail):
    data = open(path, "rb").read()
    text = decode(data)
    games = read_games(text)
    starts = [s for s, _, _ in games]
    row = collections.OrderedDict()
    row["games"] = len(games)
    py_bad = set()
    moves_ok = 0
    for i, (_, game, exc) in enumerate(games):
        if game is None or game.errors:
            py_bad.add(i)
        if game is not None:
            moves_ok += sum(1 for _ in game.mainline_moves())
    row["py_ok"] = len(games) - len(py_bad)
    row["py_moves"] = moves_ok

    out, _ = run([forsyth, "check", "--format", "json", path])
    codes = collections.Counter()
    warnings = collections.Counter()
    f_bad = set()
    details = []
    if out is None:
        codes["file-refused"] += 1
        f_bad = set(range(len(games)))
        out = b""
    for line in out.decode().splitlines():
        finding = json.loads(line)
        if finding["severity"] == "error":
            codes[finding["code"]] += 1
            g = game_of(starts, finding["line"])
            f_bad.add(g)
            details.append((g, finding["line"], finding["column"], finding["code"], finding["message"]))
        else:
            warnings[finding["code"]] += 1
    row["f_err_games"] = len(f_bad)
    row["codes"] = codes
    row["warnings"] = warnings
    row["f_only"] = len(f_bad - py_bad)

    untranslated = {}
    translated = {}
    for lang in LANGS:
        out, err = run([forsyth, "translate", "--to", lang, path])
        translated[lang] = out
        if out is None:
            untranslated[lang] = set(range(len(games)))
        else:
            untranslated[lang] = {game_of(starts, e[0]) for e in translate_errors(err)}
        row["untr_" + lang] = len(untranslated[lang])

    # forsyth's reading against python-chess's: direct, and through each language and back
    reference = [all_moves(g) if g is not None else None for _, g, _ in games]
    compare_to = set(range(len(games))) - py_bad - f_bad
    mismatched = set()
    out, _ = run([forsyth, "translate", "--to", "en", "--style", "uci", path])
    pairs = [("en", uci_trees(out or b""))]
    for lang in LANGS:
        if translated[lang] is None:
            continue
        back, _ = run(
            [forsyth, "translate", "--from", lang, "--to", "en", "--style", "uci", "-"],
            stdin=translated[lang],
        )
        pairs.append((lang, uci_trees(back or b"")))
    for lang, trees in pairs:
        for i in sorted(compare_to - untranslated.get(lang, set())):
            got = trees[i] if i < len(trees) else None
            if got != reference[i]:
                mismatched.add(i)
                if detail:
                    first = next(
                        (k for k, (a, b) in enumerate(zip(got or [], reference[i])) if a != b),
                        min(len(got or []), len(reference[i])),
                    )
                    details.append(
                        (i, starts[i], 0, "mismatch-" + lang,
                         f"move {first}: forsyth {(got or [])[first:first + 3]} "
                         f"python-chess {reference[i][first:first + 3]}")
                    )
    row["mismatch"] = len(mismatched)

    if detail:
        for i in sorted(py_bad):
            _, game, exc = games[i]
            why = exc if game is None else "; ".join(str(e) for e in game.errors)
            details.append((i, starts[i], 0, "python-chess", why))
        for lang in LANGS:
            out, err = run([forsyth, "translate", "--to", lang, path])
            for line, col, code, msg in translate_errors(err):
                if game_of(starts, line) not in f_bad:
                    details.append((game_of(starts, line), line, col, f"translate-{lang}:{code}", msg))
        for g, line, col, code, msg in sorted(details, key=lambda d: (d[0], d[1], d[2])):
            game = games[g][1]
            event = game.headers.get("Event", "?") if game is not None else "?"
            print(f"  {os.path.basename(path)} game {g + 1} [{event}] {line}:{col} {code}: {msg}")
    return row


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir", nargs="?", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "forsyth-real"))
    parser.add_argument("--forsyth", default=os.path.join(here, "..", "..", "target", "debug", "forsyth"))
    parser.add_argument("--detail", action="store_true")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()

    rows = []
    listing = os.path.join(args.dir, "SOURCES.tsv")
    if os.path.exists(listing):
        with open(listing, encoding="utf-8") as sources:
            files = [line.split("\t")[0] for line in sources.read().splitlines()[1:]]
    else:  # a folder of PGN files, such as tests/data/real
        files = sorted(f for f in os.listdir(args.dir) if f.lower().endswith(".pgn"))
    for name in files:
        rows.append((name, measure(args.forsyth, os.path.join(args.dir, name), args.detail)))

    head = ["file", "games", "py ok", "py moves", "f err games", "f only", "errors by code",
            "untr de", "untr el", "untr he", "mismatch"]
    total = collections.Counter()
    all_codes = collections.Counter()
    all_warnings = collections.Counter()
    table = []
    for name, r in rows:
        short = re.sub(r"lichess_study_(lichess-practice-|beta-lichess-practice-)?", "", name)
        short = re.sub(r"_by_.*\.pgn$", ".pgn", short)
        codes = ", ".join(f"{c} {n}" for c, n in sorted(r["codes"].items())) or "-"
        table.append([short, r["games"], r["py_ok"], r["py_moves"], r["f_err_games"], r["f_only"], codes,
                      r["untr_de"], r["untr_el"], r["untr_he"], r["mismatch"]])
        for k in ("games", "py_ok", "py_moves", "f_err_games", "f_only", "untr_de", "untr_el", "untr_he",
                  "mismatch"):
            total[k] += r[k]
        all_codes.update(r["codes"])
        all_warnings.update(r["warnings"])
    table.append(["TOTAL", total["games"], total["py_ok"], total["py_moves"], total["f_err_games"],
                  total["f_only"], ", ".join(f"{c} {n}" for c, n in sorted(all_codes.items())),
                  total["untr_de"], total["untr_el"], total["untr_he"], total["mismatch"]])
    if args.markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + " --- |" * len(head))
        for t in table:
            print("| " + " | ".join(str(c) for c in t) + " |")
    else:
        widths = [max(len(str(t[i])) for t in table + [head]) for i in range(len(head))]
        for t in [head] + table:
            print("  ".join(str(c).ljust(w) for c, w in zip(t, widths)).rstrip())
    print("warnings by code: " + (", ".join(f"{c} {n}" for c, n in sorted(all_warnings.items())) or "none"))
    for command, err in REFUSED:
        print(f"refused (exit 2): {command}: {err}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
