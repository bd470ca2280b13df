//! End-to-end tests of the `forsyth` binary: output, messages and exit
//! status of every command, including every error path, and the language of
//! the messages.
//!
//! Every run sets its language explicitly (`FORSYTH_UI_LANG=en` unless a test
//! says otherwise), so the tests do not depend on the machine's locale.

use std::{
    io::Read,
    process::{Command, Stdio},
};

/// What a run of the binary produced.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// The variables that choose the language of the messages, or add locales.
const LANGUAGE_VARIABLES: [&str; 6] = [
    "FORSYTH_UI_LANG",
    "LANGUAGE",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "FORSYTH_LOCALES",
];

/// The binary with `args` and no language variable but those of `env`.
fn command_with(args: &[&str], env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_forsyth"));
    command.args(args);
    for name in LANGUAGE_VARIABLES {
        command.env_remove(name);
    }
    command.envs(env.iter().copied());
    command
}

/// The binary with `args`, in English.
fn command(args: &[&str]) -> Command {
    command_with(args, &[("FORSYTH_UI_LANG", "en")])
}

fn run(mut command: Command) -> Run {
    let output = command.output().expect("the forsyth binary runs");
    Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

fn forsyth(args: &[&str]) -> Run {
    run(command(args))
}

/// A run with the language variables of `env` only.
fn forsyth_in(env: &[(&str, &str)], args: &[&str]) -> Run {
    run(command_with(args, env))
}

/// Splits a FEN into the separate arguments of an unquoted paste.
fn words(fen: &str) -> Vec<&str> {
    fen.split(' ').collect()
}

fn with<'a>(command: &[&'a str], fen: &'a str) -> Vec<&'a str> {
    let mut args = command.to_vec();
    args.extend(words(fen));
    args
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const CHESS960: &str = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
/// Chess960 with both castlings legal at once: queen-side the king goes to
/// c1 but UCI writes it taking the rook on b1.
const CHESS960_CASTLING: &str = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1";
const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
const PROBLEM_1881: &str = "R7/4k3/4N3/K2B4/8/8/8/5R2";

/// The e3 field starts at column 28.
const EP_ERROR_28: &str = "4k3/8/8/8/8/8/PPP5/4K3 b - e3 0 1";
const EP_ERROR_28_REPORT: &str = "\
error: column 28: en passant square e3, but no white pawn stands on e4
  | 4k3/8/8/8/8/8/PPP5/4K3 b - e3 0 1
  |                            ^^
";
/// The starting position with an en passant square: the e3 field starts at
/// column 52.
const EP_ERROR_52: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1";
const EP_ERROR_52_REPORT: &str = "\
error: column 52: en passant square e3, but no white pawn stands on e4
  | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1
  |                                                    ^^
";

fn assert_usage_error(run: &Run, message: &str) {
    assert_eq!(run.code, Some(2), "stderr: {}", run.stderr);
    assert!(run.stdout.is_empty(), "stdout: {}", run.stdout);
    assert!(
        run.stderr.contains(message),
        "expected {message:?} in stderr:\n{}",
        run.stderr
    );
}

// ------------------------------------------------------------------- fen

#[test]
fn fen_prints_a_valid_fen_normalized() {
    let run = forsyth(&["fen", AFTER_E4]);
    assert_eq!(run.code, Some(0));
    assert_eq!(run.stdout, format!("{AFTER_E4}\n"));
    assert_eq!(run.stderr, "");
}

#[test]
fn fen_accepts_an_unquoted_fen() {
    let run = forsyth(&with(&["fen"], AFTER_E4));
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert_eq!(run.stdout, format!("{AFTER_E4}\n"));
}

#[test]
fn fen_error_at_column_28() {
    let run = forsyth(&["fen", EP_ERROR_28]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr, EP_ERROR_28_REPORT);
}

#[test]
fn fen_error_column_refers_to_the_joined_arguments() {
    let run = forsyth(&with(&["fen"], EP_ERROR_52));
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr, EP_ERROR_52_REPORT);
}

