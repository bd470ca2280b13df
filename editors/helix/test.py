"""editors/helix/languages.toml against the real pgn-lsp, without Helix.

Helix itself is not run (Debian has no package of it): this reads the
configuration as Helix reads it (TOML), starts the server it names the way
Helix does (the `command`, stdio, `config` as initializationOptions, the
language name as languageId) and checks that the server takes every
setting and answers in the configured language.

    PGN_LSP=target/debug/pgn-lsp python3 editors/helix/test.py

Needs Python 3.11 or later (tomllib). Prints one line per check; exits
non-zero on a failure.
"""

import json
import os
import subprocess
import sys
import threading
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
SERVER = os.environ.get("PGN_LSP") or str(
    Path(os.environ.get("CARGO_TARGET_DIR") or HERE.parent.parent / "target") / "debug/pgn-lsp"
)
TIMEOUT = 10

# The seed problem with the second white move mistyped: Ιβ6 for Ιβ5.
GREEK_ILLEGAL = (
    '[Event "Nuova Rivista 1881"]\n'
    '[FEN "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1"]\n'
    "\n"
    "{Κλειδί :} 1. Ιδ4! Ρδ7 2. Ιβ6 Ρε7 *\n"
)


class Server:
    """pgn-lsp over stdio, messages read on a thread of their own."""

    def __init__(self, command):
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.messages = []
        self.arrived = threading.Condition()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        out = self.process.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode("ascii").partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            message = json.loads(out.read(length))
            if "method" in message and "id" in message:
                # Requests of the server (configuration, progress): answered.
                result = [None] * len(message["params"].get("items", [])) if message["method"] == "workspace/configuration" else None
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})
            with self.arrived:
                self.messages.append(message)
                self.arrived.notify_all()

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def wait(self, matches):
        with self.arrived:
            if not self.arrived.wait_for(lambda: any(map(matches, self.messages)), TIMEOUT):
                raise AssertionError(f"timed out; received {json.dumps(self.messages, ensure_ascii=False)}")
            return next(m for m in self.messages if matches(m))

    def request(self, method, params):
        id_ = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": id_, "method": method, "params": params})
        answer = self.wait(lambda m: m.get("id") == id_ and "method" not in m)
        assert "error" not in answer, answer
        return answer["result"]

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})


passed = failed = 0


def check(name, test):
    global passed, failed
    try:
        test()
        passed += 1
        print(f"ok - {name}")
    except Exception as e:  # every failure is reported, then counted
        failed += 1
        print(f"not ok - {name}\n    {e!r}")


