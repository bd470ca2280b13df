//! `forsyth translate --style san` writes standard PGN: the printed games of
//! the fixtures (pairs, separators, en dashes, glued numbers, words for
//! mate, results as printed, `1 : 0`, `(1 x 0)`, `ничья`, in Italian,
//! German, Czech, Portuguese, Russian and English) load in python-chess
//! 1.11 with no error and replay the moves forsyth reads.
//!
//! The Python is `FORSYTH_PYTHON` (CI sets a virtual environment with
//! `chess==1.11.2`: see .ci/run), else `python3`. Without python-chess the
//! test fails under CI and says so elsewhere.

mod common;

use std::process::Command;

use common::{command, text};
use forsyth_notation::{
    analysis::{LanguageChoice, analyze},
    locale::Locales,
    tree::SyntaxTree,
};

const READ: &str = r#"
import sys, chess.pgn
with open(sys.argv[1], encoding="utf-8") as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        board = game.board()
        plies = 0
        for move in game.mainline_moves():
            board.push(move)
            plies += 1
        print(len(game.errors), plies, board.fen(), "|".join(str(e) for e in game.errors))
"#;

/// The Python that imports python-chess; `None` (the test not checked)
/// where there is none, except under CI, which fails.
fn python_chess() -> Option<String> {
    let python = std::env::var("FORSYTH_PYTHON").unwrap_or_else(|_| "python3".into());
    let has = Command::new(&python)
        .args(["-c", "import chess.pgn"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !has {
        assert!(
            std::env::var_os("CI").is_none(),
            "python-chess is not importable by {python} (FORSYTH_PYTHON)"
        );
        eprintln!("python-chess not found ({python}): not checked");
        return None;
    }
    Some(python)
}

#[test]
fn san_of_printed_games_loads_in_python_chess() {
    let Some(python) = python_chess() else {
        return;
    };
    let dir =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/findings");
    let locales = Locales::embedded();
    let scratch = std::env::temp_dir().join(format!("forsyth-python-chess-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut checked = 0;
    for name in [
        "printed-pairs",
        "printed-dashes",
        "printed-numbers",
        "printed-results",
    ] {
        let source: String = std::fs::read_to_string(dir.join(format!("{name}.pgn")))
            .expect("the fixture")
            .split_inclusive('\n')
            .filter(|l| !l.starts_with('%'))
            .collect();
        // The plies and final position of each game as forsyth reads it.
        let tree = SyntaxTree::parse(source.as_bytes());
        let expected: Vec<(usize, String)> = tree
            .games()
            .map(|game| {
                let analysis = analyze(&game, &locales, LanguageChoice::Auto);
                assert!(!analysis.has_errors(), "{name}: {:?}", analysis.diagnostics);
                let mut pos = analysis.start.expect("a start");
                let mut plies = 0;
                for r in analysis.moves.iter().filter(|r| r.depth == 0) {
                    pos.play_unchecked(r.mv);
                    plies += 1;
                }
                (plies, forsyth_core::Fen::from_position(&pos).to_string())
            })
            .collect();
        let input = scratch.join(format!("{name}.pgn"));
        std::fs::write(&input, &source).unwrap();
        let out = command(
            "en",
            &["translate", "--style", "san", input.to_str().unwrap()],
        )
        .output()
        .expect("forsyth runs");
        assert!(out.status.success(), "{}", text(out.stderr));
        let san = scratch.join(format!("{name}.san.pgn"));
        std::fs::write(&san, &out.stdout).unwrap();
        let read = Command::new(&python)
            .args(["-c", READ, san.to_str().unwrap()])
            .output()
            .expect("python runs");
        assert!(read.status.success(), "{}", text(read.stderr));
        let lines = text(read.stdout);
        let got: Vec<&str> = lines.lines().collect();
        assert_eq!(got.len(), expected.len(), "{name}:\n{lines}");
        for (line, (plies, fen)) in got.iter().zip(&expected) {
            let fields: Vec<&str> = line.splitn(4, ' ').collect();
            let shown = text(out.stdout.clone());
            assert_eq!(
                fields[0], "0",
                "{name}: python-chess errors: {line}\n{shown}"
            );
            assert_eq!(fields[1], plies.to_string(), "{name}: {line}\n{shown}");
            // python-chess writes a FEN with its own move counters: compare
            // the board, side, castling and en passant fields.
            let head = |f: &str| f.split(' ').take(3).collect::<Vec<_>>().join(" ");
            let theirs = line
                .split(' ')
                .skip(2)
                .take(6)
                .collect::<Vec<_>>()
                .join(" ");
            assert_eq!(head(&theirs), head(fen), "{name}: {line}\n{shown}");
            checked += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(checked >= 5, "{checked}");
}

const HEADERS: &str = r#"
import sys, chess.pgn
with open(sys.argv[1], encoding="utf-8") as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        plies = len(list(game.mainline_moves()))
        h = game.headers
        print(len(game.errors), plies, h.get("Result"), h.get("Date"), h.get("White"))
"#;

/// Bare printed text (the printed games of the fixtures without their tags,
/// as a column prints them) written with `--style san` gains the Seven Tag
/// Roster, so that python-chess reads each game with its result; a
/// faithful translation adds no tag.
#[test]
fn bare_printed_text_gains_the_seven_tag_roster() {
    let Some(python) = python_chess() else {
        return;
    };
    let dir =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/findings");
    let locales = Locales::embedded();
    // The games that end with a result the tree reads, tags left out.
    let mut bare = String::new();
    let mut expected = Vec::new();
    for name in [
        "printed-pairs",
        "printed-dashes",
        "printed-numbers",
        "printed-results",
    ] {
        let source: String = std::fs::read_to_string(dir.join(format!("{name}.pgn")))
            .expect("the fixture")
            .split_inclusive('\n')
            .filter(|l| !l.starts_with('%'))
            .collect();
        let tree = SyntaxTree::parse(source.as_bytes());
        for game in tree.games() {
            let Some(result) = game.result() else {
                continue;
            };
            let moves = &source[game.mainline().expect("moves").node().span()];
            let analysis = analyze(&game, &locales, LanguageChoice::Auto);
            let plies = analysis.moves.iter().filter(|r| r.depth == 0).count();
            bare.push_str(moves.trim());
            if !moves.contains(result.text()) {
                bare.push(' ');
                bare.push_str(result.text());
            }
            bare.push_str("\n\n");
            expected.push(format!(
                "0 {plies} {} ????.??.?? ?",
                result.outcome().as_pgn()
            ));
        }
    }
    assert!(expected.len() >= 5, "{bare}");
    let scratch = std::env::temp_dir().join(format!("forsyth-roster-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let input = scratch.join("column.txt");
    std::fs::write(&input, &bare).unwrap();
    let out = command(
        "en",
        &["translate", "--style", "san", input.to_str().unwrap()],
    )
    .output()
    .expect("forsyth runs");
    assert!(out.status.success(), "{}", text(out.stderr));
    let shown = text(out.stdout.clone());
    assert_eq!(
        shown.matches("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result ").count(),
        expected.len(),
        "{shown}"
    );
    let san = scratch.join("column.san.pgn");
    std::fs::write(&san, &out.stdout).unwrap();
    let read = Command::new(&python)
        .args(["-c", HEADERS, san.to_str().unwrap()])
        .output()
        .expect("python runs");
    assert!(read.status.success(), "{}", text(read.stderr));
    let lines = text(read.stdout);
    assert_eq!(lines.lines().collect::<Vec<_>>(), expected, "{shown}");
    // A faithful translation keeps the text as printed: no tags.
    let out = command("en", &["translate", "--to", "de", input.to_str().unwrap()])
        .output()
        .expect("forsyth runs");
    assert!(out.status.success(), "{}", text(out.stderr));
    assert!(!text(out.stdout).contains('['));
    let _ = std::fs::remove_dir_all(&scratch);
}