#[test]
fn fen_strict_rejects_a_typographic_dash_at_its_column() {
    // '–' is three bytes but one character and one column wide.
    let run = forsyth(&["fen", "8/8/8/8/8/8/8/K1k5 w – - 0 1"]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stderr,
        "error: column 22: '–' (U+2013) is not allowed in FEN; write '-'\n\
         \x20 | 8/8/8/8/8/8/8/K1k5 w – - 0 1\n\
         \x20 |                      ^\n"
    );
}

#[test]
fn fen_columns_after_a_dash_count_characters_not_bytes() {
    // Lenient reading accepts the dash; the bad en passant field after it is
    // at column 24 (byte 25).
    let run = forsyth(&["fen", "--lenient", "8/8/8/8/8/8/8/K1k5 w – x9 0 1"]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.ends_with(
            "error: column 24: the en passant field must be '-' or a square on rank 3 or 6\n\
             \x20 | 8/8/8/8/8/8/8/K1k5 w – x9 0 1\n\
             \x20 |                        ^^\n"
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn fen_lenient_repairs_and_notes() {
    let run = forsyth(&[
        "fen",
        "--lenient",
        "[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]",
    ]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert_eq!(
        run.stdout,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n"
    );
    assert_eq!(
        run.stderr,
        "note: brackets around the FEN removed\n\
         note: castling rights missing: assumed '-'\n\
         note: en passant square missing: assumed '-'\n\
         note: halfmove clock missing: assumed '0'\n\
         note: fullmove number missing: assumed '1'\n"
    );
}

#[test]
fn fen_lenient_accepts_a_board_alone() {
    let run = forsyth(&["fen", "--lenient", PROBLEM_1881]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert_eq!(run.stdout, "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\n");
    assert!(
        run.stderr
            .contains("note: side to move missing: assumed 'w'\n")
    );
    assert_eq!(run.stderr.lines().count(), 5, "{}", run.stderr);
    assert!(run.stderr.lines().all(|l| l.starts_with("note: ")));
}

#[test]
fn fen_strict_rejects_what_lenient_repairs() {
    let run = forsyth(&["fen", PROBLEM_1881]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.starts_with(
            "error: column 1: a FEN has 6 fields separated by spaces, this one has 1\n"
        ),
        "{}",
        run.stderr
    );
    let run = forsyth(&["fen", "[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]"]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.starts_with("error: column 1: "),
        "{}",
        run.stderr
    );
}

#[test]
fn fen_empty_is_an_input_error() {
    let run = forsyth(&["fen", ""]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stderr, "error: column 1: the FEN is empty\n");
}

#[test]
fn fen_negative_halfmove_clock_is_an_input_error_not_an_option() {
    let run = forsyth(&with(&["fen"], "4k3/8/8/8/8/8/8/4K3 w - - -1 1"));
    assert_eq!(run.code, Some(1), "stderr: {}", run.stderr);
    assert!(
        run.stderr
            .starts_with("error: column 27: the halfmove clock must be a number"),
        "{}",
        run.stderr
    );
}

#[test]
fn fen_usage_errors() {
    assert_usage_error(&forsyth(&["fen"]), "required");
    assert_usage_error(&forsyth(&["fen", "--bogus", START]), "'--bogus'");
    assert_usage_error(&forsyth(&["fen", "--lenient"]), "required");
}

// ----------------------------------------------------------------- perft

/// The move lines and the total of perft output, checking its shape.
fn perft_output(stdout: &str) -> (Vec<(String, u64)>, u64) {
    let (moves, total) = stdout
        .strip_suffix('\n')
        .and_then(|s| s.rsplit_once("\n\n"))
        .expect("move lines, a blank line, the total");
    let lines: Vec<(String, u64)> = moves
        .lines()
        .map(|l| {
            let (uci, n) = l.split_once(": ").expect("'<uci>: <count>'");
            (uci.to_string(), n.parse().expect("a count"))
        })
        .collect();
    let total: u64 = total.parse().expect("the total alone on the last line");
    assert_eq!(lines.iter().map(|(_, n)| n).sum::<u64>(), total);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted, "sorted by UCI");
    (lines, total)
}

#[test]
fn perft_3_from_the_start() {
    let run = forsyth(&["perft", "3"]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert_eq!(run.stderr, "");
    let (lines, total) = perft_output(&run.stdout);
    assert_eq!(total, 8902);
    assert_eq!(lines.len(), 20);
    assert!(run.stdout.starts_with("a2a3: 380\na2a4: 420\nb1a3: 400\n"));
    assert!(run.stdout.ends_with("h2h4: 420\n\n8902\n"));
}

#[test]
fn perft_0_counts_the_position_itself() {
    let run = forsyth(&["perft", "0"]);
    assert_eq!(run.code, Some(0));
    assert_eq!(run.stdout, "1\n");
}

#[test]
fn perft_of_a_mate_is_0() {
    let run = forsyth(&["perft", "2", "--fen", FOOLS_MATE]);
    assert_eq!(run.code, Some(0));
    assert_eq!(run.stdout, "0\n");
}

#[test]
fn perft_kiwipete_with_castling() {
    let run = forsyth(&["perft", "2", "--fen", KIWIPETE]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    let (lines, total) = perft_output(&run.stdout);
    assert_eq!(total, 2039);
    assert_eq!(lines.len(), 48);
    assert!(run.stdout.contains("\ne1g1: 43\n"));
    assert!(run.stdout.contains("\ne1c1: 43\n"));
}

#[test]
fn perft_unquoted_fen_after_depth() {
    let run = forsyth(&with(&["perft", "1", "--fen"], AFTER_E4));
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert_eq!(perft_output(&run.stdout).1, 20);
}

#[test]
fn perft_chess960() {
    let run = forsyth(&["perft", "2", "--fen", CHESS960]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    let (lines, total) = perft_output(&run.stdout);
    assert_eq!(total, 528);
    assert_eq!(lines.len(), 21);
}

#[test]
fn perft_chess960_castling_is_king_takes_rook() {
    let run = forsyth(&["perft", "1", "--fen", CHESS960_CASTLING]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    let (lines, _) = perft_output(&run.stdout);
    let ucis: Vec<&str> = lines.iter().map(|(u, _)| u.as_str()).collect();
    // Queen-side: the king goes to c1, written as taking the rook on b1.
    assert!(ucis.contains(&"e1b1"), "{ucis:?}");
    assert!(!ucis.contains(&"e1c1"), "{ucis:?}");
    // King-side: the king goes to g1, where the rook stands.
    assert!(ucis.contains(&"e1g1"), "{ucis:?}");
}

#[test]
fn perft_invalid_fen() {
    let run = forsyth(&["perft", "1", "--fen", EP_ERROR_28]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr, EP_ERROR_28_REPORT);
}

#[test]
fn perft_usage_errors() {
    assert_usage_error(&forsyth(&["perft"]), "required");
    assert_usage_error(&forsyth(&["perft", "abc"]), "'abc' is not a depth");
    assert_usage_error(&forsyth(&["perft", "-1"]), "'-1' is not a depth");
    assert_usage_error(&forsyth(&["perft", "2.5"]), "not a depth");
    assert_usage_error(&forsyth(&["perft", "13"]), "the largest depth is 12");
    assert_usage_error(
        &forsyth(&["perft", "99999999999"]),
        "the largest depth is 12",
    );
    assert_usage_error(&forsyth(&["perft", "1", "--bogus"]), "'--bogus'");
    assert_usage_error(&forsyth(&["perft", "1", "--fen"]), "--fen");
}

// ----------------------------------------------------------------- board

#[test]
fn board_of_the_start_position_by_default() {
    let run = forsyth(&["board"]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert_eq!(run.stderr, "");
    assert!(run.stdout.starts_with(concat!(
        "  ┌────────────────────────┐\n",
        "8 │ ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ │\n",
    )));
    assert!(run.stdout.contains(&format!("FEN: {START}\n")));
    assert!(run.stdout.contains("Side to move: White\n"));
    assert!(run.stdout.contains("Castling: KQkq\n"));
    assert!(!run.stdout.contains("En passant"));
    assert!(run.stdout.contains("Status: game in progress\n"));
    assert!(run.stdout.contains(
        "Legal moves (20): a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 \
         e2e3 e2e4 f2f3 f2f4 g1f3 g1h3 g2g3 g2g4 h2h3 h2h4\n"
    ));
}

#[test]
fn board_of_a_checkmate() {
    let run = forsyth(&with(&["board"], FOOLS_MATE));
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    let expected = concat!(
        "  ┌────────────────────────┐\n",
        "8 │ ♜  ♞  ♝  ·  ♚  ♝  ♞  ♜ │\n",
        "7 │ ♟  ♟  ♟  ♟  ·  ♟  ♟  ♟ │\n",
        "6 │    ·     ·     ·     · │\n",
        "5 │ ·     ·     ♟     ·    │\n",
        "4 │    ·     ·     ·  ♙  ♛ │\n",
        "3 │ ·     ·     ·  ♙  ·    │\n",
        "2 │ ♙  ♙  ♙  ♙  ♙  ·     ♙ │\n",
        "1 │ ♖  ♘  ♗  ♕  ♔  ♗  ♘  ♖ │\n",
        "  └────────────────────────┘\n",
        "    a  b  c  d  e  f  g  h  \n",
        "\n",
        "FEN: rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n",
        "Side to move: White\n",
        "Castling: KQkq\n",
        "Status: checkmate, Black wins\n",
        "Legal moves: none\n",
    );
    assert_eq!(run.stdout, expected);
}

#[test]
fn board_ascii_and_flipped() {
    let run = forsyth(&["board", "--ascii", "--flip", FOOLS_MATE]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(run.stdout.is_ascii(), "{}", run.stdout);
    assert!(run.stdout.starts_with(concat!(
        "  +------------------------+\n",
        "1 | R  N  B  K  Q  B  N  R |\n",
    )));
    assert!(run.stdout.contains(
        "8 | r  n  b  k  .  b  n  r |\n  +------------------------+\n    h  g  f  e  d  c  b  a  \n"
    ));
    assert!(run.stdout.contains("checkmate"));
}

#[test]
fn board_check_en_passant_and_stalemate() {
    // Black in check from the bishop on b5, after e2-e4 with no black pawn
    // to take on e3.
    let run = forsyth(&[
        "board",
        "rnbqkbnr/pp2pppp/8/1Bpp4/3PP3/8/PPP2PPP/RNBQK1NR b KQkq e3 0 4",
    ]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(
        run.stdout.contains("Status: Black is in check\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("En passant: e3 (no legal capture)\n"),
        "{}",
        run.stdout
    );

    let run = forsyth(&[
        "board",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(run.stdout.contains("En passant: f6\n"), "{}", run.stdout);
    assert!(run.stdout.contains(" e5f6 "), "{}", run.stdout);

    let run = forsyth(&["board", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(run.stdout.contains("Castling: none\n"));
    assert!(run.stdout.contains("Status: stalemate, a draw\n"));
    assert!(run.stdout.contains("Legal moves: none\n"));
}

#[test]
fn board_chess960() {
    let run = forsyth(&["board", CHESS960_CASTLING]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(run.stdout.contains("(Chess960)\n"), "{}", run.stdout);
    assert!(run.stdout.contains(" e1b1 "), "{}", run.stdout);
}

#[test]
fn board_lenient_notes() {
    let run = forsyth(&["board", "--lenient", PROBLEM_1881]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(run.stdout.contains("8 │ ♖  ·     ·     ·     · │\n"));
    assert!(run.stdout.contains("Side to move: White\n"));
    assert!(
        run.stderr
            .contains("note: side to move missing: assumed 'w'\n")
    );
    assert!(run.stderr.lines().all(|l| l.starts_with("note: ")));
}

#[test]
fn board_invalid_fen() {
    let run = forsyth(&with(&["board"], EP_ERROR_52));
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr, EP_ERROR_52_REPORT);
    let run = forsyth(&["board", PROBLEM_1881]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.starts_with("error: column 1: "),
        "{}",
        run.stderr
    );
}

#[test]
fn board_usage_errors() {
    assert_usage_error(&forsyth(&["board", "--bogus"]), "'--bogus'");
    assert_usage_error(&forsyth(&["board", "-x", START]), "'-x'");
}

// ----------------------------------------------------------- the program

#[test]
fn no_command_is_a_usage_error() {
    let run = forsyth(&[]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("Usage: forsyth <COMMAND>"),
        "{}",
        run.stderr
    );
    assert_usage_error(&forsyth(&["frobnicate"]), "'frobnicate'");
    assert_usage_error(&forsyth(&["--bogus"]), "'--bogus'");
}

#[test]
fn version_and_help() {
    let run = forsyth(&["--version"]);
    assert_eq!(run.code, Some(0));
    assert_eq!(
        run.stdout,
        format!("forsyth {}\n", env!("CARGO_PKG_VERSION"))
    );
    for command in [
        &["--help"][..],
        &["perft", "--help"],
        &["fen", "--help"],
        &["board", "--help"],
    ] {
        let run = forsyth(command);
        assert_eq!(run.code, Some(0), "{command:?}");
        assert!(
            run.stdout.contains("Examples:\n"),
            "{command:?}: {}",
            run.stdout
        );
        assert!(run.stdout.contains("Usage: forsyth"), "{command:?}");
    }
}

/// Runs `args` with standard output closed before the program writes to it.
fn closed_pipe(args: &[&str]) -> (Option<i32>, String) {
    let mut child = command(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the forsyth binary runs");
    drop(child.stdout.take());
    let mut stderr = String::new();
    if let Some(mut e) = child.stderr.take() {
        e.read_to_string(&mut stderr).expect("stderr is UTF-8");
    }
    let status = child.wait().expect("forsyth ends");
    (status.code(), stderr)
}

#[test]
fn a_closed_pipe_ends_quietly() {
    for args in [&["perft", "4"][..], &["board"], &["fen", START]] {
        let (code, stderr) = closed_pipe(args);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(stderr, "", "{args:?}");
        assert_eq!(code, Some(0), "{args:?}");
    }
}

#[test]
fn an_unwritable_output_is_reported() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // Not Linux: nothing to test with.
    };
    let output = command(&["board"])
        .stdout(full)
        .output()
        .expect("the forsyth binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("error: cannot write the output: "),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"));
}

// ------------------------------------------------------------- languages

const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// Whether `text` holds a bidi control character (marks, embeddings,
/// overrides, isolates).
fn has_bidi_controls(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(
            c,
            '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
        )
    })
}

#[test]
fn greek_fen_error_at_the_same_column() {
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "el")], &["fen", EP_ERROR_28]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "σφάλμα: στήλη 28: τετράγωνο εν περασά e3, αλλά δεν υπάρχει λευκό πιόνι στο e4\n\
         \x20 | 4k3/8/8/8/8/8/PPP5/4K3 b - e3 0 1\n\
         \x20 |                            ^^\n"
    );
}

#[test]
fn german_from_lang() {
    let env = [("LANG", "de_DE.UTF-8")];
    let run = forsyth_in(&env, &["fen", EP_ERROR_52]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stderr,
        "Fehler: Spalte 52: En-passant-Feld e3, aber auf e4 steht kein weißer Bauer\n\
         \x20 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1\n\
         \x20 |                                                    ^^\n"
    );

    let run = forsyth_in(&env, &["fen", "--lenient", PROBLEM_1881]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(
        run.stderr
            .contains("Anmerkung: Zugrecht fehlt: „w“ angenommen\n"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("Anmerkung: Rochaderechte fehlen: „-“ angenommen\n"),
        "{}",
        run.stderr
    );

    let run = forsyth_in(&env, &["board", FOOLS_MATE]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(run.stdout.contains("Weiß am Zug\n"), "{}", run.stdout);
    assert!(
        run.stdout.contains("Rochaderechte: KQkq\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Stand: matt, Schwarz gewinnt\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Regelgemäße Züge: keine\n"),
        "{}",
        run.stdout
    );

    assert_usage_error(
        &forsyth_in(&env, &["perft", "13"]),
        "die größte Tiefe ist 12",
    );
}

#[test]
fn hebrew_message_with_an_intact_fen_echo() {
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "he")], &["fen", EP_ERROR_28]);
    assert_eq!(run.code, Some(1));
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stderr);
    // The sentence, with its placeables isolated.
    assert_eq!(
        lines[0],
        format!(
            "שגיאה: עמודה {FSI}28{PDI}: {FSI}משבצת הכאה דרך הילוכו {FSI}e3{PDI}, \
             אבל אין רגלי {FSI}לבן{PDI} ב־{FSI}e4{PDI}{PDI}"
        )
    );
    // The FEN and the mark under it, exactly as in English: no bidi marks.
    assert_eq!(lines[1], format!("  | {EP_ERROR_28}"));
    assert_eq!(lines[2], format!("  | {}^^", " ".repeat(27)));
    assert!(!has_bidi_controls(lines[1]) && !has_bidi_controls(lines[2]));
}

#[test]
fn hebrew_board_keeps_notation_free_of_bidi_marks() {
    let run = forsyth_in(&[("LC_ALL", "he_IL.UTF-8")], &["board", AFTER_E4]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(
        run.stdout.contains(&format!("FEN: {AFTER_E4}\n")),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("תור השחור\n"), "{}", run.stdout);
    assert!(
        run.stdout.contains("זכויות הצרחה: KQkq\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("הכאה דרך הילוכו: e3 (אין הכאה חוקית)\n"),
        "{}",
        run.stdout
    );
    for line in run.stdout.lines() {
        if line.starts_with("FEN: ") || line.contains("a7a6") {
            assert!(!has_bidi_controls(line), "{line:?}");
        }
    }
}

#[test]
fn italian_help_and_notes() {
    let env = [("LANGUAGE", "it:de"), ("LANG", "el_GR.UTF-8")];
    let run = forsyth_in(&env, &["fen", "--help"]);
    assert_eq!(run.code, Some(0));
    assert!(
        run.stdout
            .contains("Controlla una FEN e la stampa normalizzata"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Esempi:\n"), "{}", run.stdout);
    // clap's own words stay English.
    assert!(run.stdout.contains("Usage: forsyth fen"), "{}", run.stdout);

    let run = forsyth_in(&env, &["board", "--lenient", PROBLEM_1881]);
    assert_eq!(run.code, Some(0), "stderr: {}", run.stderr);
    assert!(run.stdout.contains("Tocca al Bianco\n"), "{}", run.stdout);
    assert!(
        run.stderr
            .contains("nota: manca il tratto: si assume «w»\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn c_locale_and_unknown_languages_are_english() {
    for env in [
        &[("LC_ALL", "C"), ("LANGUAGE", "de")][..],
        &[("LANG", "fr_FR.UTF-8")],
        &[("FORSYTH_UI_LANG", "fr"), ("LANG", "de_DE.UTF-8")],
        &[],
    ] {
        let run = forsyth_in(env, &["fen", EP_ERROR_28]);
        assert_eq!(run.stderr, EP_ERROR_28_REPORT, "{env:?}");
    }
}

#[test]
fn every_language_reports_the_same_column_and_mark() {
    let input = "8/8/8/8/8/8/8/K1k5 w – x9 0 1";
    for tag in ["en", "de", "el", "he", "it"] {
        let run = forsyth_in(&[("FORSYTH_UI_LANG", tag)], &["fen", "--lenient", input]);
        assert_eq!(run.code, Some(1), "{tag}");
        let lines: Vec<&str> = run.stderr.lines().collect();
        let n = lines.len();
        assert!(n >= 3, "{tag}: {}", run.stderr);
        assert!(lines[n - 3].contains("24"), "{tag}: {}", lines[n - 3]);
        assert_eq!(lines[n - 2], format!("  | {input}"), "{tag}");
        assert_eq!(lines[n - 1], format!("  | {}^^", " ".repeat(23)), "{tag}");
    }
}