def main():
    config = tomllib.loads((HERE / "languages.toml").read_text(encoding="utf-8"))
    server_config = config["language-server"]["pgn-lsp"]
    languages = {language["name"]: language for language in config["language"]}

    def file_types():
        assert languages["pgn"]["file-types"] == ["pgn"], languages["pgn"]
        assert languages["fen"]["file-types"] == ["fen", "epd"], languages["fen"]
        # Pages of text only by a glob the user names them by: never every
        # .txt file (a `txt` extension, or a glob that takes them all).
        assert languages["chess-text"]["file-types"] == [{"glob": "*.chess.txt"}], languages["chess-text"]
        for language in languages.values():
            assert language["language-servers"] == ["pgn-lsp"], language
            for file_type in language["file-types"]:
                assert file_type not in ("txt", {"glob": "*.txt"}), language

    check("PGN is .pgn, FEN is .fen and .epd, chess text *.chess.txt, all served by pgn-lsp", file_types)

    assert server_config["command"] == "pgn-lsp", server_config
    server = Server([SERVER, *server_config.get("args", [])])
    options = server_config["config"]

    def initialize():
        result = server.request(
            "initialize",
            {
                "processId": os.getpid(),
                "clientInfo": {"name": "helix", "version": "23.10"},
                "rootUri": None,
                "capabilities": {"workspace": {"configuration": True}, "general": {"positionEncodings": ["utf-8", "utf-32", "utf-16"]}},
                "initializationOptions": options,
            },
        )
        server.notify("initialized", {})
        assert result["capabilities"]["positionEncoding"] == "utf-8", result["capabilities"]
        assert set(options) >= {"locale", "notation", "style", "spokenFiles", "localeFolders"}, options

    check("initialize with the configuration's settings", initialize)

    def diagnostics():
        uri = "file:///tmp/forsyth-helix-test/problem.pgn"
        server.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "pgn", "version": 1, "text": GREEK_ILLEGAL}},
        )
        published = server.wait(
            lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
        )
        messages = [d["message"].replace("\u2068", "").replace("\u2069", "") for d in published["params"]["diagnostics"]]
        assert len(messages) == 1 and messages[0].startswith("Regelwidriger Zug Ιβ6: Weiß ist am Zug"), messages

    check("the illegal move is reported in German (locale = \"de\")", diagnostics)

    def spoken_files():
        # The hover on 1... Ρδ7 says the move and the position in words, in
        # German, the files named as `spokenFiles` says.
        files = {
            "literate": ("König D 7", "Türme \"A\" 8, f 1"),
            "nato": ("König delta 7", "Türme alfa 8, foxtrot 1"),
            "anna": ("König David 7", "Türme Anna 8, Felix 1"),
        }[options["spokenFiles"]]
        uri = "file:///tmp/forsyth-helix-test/problem.pgn"
        line = GREEK_ILLEGAL.split("\n")[3]
        # Columns in UTF-8 bytes, the encoding Helix chose.
        column = len(line[: line.index("Ρδ7")].encode()) + 1
        hover = server.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 3, "character": column}})
        shown = hover["contents"]["value"]
        assert f"\n\n{files[0]}\n\n" in shown, shown
        assert files[1] in shown, shown

    check("the hover says the move and the position in words, files as spokenFiles says", spoken_files)

    def page():
        # The Encyclopaedia Britannica's page of tests/data/findings, its
        # annotation lines left out: two games among prose, sent with the
        # language name as Helix sends it.
        fixture = HERE.parent.parent / "tests/data/findings/prose-encyclopedia.pgn"
        text = "".join(l for l in fixture.read_text(encoding="utf-8").splitlines(True) if not l.startswith("%"))
        uri = "file:///tmp/forsyth-helix-test/britannica.chess.txt"
        server.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "chess-text", "version": 1, "text": text}},
        )
        published = server.wait(
            lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
        )
        found = published["params"]["diagnostics"]
        lines = text.split("\n")
        notes = [d for d in found if d["code"] == "game-in-text"]
        assert len(notes) == 2, found
        for d in found:
            line = lines[d["range"]["start"]["line"]]
            # Nothing in the prose but the result printed as a paragraph of
            # its own ("And White resigns.", read as 1-0).
            if d["code"] == "printed-result":
                assert line.endswith("resigns."), (d["code"], line)
            else:
                assert line[:1].isdigit(), (d["code"], line)
        for d in notes:
            assert lines[d["range"]["start"]["line"]].startswith("1. e4 e5"), d

    check("a page of text (chess-text) yields its games, each with a note, and nothing in its prose", page)

    def no_complaint():
        # After a request answered, every earlier notification has come.
        server.request("workspace/executeCommand", {"command": "forsyth.languages"})
        complaints = [
            m["params"]["message"]
            for m in server.messages
            if m.get("method") in ("window/logMessage", "window/showMessage")
        ]
        assert complaints == [], complaints

    check("every setting is understood, nothing is complained about", no_complaint)

    server.request("shutdown", None)
    server.notify("exit", None)
    status = server.process.wait(TIMEOUT)

    def exited():
        assert status == 0, (status, server.process.stderr.read().decode(errors="replace"))

    check("the server exits with status 0", exited)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
