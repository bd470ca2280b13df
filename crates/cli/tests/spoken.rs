//! `forsyth translate --style spoken` and `forsyth board --spoken`: moves
//! and positions in words, on real games and a published problem.

mod common;

use common::{command, output, text};

fn data(path: &str) -> String {
    format!("{}/../../tests/data/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs the binary with its messages in `lang`: status, stdout, stderr.
fn forsyth(lang: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let out = command(lang, args)
        .output()
        .expect("the forsyth binary runs");
    (out.status.code(), text(out.stdout), text(out.stderr))
}

/// E. Oikonomopoulos, 1881, as published in Greek notation.
const PROBLEM_1881: &str = "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1";

#[test]
fn translate_says_a_greek_problem_in_english_and_german() {
    let problem = data("seed/oikonomopoulos-1881.pgn");
    let (code, out, err) = forsyth("en", &["translate", "--style", "spoken", &problem]);
    assert_eq!(code, Some(0), "{err}");
    // The variations too, each between its word and the end's.
    assert_eq!(
        out,
        "1. knight D 4; king D 7\n\
         variation: 1... king D 6\n\
         2. rook D 8, check; king c 7\n\
         variation: 2... king E 7\n\
         2... king E 5\n\
         3. knight c 6, checkmate\n\
         end of variation\n\
         3. knight E 6, checkmate\n\
         end of variation\n\
         2. knight B 5; king E 7\n3. rook f 7, checkmate\n\n"
    );
    let (code, out, err) = forsyth(
        "en",
        &[
            "translate",
            "--style",
            "SPOKEN",
            "--spoken-files",
            "anna",
            "--to",
            "de",
            &problem,
        ],
    );
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        "1. Springer David 4; König David 7\n\
         Variante: 1... König David 6\n\
         2. Turm David 8, Schach; König Cesar 7\n\
         Variante: 2... König Eva 7\n\
         2... König Eva 5\n\
         3. Springer Cesar 6, Matt\n\
         Ende der Variante\n\
         3. Springer Eva 6, Matt\n\
         Ende der Variante\n\
         2. Springer Bella 5; König Eva 7\n\
         3. Turm Felix 7, Matt\n\n"
    );
}

/// The hundred lichess games, one move number a line, each game followed
/// by a blank line; the first three as the notation crate's snapshot says.
#[test]
fn translate_says_a_hundred_real_games() {
    let games = data("pgn/lichess-100.pgn");
    let (code, out, err) = forsyth("en", &["translate", "--style", "spoken", &games]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
    let said: Vec<&str> = out.split_terminator("\n\n").collect();
    assert_eq!(said.len(), 100);
    let snapshot = std::fs::read_to_string(data("spoken/en-literate.txt")).unwrap();
    let expected: Vec<&str> = snapshot.split_terminator("\n\n").take(3).collect();
    assert_eq!(said[..3], expected[..]);
    for game in said {
        for (i, line) in game.lines().enumerate() {
            assert!(line.starts_with(&format!("{}. ", i + 1)), "{line}");
        }
    }
}

#[test]
fn translate_nato_from_standard_input_in_hebrew() {
    let out = output(
        command(
            "en",
            &[
                "translate",
                "--style",
                "spoken",
                "--spoken-files",
                "nato",
                "--to",
                "he",
            ],
        ),
        b"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *\n",
    );
    assert!(out.status.success());
    assert_eq!(
        text(out.stdout),
        "1. echo 4; echo 5\n2. פרש foxtrot 3; פרש charlie 6\n\
         3. רץ bravo 5; alfa 6\n4. הצרחה קצרה\n\n"
    );
}

#[test]
fn an_illegal_move_ends_its_game_with_an_error() {
    let out = output(
        command("en", &["translate", "--style", "spoken"]),
        b"1. e4 e5 2. Ke3 Nc6 *\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(out.stdout), "1. E 4; E 5\n\n");
    assert!(text(out.stderr).contains("error[illegal-move]"));
}

#[test]
fn spoken_moves_never_replace_their_games() {
    let problem = data("seed/oikonomopoulos-1881.pgn");
    let (code, out, err) = forsyth(
        "en",
        &["translate", "--style", "spoken", "--in-place", &problem],
    );
    assert_eq!(code, Some(2));
    assert!(out.is_empty());
    assert!(err.contains("--in-place would replace the games"), "{err}");
    let (code, _, err) = forsyth(
        "en",
        &[
            "translate",
            "--style",
            "spoken",
            "--spoken-files",
            "icao",
            &problem,
        ],
    );
    assert_eq!(code, Some(2));
    assert!(err.contains("icao"), "{err}");
}

#[test]
fn board_reads_the_position_in_the_users_language() {
    let fen: Vec<&str> = PROBLEM_1881.split(' ').collect();
    let mut args = vec!["board", "--spoken"];
    args.extend(&fen);
    let (code, out, err) = forsyth("en", &args);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.lines().any(|l| l
            == "White: king \"A\" 5, rooks \"A\" 8, f 1, bishop D 5, knight E 6; \
                Black: king E 7; White to move."),
        "{out}"
    );
    let (code, out, err) = forsyth("he", &args);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.lines().any(
            |l| l == "לבן: מלך א 5, צריחים א 8, ו 1, רץ ד 5, פרש ה 6; שחור: מלך ה 7; תור הלבן."
        ),
        "{out}"
    );
    // --lang chooses the language; --spoken-files the files.
    let mut args = vec![
        "board",
        "--spoken",
        "--spoken-files",
        "nato",
        "--lang",
        "it",
    ];
    args.extend(&fen);
    let (code, out, err) = forsyth("en", &args);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.lines().any(|l| l
            == "Bianco: Re alfa 5, Torri alfa 8, foxtrot 1, Alfiere delta 5, Cavallo echo 6; \
                Nero: Re echo 7; tocca al Bianco."),
        "{out}"
    );
    // Without --spoken, no words.
    let mut args = vec!["board"];
    args.extend(&fen);
    let (_, out, _) = forsyth("en", &args);
    assert!(!out.contains("White to move"), "{out}");
}
