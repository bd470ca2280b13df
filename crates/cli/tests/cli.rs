//! End-to-end tests of the `forsyth` binary: output, messages and exit
//! status of every command, including every error path, and the language of
//! the messages.
//!
//! Every run sets its language explicitly (`FORSYTH_UI_LANG=en` unless a test
//! says otherwise), so the tests do not depend on the machine's locale.

mod common;

use std::{
    io::Read,
    path::PathBuf,
    process::{Command, Stdio},
};

/// What a run of the binary produced.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// The binary with `args` and no language variable but those of `env`.
fn command_with(args: &[&str], env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_forsyth"));
    command.args(args);
    for name in common::LANGUAGE_VARIABLES {
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
    // Any depth a u32 holds is a depth (a deep count on a position with
    // few moves is quick); only a larger number is refused.
    assert_usage_error(
        &forsyth(&["perft", "4294967296"]),
        "is more than the largest depth, 4294967295",
    );
    assert_usage_error(
        &forsyth(&["perft", "99999999999"]),
        "is more than the largest depth, 4294967295",
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
        run.stderr.contains("Usage: forsyth [OPTIONS] <COMMAND>"),
        "{}",
        run.stderr
    );
    assert_usage_error(&forsyth(&["frobnicate"]), "'frobnicate'");
    assert_usage_error(&forsyth(&["--bogus"]), "'--bogus'");
}

#[test]
fn usage_errors_in_english_read_well() {
    let run = forsyth(&["fen", "--bogus", START]);
    assert_usage_error(&run, "error: unexpected argument '--bogus'\n");
    assert!(
        run.stderr
            .contains("\nUsage: forsyth fen [OPTIONS] <FEN>...\n"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .ends_with("\nFor more information, try '--help'.\n"),
        "{}",
        run.stderr
    );
    assert_usage_error(
        &forsyth(&["perft"]),
        "error: required arguments are missing: <DEPTH>\n",
    );
    assert_usage_error(
        &forsyth(&["perft", "4294967296"]),
        "error: invalid value '4294967296' for '<DEPTH>': depth 4294967296 is more than the largest depth, 4294967295",
    );
    assert_usage_error(
        &forsyth(&["frobnicate"]),
        "error: unknown command 'frobnicate'\n",
    );
    let run = forsyth(&["help", "perft"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("Usage: forsyth perft"),
        "{}",
        run.stdout
    );
    assert_usage_error(
        &forsyth(&["help", "nope"]),
        "error: invalid value 'nope' for '[COMMAND]'; the possible values are translate, check, perft, fen, board",
    );
}

#[test]
fn usage_errors_in_the_users_language() {
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "de")], &["fen", "--bogus", START]);
    assert_usage_error(&run, "Fehler: unerwartetes Argument „--bogus“\n");
    assert!(
        run.stderr.contains("\nAufruf: forsyth fen"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("Weitere Informationen mit „--help“."),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("unexpected"), "{}", run.stderr);

    let run = forsyth_in(&[("FORSYTH_UI_LANG", "el")], &["perft"]);
    assert_usage_error(&run, "σφάλμα: λείπουν υποχρεωτικά ορίσματα: <DEPTH>\n");
    assert!(
        run.stderr.contains("\nΧρήση: forsyth perft"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("required"), "{}", run.stderr);

    let seed = seed_path();
    let run = forsyth_in(
        &[("FORSYTH_UI_LANG", "it")],
        &["translate", "--style", "morse", path_str(&seed)],
    );
    assert_usage_error(
        &run,
        "errore: valore non valido «morse» per «--style <STYLE>»; \
         i valori possibili sono san, lan, fan, uci, iccf, spoken, descriptive\n",
    );
    assert!(!run.stderr.contains("possible values"), "{}", run.stderr);
}

#[test]
fn help_headings_in_hebrew() {
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "he")], &["--help"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    for line in [
        "שימוש: forsyth [OPTIONS] <COMMAND>\n",
        "\nפקודות:\n",
        "\nאפשרויות:\n",
        "  -h, --help           הצגת עזרה\n",
        "  -V, --version        הצגת הגרסה\n",
        "  help         הצגת הודעה זו או העזרה של הפקודה הנתונה\n",
    ] {
        assert!(run.stdout.contains(line), "{line:?} in:\n{}", run.stdout);
    }
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "he")], &["perft", "--help"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("\nארגומנטים:\n"), "{}", run.stdout);
    for english in ["Usage:", "Arguments:", "Options:", "Print help"] {
        assert!(!run.stdout.contains(english), "{english}: {}", run.stdout);
    }
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
        &["translate", "--help"],
        &["check", "--help"],
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
    let seed = seed_path();
    let seed = seed.to_str().expect("a UTF-8 path");
    for args in [
        &["perft", "4"][..],
        &["board"],
        &["fen", START],
        &["translate", seed],
        &["check", "--lang", "en", seed],
    ] {
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
    let seed = seed_path();
    for args in [
        &["board"][..],
        &["translate", seed.to_str().expect("UTF-8")],
    ] {
        let output = command(args)
            .stdout(full.try_clone().expect("a second handle"))
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
        &forsyth_in(&env, &["perft", "4294967296"]),
        "größer als die größte Tiefe, 4294967295",
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
    // clap's words are Italian too.
    assert!(run.stdout.contains("Uso: forsyth fen"), "{}", run.stdout);
    assert!(run.stdout.contains("Opzioni:\n"), "{}", run.stdout);

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
        &[("LANG", "ja_JP.UTF-8")],
        &[("FORSYTH_UI_LANG", "ja"), ("LANG", "de_DE.UTF-8")],
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

// ------------------------------------------------------------- test files

/// The seed document's problem of 1881, in Greek notation.
fn seed_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/seed/oikonomopoulos-1881.pgn")
}

fn seed_text() -> String {
    std::fs::read_to_string(seed_path()).expect("the seed file is there")
}

/// Writes `contents` to a file `name` of this test run's scratch folder and
/// returns its path.
fn scratch(name: &str, contents: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("forsyth-cli");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("a scratch file");
    path
}

fn path_str(path: &std::path::Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// A run with `input` on standard input.
fn forsyth_stdin(args: &[&str], input: &str) -> Run {
    let output = common::output(command(args), input.as_bytes());
    Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// The seed's movetext line (the last line).
const SEED_MOVES: &str = "{Κλειδί :} 1. Ιδ4! Ρδ7 (1... Ρδ6 2. Πδ8+ Ργ7 (2... Ρε7/Ρε5 3. Ιγ6) 3. Ιε6) 2. Ιβ5 Ρε7 3. Πζ7 *";

/// The seed with its movetext line replaced by `moves`.
fn seed_with_moves(moves: &str) -> String {
    let seed = seed_text();
    assert!(seed.contains(SEED_MOVES), "the seed's movetext changed");
    seed.replace(SEED_MOVES, moves)
}

// ------------------------------------------------------------- translate

#[test]
fn translate_the_seed_into_every_language() {
    let seed = seed_path();
    for (lang, moves) in [
        (
            "en",
            "{Κλειδί :} 1. Nd4! Kd7 (1... Kd6 2. Rd8+ Kc7 (2... Ke7/Ke5 3. Nc6#) 3. Ne6#) 2. Nb5 Ke7 3. Rf7# *",
        ),
        (
            "de",
            "{Κλειδί :} 1. Sd4! Kd7 (1... Kd6 2. Td8+ Kc7 (2... Ke7/Ke5 3. Sc6#) 3. Se6#) 2. Sb5 Ke7 3. Tf7# *",
        ),
        (
            "it",
            "{Κλειδί :} 1. Cd4! Rd7 (1... Rd6 2. Td8+ Rc7 (2... Re7/Re5 3. Cc6#) 3. Ce6#) 2. Cb5 Re7 3. Tf7# *",
        ),
        (
            "he",
            "{Κλειδί :} 1. פד4! מד7 (1... מד6 2. צד8+ מג7 (2... מה7/מה5 3. פג6#) 3. פה6#) 2. פב5 מה7 3. צו7# *",
        ),
        (
            "el",
            "{Κλειδί :} 1. Ιδ4! Ρδ7 (1... Ρδ6 2. Πδ8+ Ργ7 (2... Ρε7/Ρε5 3. Ιγ6#) 3. Ιε6#) 2. Ιβ5 Ρε7 3. Πζ7# *",
        ),
    ] {
        // `--style san` writes every move in SAN, mate marks included.
        let run = forsyth(&["translate", "--to", lang, "--style", "san", path_str(&seed)]);
        assert_eq!(run.code, Some(0), "{lang}: {}", run.stderr);
        assert_eq!(run.stderr, "", "{lang}");
        // Tags, blank lines and the comment byte for byte; only moves change.
        assert_eq!(run.stdout, seed_with_moves(moves), "{lang}");
        // By default only the letters change: the seed writes no mate mark,
        // and the translation adds none.
        let run = forsyth(&["translate", "--to", lang, path_str(&seed)]);
        assert_eq!(run.code, Some(0), "{lang}: {}", run.stderr);
        assert_eq!(
            run.stdout,
            seed_with_moves(&moves.replace('#', "")),
            "{lang}"
        );
    }
}

#[test]
fn translate_defaults_to_english_san_and_names_languages_any_way() {
    let english = seed_with_moves(
        "{Κλειδί :} 1. Nd4! Kd7 (1... Kd6 2. Rd8+ Kc7 (2... Ke7/Ke5 3. Nc6) 3. Ne6) 2. Nb5 Ke7 3. Rf7 *",
    );
    let seed = seed_path();
    let run = forsyth(&["translate", path_str(&seed)]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, english);
    let german = forsyth(&["translate", "--to", "de", path_str(&seed)]).stdout;
    for (from, to) in [("el", "Deutsch"), ("Greek", "German"), ("ελληνικα", "DE")] {
        let run = forsyth(&["translate", "--from", from, "--to", to, path_str(&seed)]);
        assert_eq!(run.code, Some(0), "{from} {to}: {}", run.stderr);
        assert_eq!(run.stdout, german, "{from} {to}");
    }
}

#[test]
fn translate_reads_standard_input() {
    let english = seed_with_moves(
        "{Κλειδί :} 1. Nd4! Kd7 (1... Kd6 2. Rd8+ Kc7 (2... Ke7/Ke5 3. Nc6) 3. Ne6) 2. Nb5 Ke7 3. Rf7 *",
    );
    for args in [&["translate"][..], &["translate", "-"]] {
        let run = forsyth_stdin(args, &seed_text());
        assert_eq!(run.code, Some(0), "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, english, "{args:?}");
    }
    // Bare movetext, no tags.
    let run = forsyth_stdin(
        &["translate", "--to", "de"],
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *\n");
}

#[test]
fn translate_styles() {
    let seed = seed_path();
    for (style, moves) in [
        (
            "uci",
            "{Κλειδί :} 1. e6d4! e7d7 (1... e7d6 2. a8d8 d6c7 (2... d6e7/d6e5 3. d4c6) 3. d4e6) 2. d4b5 d7e7 3. f1f7 *",
        ),
        (
            "lan",
            "{Κλειδί :} 1. Ne6-d4! Ke7-d7 (1... Ke7-d6 2. Ra8-d8+ Kd6-c7 (2... Kd6-e7/Kd6-e5 3. Nd4-c6#) 3. Nd4-e6#) 2. Nd4-b5 Kd7-e7 3. Rf1-f7# *",
        ),
        (
            "fan",
            "{Κλειδί :} 1. ♘d4! ♚d7 (1... ♚d6 2. ♖d8+ ♚c7 (2... ♚e7/♚e5 3. ♘c6#) 3. ♘e6#) 2. ♘b5 ♚e7 3. ♖f7# *",
        ),
        (
            "ICCF",
            "{Κλειδί :} 1. 5644! 5747 (1... 5746 2. 1848 4637 (2... 4657/4655 3. 4436) 3. 4456) 2. 4425 4757 3. 6167 *",
        ),
    ] {
        let run = forsyth(&["translate", "--style", style, path_str(&seed)]);
        assert_eq!(run.code, Some(0), "{style}: {}", run.stderr);
        assert_eq!(run.stdout, seed_with_moves(moves), "{style}");
    }
    let run = forsyth(&["translate", "--to", "el", "--style", "lan", path_str(&seed)]);
    assert!(
        run.stdout
            .contains("1. Ιε6-δ4! Ρε7-δ7 (1... Ρε7-δ6 2. Πα8-δ8+"),
        "{}",
        run.stdout
    );
}

#[test]
fn translate_isolates_moves_on_request() {
    let run = forsyth_stdin(&["translate", "--to", "he", "--isolate"], "1. e4 Nf6 *\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, format!("1. {FSI}ה4{PDI} {FSI}פו6{PDI} *\n"));
}

/// Two games from the 1881 position; the first has an illegal move, 2. Ιβ6,
/// on line 4 at column 27 (byte 37: the Greek letters before it are two
/// bytes each).
const TWO_GAMES: &str = "\
[Event \"one\"]
[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]

{Κλειδί :} 1. Ιδ4! Ρδ7 2. Ιβ6 Ρε7 3. Πζ7 *

[Event \"two\"]
[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]

1. Ιδ4! Ρδ7 2. Ιβ5 Ρε7 3. Πζ7 *
";

#[test]
fn translate_copies_the_rest_of_a_game_after_an_illegal_move() {
    let file = scratch("two-games.pgn", TWO_GAMES);
    let name = path_str(&file);
    let run = forsyth(&["translate", "--to", "de", name]);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert_eq!(
        run.stdout,
        TWO_GAMES
            .replace(
                "{Κλειδί :} 1. Ιδ4! Ρδ7 2. Ιβ6",
                "{Κλειδί :} 1. Sd4! Kd7 2. Ιβ6"
            )
            .replace(
                "\n1. Ιδ4! Ρδ7 2. Ιβ5 Ρε7 3. Πζ7 *",
                "\n1. Sd4! Kd7 2. Sb5 Ke7 3. Tf7 *"
            )
    );
    assert_eq!(
        run.stderr,
        format!(
            "{name}:4:27: error[illegal-move]: Illegal move Ιβ6: White to move; the knight on δ4 cannot move to β6.\n"
        )
    );

    // The same from standard input.
    let run = forsyth_stdin(&["translate", "--from", "el"], TWO_GAMES);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stderr,
        "<stdin>:4:27: error[illegal-move]: Illegal move Ιβ6: White to move; the knight on δ4 cannot move to β6.\n"
    );
    assert!(run.stdout.ends_with("\n1. Nd4! Kd7 2. Nb5 Ke7 3. Rf7 *\n"));
}

#[test]
fn translate_reports_ambiguous_and_unreadable_moves() {
    let run = forsyth_stdin(
        &["translate", "--from", "en", "--to", "de"],
        "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 Kd7 *\n\n1. e4 Xq9 2. Nf3 *\n",
    );
    assert_eq!(run.code, Some(1));
    // Nothing translated from the first error of each game on, but for a
    // game whose first move is the error: its letters are changed, as a
    // note's (the knight of `Nd2`, ambiguous, is a knight all the same).
    assert_eq!(
        run.stdout,
        "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Sd2 Kd7 *\n\n1. e4 Xq9 2. Nf3 *\n"
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{}", run.stderr);
    assert!(
        lines[0].starts_with("<stdin>:3:4: error[ambiguous-move]: "),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("<stdin>:5:7: error[malformed-move]: "),
        "{}",
        lines[1]
    );
}

#[test]
fn translate_warnings_only_on_request() {
    // 1. Ιδ4+ gives no check: a warning. The translation keeps the mark
    // the writer chose; `--style san` writes what the move gives.
    let input = "[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\n1. Ιδ4+ Ρδ7 *\n";
    let run = forsyth_stdin(&["translate"], input);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stderr, "");
    assert!(run.stdout.ends_with("\n1. Nd4+ Kd7 *\n"), "{}", run.stdout);
    let run = forsyth_stdin(&["translate", "--style", "san"], input);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.ends_with("\n1. Nd4 Kd7 *\n"), "{}", run.stdout);
    let run = forsyth_stdin(&["translate", "--warnings"], input);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "<stdin>:3:4: warning[wrong-check-mark]: The move Ιδ4+ is marked as check, but it gives no check.\n"
    );
}

#[test]
fn translate_usage_errors() {
    let seed = seed_path();
    let seed = path_str(&seed);
    let run = forsyth(&["translate", "--to", "xx", seed]);
    assert_usage_error(
        &run,
        "error: unknown language 'xx'; known languages: en (English), bg (Български), \
         ca (Català), cs (Čeština), da (Dansk), de (Deutsch), el (Ελληνικά), es (Español), \
         et (Eesti), fi (Suomi), fr (Français), he (עברית), hr (Hrvatski), hu (Magyar), \
         is (Íslenska), it (Italiano), nb (Norsk bokmål), nl (Nederlands), pl (Polski), \
         pt (Português), ro (Română), ru (Русский), sk (Slovenčina), sl (Slovenščina), \
         sr-Latn (Srpski (latinica)), sv (Svenska), tr (Türkçe), uk (Українська)\n",
    );
    assert_usage_error(
        &forsyth(&["translate", "--from", "Klingon", seed]),
        "unknown language 'Klingon'",
    );
    assert_usage_error(
        &forsyth(&["translate", "--style", "morse", seed]),
        "invalid value 'morse' for '--style <STYLE>'; the possible values are san, lan, fan, uci, iccf, spoken, descriptive",
    );
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-such-file.pgn");
    let run = forsyth(&["translate", path_str(&missing)]);
    assert_usage_error(
        &run,
        &format!("error: cannot read {}: ", path_str(&missing)),
    );
    // A compressed file that ends too soon cannot be read.
    let truncated = scratch("translate-truncated.pgn", "\u{1f}");
    std::fs::write(&truncated, [0x1f, 0x8b, 0x08, 0x00]).expect("written");
    let run = forsyth(&["translate", path_str(&truncated)]);
    assert_usage_error(&run, "error: cannot read ");
    // Two files: one translation after the other.
    let once = forsyth(&["translate", "--to", "de", seed]);
    let twice = forsyth(&["translate", "--to", "de", seed, seed]);
    assert_eq!(twice.code, Some(0), "{}", twice.stderr);
    assert_eq!(twice.stdout, once.stdout.repeat(2));
}

#[test]
fn translate_messages_in_the_users_language() {
    let file = scratch("two-games-el.pgn", TWO_GAMES);
    let name = path_str(&file);
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "el")], &["translate", name]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stderr,
        format!(
            "{name}:4:27: σφάλμα[illegal-move]: Μη νόμιμη κίνηση Ιβ6: παίζουν τα λευκά· ο ίππος στο δ4 δεν μπορεί να πάει στο β6.\n"
        )
    );
}

// ----------------------------------------------------------------- check

#[test]
fn check_clean_files_quietly() {
    let seed = seed_path();
    let mut files = vec![seed];
    // Real games, where another part of the project keeps them.
    let real = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/pgn");
    for name in ["lichess-100.pgn", "eco-head.pgn"] {
        if real.join(name).is_file() {
            files.push(real.join(name));
        }
    }
    let mut args = vec!["check"];
    args.extend(files.iter().map(|p| path_str(p)));
    let run = forsyth(&args);
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr, "");
}

#[test]
fn check_shows_an_illegal_move_like_a_compiler() {
    let file = scratch("check-two-games.pgn", TWO_GAMES);
    let name = path_str(&file);
    let run = forsyth(&["check", name]);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert_eq!(run.stderr, "");
    assert_eq!(
        run.stdout,
        format!(
            "\
error[illegal-move]: Illegal move Ιβ6: White to move; the knight on δ4 cannot move to β6.
 --> {name}:4:27
  |
4 | {{Κλειδί :}} 1. Ιδ4! Ρδ7 2. Ιβ6 Ρε7 3. Πζ7 *
  |                           ^^^
  |
  = note: Legal moves of this piece: Ιγ2, Ιε2, Ιβ3, Ιζ3, Ιβ5, Ιζ5, Ιγ6, Ιε6.

"
        )
    );
}

/// The lines of JSON output, parsed, each checked to have exactly the keys
/// of the format.
fn json_lines(stdout: &str) -> Vec<serde_json::Map<String, serde_json::Value>> {
    let schema = check_schema();
    stdout
        .lines()
        .map(|line| {
            let value: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            assert_fits_schema(&value, &schema, line);
            value.as_object().expect("an object").clone()
        })
        .collect()
}

/// `docs/check-output.schema.json`, the description of `check`'s JSON lines.
fn check_schema() -> serde_json::Value {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/check-output.schema.json");
    serde_json::from_str(&std::fs::read_to_string(path).expect("the schema")).expect("JSON")
}

/// Checks `value` against the parts of JSON Schema the schema uses: an
/// object with exactly its required properties, each of its type (integer
/// with a minimum, string with an enum, array of strings).
fn assert_fits_schema(value: &serde_json::Value, schema: &serde_json::Value, line: &str) {
    let object = value.as_object().expect("an object");
    let mut required: Vec<&str> = schema["required"]
        .as_array()
        .expect("required")
        .iter()
        .map(|v| v.as_str().expect("a name"))
        .collect();
    required.sort_unstable();
    let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, required, "{line}");
    for (key, property) in schema["properties"].as_object().expect("properties") {
        let v = &object[key];
        match property["type"].as_str().expect("a type") {
            "integer" => {
                let n = v.as_i64().unwrap_or_else(|| panic!("{key} in {line}"));
                assert!(
                    n >= property["minimum"].as_i64().unwrap_or(i64::MIN),
                    "{line}"
                );
            }
            "string" => {
                let s = v.as_str().unwrap_or_else(|| panic!("{key} in {line}"));
                if let Some(allowed) = property["enum"].as_array() {
                    assert!(allowed.iter().any(|a| a == s), "{key} {s} in {line}");
                }
            }
            "array" => {
                let items = v.as_array().unwrap_or_else(|| panic!("{key} in {line}"));
                assert!(items.iter().all(serde_json::Value::is_string), "{line}");
            }
            other => panic!("a type the test does not know: {other}"),
        }
    }
}

#[test]
fn check_json_counts_columns_in_characters() {
    let file = scratch("check-json.pgn", TWO_GAMES);
    let name = path_str(&file);
    let run = forsyth(&["check", "--format", "json", name]);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    let lines = json_lines(&run.stdout);
    assert_eq!(lines.len(), 1, "{}", run.stdout);
    let expected = serde_json::json!({
        "file": name,
        "line": 4,
        "column": 27,
        "end_line": 4,
        "end_column": 30,
        "severity": "error",
        "code": "illegal-move",
        "message": "Illegal move Ιβ6: White to move; the knight on δ4 cannot move to β6.",
        "notes": ["Legal moves of this piece: Ιγ2, Ιε2, Ιβ3, Ιζ3, Ιβ5, Ιζ5, Ιγ6, Ιε6."],
    });
    assert_eq!(serde_json::Value::Object(lines[0].clone()), expected);
    // The keys in the documented order.
    assert!(
        run.stdout.starts_with(&format!(
            "{{\"file\":{},\"line\":4,\"column\":27,\"end_line\":4,\"end_column\":30,\
             \"severity\":\"error\",\"code\":\"illegal-move\",\"message\":",
            serde_json::Value::from(name)
        )),
        "{}",
        run.stdout
    );
}

/// A position file: a good FEN, a bad one (no white pawn on e4 for the en
/// passant square, field at column 28), an EPD line with operations, a
/// blank line, and a board with a bad letter at column 4.
const POSITIONS: &str = "\
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
4k3/8/8/8/8/8/PPP5/4K3 b - e3 0 1
r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id \"spanish\";

4k2X/8/8/8/8/8/8/4K3 w - - 0 1
";

#[test]
fn check_fen_and_epd_files() {
    for name in ["positions.fen", "positions.EPD"] {
        let file = scratch(name, POSITIONS);
        let run = forsyth(&["check", "--format", "json", path_str(&file)]);
        assert_eq!(run.code, Some(1), "{name}: {}", run.stderr);
        let lines = json_lines(&run.stdout);
        assert_eq!(lines.len(), 2, "{name}: {}", run.stdout);
        let place = |i: usize| {
            (
                lines[i]["line"].as_u64(),
                lines[i]["column"].as_u64(),
                lines[i]["end_column"].as_u64(),
                lines[i]["code"].as_str(),
            )
        };
        // An en passant square no pawn backs is dropped with a warning (the
        // position is still read); a bad piece letter cannot be repaired.
        assert_eq!(
            place(0),
            (Some(2), Some(28), Some(30), Some("fen-repaired"))
        );
        assert_eq!(lines[0]["severity"].as_str(), Some("warning"));
        assert_eq!(place(1), (Some(5), Some(4), Some(5), Some("invalid-fen")));
        assert_eq!(
            lines[0]["message"],
            "FEN read after a repair: en passant square dropped: no pawn just made a double step there."
        );
    }
    let file = scratch("positions-text.fen", POSITIONS);
    let run = forsyth(&["check", path_str(&file)]);
    assert!(
        run.stdout
            .contains("2 | 4k3/8/8/8/8/8/PPP5/4K3 b - e3 0 1\n  |                            ^^\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn invalid_fen_reasons_are_in_the_users_language() {
    // Both the reason and the message around it, in a [FEN] tag and in a
    // .fen file.
    let pgn = scratch(
        "no-king.pgn",
        "[Event \"No king\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n",
    );
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "it")], &["check", path_str(&pgn)]);
    assert!(
        run.stdout.contains("FEN non valida: manca il Re bianco."),
        "{}",
        run.stdout
    );
    let fen = scratch("no-king.fen", "8/8/8/8/8/8/8/8 w - - 0 1\n");
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "de")], &["check", path_str(&fen)]);
    assert!(!run.stdout.contains("white king"), "{}", run.stdout);
    assert!(run.stdout.contains("König"), "{}", run.stdout);
}

#[test]
fn check_warnings_alone_succeed() {
    let file = scratch(
        "warnings.pgn",
        "[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\n1. Ιδ4+ Ρδ7 *\n",
    );
    let name = path_str(&file);
    let run = forsyth(&["check", name]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        run.stdout,
        format!(
            "\
warning[wrong-check-mark]: The move Ιδ4+ is marked as check, but it gives no check.
 --> {name}:3:4
  |
3 | 1. Ιδ4+ Ρδ7 *
  |    ^^^^

"
        )
    );
}

#[test]
fn check_in_the_users_language() {
    let file = scratch("check-el.pgn", TWO_GAMES);
    let name = path_str(&file);
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "el")], &["check", name]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stdout
            .starts_with("σφάλμα[illegal-move]: Μη νόμιμη κίνηση Ιβ6: παίζουν τα λευκά· ο ίππος στο δ4 δεν μπορεί να πάει στο β6.\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("  = σημείωση: Νόμιμες κινήσεις αυτού του κομματιού: Ιγ2, "),
        "{}",
        run.stdout
    );
    let run = forsyth_in(
        &[("FORSYTH_UI_LANG", "de")],
        &["check", "--format", "json", name],
    );
    let lines = json_lines(&run.stdout);
    // Severity and code stay machine-readable; the message is German.
    assert_eq!(lines[0]["severity"], "error");
    assert_eq!(lines[0]["code"], "illegal-move");
    assert_eq!(
        lines[0]["message"],
        "Regelwidriger Zug Ιβ6: Weiß ist am Zug; der Springer auf δ4 kann nicht nach β6 ziehen."
    );
}

#[test]
fn check_with_a_fixed_language() {
    let seed = seed_path();
    let run = forsyth(&["check", "--lang", "el", path_str(&seed)]);
    assert_eq!(run.code, Some(0), "{}", run.stdout);
    // Read as German, the Greek moves are errors or warnings.
    let run = forsyth(&["check", "--lang", "de", "--format", "json", path_str(&seed)]);
    assert_eq!(run.code, Some(1));
    let lines = json_lines(&run.stdout);
    assert!(!lines.is_empty());
    assert!(lines.iter().all(|l| l["line"] == 10), "{}", run.stdout);
    assert!(
        lines.iter().any(|l| l["code"] == "malformed-move"),
        "{}",
        run.stdout
    );
}

#[test]
fn check_reads_standard_input_as_pgn() {
    let run = forsyth_stdin(&["check", "--format", "json", "-"], TWO_GAMES);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    let lines = json_lines(&run.stdout);
    assert_eq!(lines[0]["file"], "<stdin>");
    assert_eq!(lines[0]["column"], 27);
}

#[test]
fn check_goes_on_after_an_unreadable_file() {
    let good = scratch("check-after-missing.pgn", TWO_GAMES);
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-such-file.pgn");
    // A compressed file that ends too soon.
    let truncated = scratch("check-truncated.pgn", "");
    std::fs::write(&truncated, [0x1f, 0x8b, 0x08, 0x00]).expect("written");
    let run = forsyth(&[
        "check",
        "--format",
        "json",
        path_str(&missing),
        path_str(&truncated),
        path_str(&good),
    ]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    let errors: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(errors.len(), 2, "{}", run.stderr);
    assert!(
        errors[0].starts_with(&format!("error: cannot read {}: ", path_str(&missing))),
        "{}",
        errors[0]
    );
    assert!(
        errors[1].starts_with(&format!("error: cannot read {}: ", path_str(&truncated))),
        "{}",
        errors[1]
    );
    // The readable file was checked all the same.
    assert_eq!(json_lines(&run.stdout).len(), 1, "{}", run.stdout);
}

#[test]
fn check_usage_errors() {
    let seed = seed_path();
    let seed = path_str(&seed);
    assert_usage_error(&forsyth(&["check"]), "required");
    assert_usage_error(
        &forsyth(&["check", "--lang", "xx", seed]),
        "unknown language 'xx'",
    );
    assert_usage_error(
        &forsyth(&["check", "--format", "xml", seed]),
        "the possible values are text, json",
    );
}

// ---------------------------------------------------- fen and board, languages

/// The 1881 problem as the Greek source writes it.
const GREEK_PROBLEM: &str = "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)";

#[test]
fn fen_from_greek_problemist_notation() {
    for text in [
        GREEK_PROBLEM,
        "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)",
        "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 w - - 0 1",
        "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1) Ματ σε 3 κινήσεις",
    ] {
        let run = forsyth(&["fen", "--from", "el", text]);
        assert_eq!(run.code, Some(0), "{text}: {}", run.stderr);
        assert_eq!(
            run.stdout, "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\n",
            "{text}"
        );
        assert_eq!(run.stderr, "", "{text}");
    }
    // Unquoted words are joined, as for FEN.
    let run = forsyth(&with(&["fen", "--from", "Ελληνικά"], GREEK_PROBLEM));
    assert_eq!(run.code, Some(0), "{}", run.stderr);
}

#[test]
fn fen_from_checks_the_unit_count() {
    let text = "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+2)";
    let run = forsyth(&["fen", "--from", "el", text]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "");
    // The 2 is the 32nd character (and the 42nd byte).
    assert_eq!(
        run.stderr,
        format!(
            "error: column 32: the unit count says (5+2), but the board has (5+1)\n  | {text}\n  | {}^\n",
            " ".repeat(31)
        )
    );
}

#[test]
fn fen_from_errors() {
    // A Latin P where the Greek Ρ (king) was meant.
    let run = forsyth(&["fen", "--from", "el", "(P7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)"]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.starts_with(
            "error: column 2: 'P' (U+0050) is not a Forsyth letter of Ελληνικά, a digit 1-8 \
             or '/'; did you mean Ρ (U+03A1), which looks the same?\n"
        ),
        "{}",
        run.stderr
    );
    // Hebrew has no letter case.
    let run = forsyth(&["fen", "--from", "he", PROBLEM_1881]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.starts_with(
            "error: column 1: עברית has no upper and lower case Forsyth letters: write a piece list\n"
        ),
        "{}",
        run.stderr
    );
    // A position that is not legal: core's message, at the piece.
    let run = forsyth(&["fen", "--from", "de", "4k2T/8/8/8/8/8/8/4K3 w - - 0 1"]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr
            .starts_with("error: column 22: Black is not to move but is in check (from h8)\n"),
        "{}",
        run.stderr
    );
    assert_usage_error(
        &forsyth(&["fen", "--from", "xx", GREEK_PROBLEM]),
        "unknown language 'xx'",
    );
}

#[test]
fn fen_to_a_language() {
    // A board alone comes out in the problemists' form, with its unit count.
    let fen = "R7/4k3/4N3/K2B4/8/8/8/5R2";
    for (lang, expected) in [
        ("de", "T7/4k3/4S3/K2L4/8/8/8/5T2 (5+1)"),
        ("it", "T7/4r3/4C3/R2A4/8/8/8/5T2 (5+1)"),
        ("el", "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 (5+1)"),
        ("en", "R7/4k3/4N3/K2B4/8/8/8/5R2 (5+1)"),
        ("he", "לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7."),
    ] {
        let run = forsyth(&["fen", "--lenient", "--to", lang, fen]);
        assert_eq!(run.code, Some(0), "{lang}: {}", run.stderr);
        assert_eq!(run.stdout, format!("{expected}\n"), "{lang}");
    }
    // From one language to another.
    let run = forsyth(&["fen", "--from", "el", "--to", "German", GREEK_PROBLEM]);
    assert_eq!(run.stdout, "T7/4k3/4S3/K2L4/8/8/8/5T2 (5+1)\n");
    // The fields that were given come out too.
    let run = forsyth(&["fen", "--to", "de", "R7/4k3/4N3/K2B4/8/8/8/5R2 b - - 3 40"]);
    assert_eq!(run.stdout, "T7/4k3/4S3/K2L4/8/8/8/5T2 b - - 3 40\n");
    let run = forsyth(&["fen", "--to", "xx", fen]);
    assert_usage_error(&run, "known languages: en (English), bg (Български), ");
}

#[test]
fn board_in_greek() {
    let run = forsyth(&["board", "--lang", "el", "--from", "el", GREEK_PROBLEM]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.starts_with(concat!(
            "  ┌────────────────────────┐\n",
            "8 │ ♖  ·     ·     ·     · │\n",
        )),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(concat!(
            "  └────────────────────────┘\n",
            "    α  β  γ  δ  ε  ζ  η  θ  \n",
            "\n",
            "Λευκά: Ρα5, Πα8, Πζ1, Αδ5, Ιε6. Μαύρα: Ρε7.\n",
            "FEN: R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\n",
        )),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Legal moves (45): Αα2 Αβ3 "),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains(" Ιδ4 "), "{}", run.stdout);
    assert!(run.stdout.contains(" Πζ7+ "), "{}", run.stdout);

    // With the language's letters.
    let run = forsyth(&[
        "board",
        "--lang",
        "el",
        "--letters",
        "--lenient",
        PROBLEM_1881,
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("7 │ ·     ·     ρ     ·    │\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("5 │ Ρ     ·  Α  ·     ·    │\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn check_names_a_game_read_alike_in_several_languages_in_the_users_language() {
    // A real German game (lichess m45sueue, as forsyth translates it), its
    // sixth move written with the Czech knight J: its letters read alike in
    // Danish, German, Norwegian and Swedish, and the finding names one.
    let german: String = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../editors/vscode/test/grammar/de-lichess.pgn"
    ))
    .expect("the German game")
    .lines()
    .filter(|l| !l.starts_with(';'))
    .map(|l| format!("{l}\n"))
    .collect();
    assert!(german.contains(" 6. Sf3 "));
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("group-named.pgn");
    std::fs::write(&path, german.replacen(" 6. Sf3 ", " 6. Jf3 ", 1)).expect("written");
    let path = path.to_str().expect("UTF-8");
    // English messages: the group's first language, Danish.
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "en")], &["check", path]);
    assert!(
        run.stdout
            .contains("written in more than one language: Dansk, Čeština."),
        "{}",
        run.stdout
    );
    // German messages: German, the user's language, is one of the group.
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "de")], &["check", path]);
    assert!(
        run.stdout
            .contains("in mehr als einer Sprache geschrieben: Deutsch, Čeština."),
        "{}",
        run.stdout
    );
    // Greek messages: Greek reads the game otherwise; the group's first.
    let run = forsyth_in(&[("FORSYTH_UI_LANG", "el")], &["check", path]);
    assert!(run.stdout.contains("Dansk, Čeština"), "{}", run.stdout);
}

#[test]
fn board_letters_of_a_language_whose_king_is_two_letters() {
    // Cyrillic has upper and lower case; Russian and Ukrainian write no
    // Forsyth letters because their king is two letters, Кр: the note says
    // that, not that the script has no case (as for Hebrew).
    for (lang, name) in [("ru", "Русский"), ("uk", "Українська")] {
        let run = forsyth(&["board", "--lang", lang, "--letters"]);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        assert!(run.stdout.contains("8 │ ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ │\n"));
        assert_eq!(
            run.stderr,
            format!(
                "note: {name} writes a piece with more than one letter (Кр), so a board \
                 cannot show one letter a piece: the pieces are shown as figurines\n"
            )
        );
    }
    let run = forsyth_in(
        &[("FORSYTH_UI_LANG", "ru")],
        &["board", "--lang", "ru", "--letters"],
    );
    assert!(run.stderr.contains("(Кр)"), "{}", run.stderr);
    assert!(!run.stderr.contains("прописных"), "{}", run.stderr);
}

#[test]
fn board_in_hebrew_and_german() {
    let run = forsyth(&["board", "--lang", "he", "--letters"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("    א  ב  ג  ד  ה  ו  ז  ח  \n"),
        "{}",
        run.stdout
    );
    // No letter case: figurines, and a note says why.
    assert!(run.stdout.contains("8 │ ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ │\n"));
    assert_eq!(
        run.stderr,
        "note: עברית has no upper and lower case letters: the pieces are shown as figurines\n"
    );
    assert!(run.stdout.contains("פו3"), "{}", run.stdout);

    let run = forsyth(&["board", "--lang", "Deutsch"]);
    assert!(
        run.stdout.contains(
            "Legal moves (20): Sa3 Sc3 Sf3 Sh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4\n"
        ),
        "{}",
        run.stdout
    );
    assert_usage_error(
        &forsyth(&["board", "--lang", "xx"]),
        "unknown language 'xx'",
    );
}

// --------------------------------------------------------------- locales

#[test]
fn locales_folder_adds_a_language_for_every_command() {
    // Cajun French (`frc`), written with the French letters (PGN §17),
    // is not shipped.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("locales-frc");
    std::fs::create_dir_all(dir.join("frc")).expect("a folder");
    let english = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../locales/en/notation.ftl"),
    )
    .expect("the English notation");
    let french: String = english
        .lines()
        .map(|line| {
            let replaced = [
                ("language-name = ", "Français cadien"),
                ("language-name-english = ", "Cajun French"),
                ("piece-letter-king = ", "R"),
                ("piece-letter-queen = ", "D"),
                ("piece-letter-rook = ", "T"),
                ("piece-letter-bishop = ", "F"),
                ("piece-letter-knight = ", "C"),
                ("forsyth-letter-king = ", "R"),
                ("forsyth-letter-queen = ", "D"),
                ("forsyth-letter-rook = ", "T"),
                ("forsyth-letter-bishop = ", "F"),
                ("forsyth-letter-knight = ", "C"),
            ]
            .iter()
            .find(|(key, _)| line.starts_with(key))
            .map(|(key, value)| format!("{key}{value}"));
            replaced.unwrap_or_else(|| line.to_owned()) + "\n"
        })
        .collect();
    std::fs::write(dir.join("frc/notation.ftl"), french).expect("written");
    let locales = path_str(&dir);
    let seed = seed_path();

    let run = forsyth(&[
        "translate",
        "--locales",
        locales,
        "--to",
        "Cajun French",
        path_str(&seed),
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.ends_with("{Κλειδί :} 1. Cd4! Rd7 (1... Rd6 2. Td8+ Rc7 (2... Re7/Re5 3. Cc6) 3. Ce6) 2. Cb5 Re7 3. Tf7 *\n"),
        "{}",
        run.stdout
    );
    // `languages` lists it, with its letters, its user interface not
    // translated at all (only notation.ftl is there).
    let run = forsyth(&["--locales", locales, "languages"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains(
            "frc  Français cadien (Cajun French): pieces R D T F C, files abcdefgh, castling O-O O-O-O, capture x; messages 0 %\n"
        ),
        "{}",
        run.stdout
    );
    // Before the command too, and for fen.
    let run = forsyth(&[
        "--locales",
        locales,
        "fen",
        "--to",
        "frc",
        PROBLEM_1881,
        "w",
        "-",
        "-",
        "0",
        "1",
    ]);
    assert_eq!(
        run.stdout, "T7/4r3/4C3/R2F4/8/8/8/5T2 w - - 0 1\n",
        "{}",
        run.stderr
    );
    // Without the folder, Cajun French is unknown.
    assert_usage_error(
        &forsyth(&["translate", "--to", "frc", path_str(&seed)]),
        "unknown language 'frc'",
    );
}

#[test]
fn locales_folder_overrides_messages() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("locales-override");
    std::fs::create_dir_all(dir.join("en")).expect("a folder");
    std::fs::write(
        dir.join("en/messages.ftl"),
        "cli-fen-line = Position: { $fen }\n",
    )
    .expect("written");
    let run = forsyth(&["board", "--locales", path_str(&dir)]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains(&format!("\nPosition: {START}\n")),
        "{}",
        run.stdout
    );
}

#[test]
fn a_broken_locales_folder_is_a_usage_error() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("locales-broken");
    std::fs::create_dir_all(dir.join("de")).expect("a folder");
    let file = dir.join("de/notation.ftl");
    std::fs::write(
        &file,
        "piece-letter-king = K\npiece-letter-queen =\n  = broken {\n",
    )
    .expect("written");
    let seed = seed_path();
    let run = forsyth(&["translate", "--locales", path_str(&dir), path_str(&seed)]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert_eq!(run.stdout, "");
    // The file, the line, the message and what is wrong.
    let prefix = format!("error: {}:", path_str(&file));
    assert!(run.stderr.starts_with(&prefix), "{}", run.stderr);
    let (place, rest) = run.stderr[prefix.len()..]
        .split_once(": ")
        .expect("a place");
    assert!(
        place.split(':').all(|n| n.parse::<u32>().is_ok()),
        "{}",
        run.stderr
    );
    assert!(
        rest.starts_with("message `piece-letter-queen`: Fluent syntax error: "),
        "{}",
        run.stderr
    );
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-such-folder");
    let run = forsyth(&["perft", "1", "--locales", path_str(&missing)]);
    assert_usage_error(
        &run,
        &format!("error: {}: cannot read: ", path_str(&missing)),
    );
}

/// `completions SHELL` prints a script for each shell clap knows; bash's
/// is valid bash and completes the commands.
#[test]
fn completions_for_every_shell() {
    for shell in ["bash", "elvish", "fish", "powershell", "zsh"] {
        let run = forsyth(&["completions", shell]);
        assert_eq!(run.code, Some(0), "{shell}: {}", run.stderr);
        for command in ["translate", "check", "fen", "board", "perft"] {
            assert!(run.stdout.contains(command), "{shell} lacks {command}");
        }
    }
    let script = forsyth(&["completions", "bash"]).stdout;
    let path = scratch("forsyth.bash", &script);
    if let Ok(status) = std::process::Command::new("bash")
        .args(["-n", path_str(&path)])
        .status()
    {
        assert!(status.success(), "bash -n refuses the script");
    }
    let run = forsyth(&["completions", "tcsh"]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("bash, elvish, fish, powershell, zsh"),
        "{}",
        run.stderr
    );
}

/// `man` prints a roff manual page with every command, in the user's
/// language.
#[test]
fn man_page_in_the_users_language() {
    let run = forsyth(&["man"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains(".TH forsyth 1"), "{}", run.stdout);
    for command in ["translate", "check", "fen", "board", "perft", "completions"] {
        assert!(run.stdout.contains(command), "the page lacks {command}");
    }
    let page = forsyth_in(&[("FORSYTH_UI_LANG", "el")], &["man"]).stdout;
    assert!(page.contains("Προβολή μιας θέσης ως διάγραμμα"), "{page}");
}

/// `--color always` colors a report even off a terminal, `never` never,
/// and `auto` (the default) does not off a terminal.
#[test]
fn color_when_asked() {
    let file = scratch("color.pgn", "1. e4 e5 2. Ke3 *\n");
    let name = path_str(&file);
    let always = forsyth(&["--color", "always", "check", name]);
    assert!(always.stdout.contains("\u{1b}["), "{}", always.stdout);
    for args in [&["check", "--color", "never", name][..], &["check", name]] {
        let run = forsyth(args);
        assert_eq!(run.code, Some(1));
        assert!(!run.stdout.contains('\u{1b}'), "{args:?}: {}", run.stdout);
        assert!(
            run.stdout.starts_with("error[illegal-move]"),
            "{}",
            run.stdout
        );
    }
    let run = forsyth(&["--color", "sometimes", "check", name]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("auto, always, never"), "{}", run.stderr);
}

/// `languages` lists the built-in languages with their letters and how
/// complete their messages are, in the user's language.
#[test]
fn languages_lists_every_language_with_its_letters() {
    let run = forsyth(&["languages"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    // English, then every other embedded language, by tag.
    assert_eq!(
        lines.len(),
        forsyth_notation::locale::Locales::embedded().len(),
        "{}",
        run.stdout
    );
    assert_eq!(
        lines[0],
        "en  English: pieces K Q R B N, files abcdefgh, castling O-O O-O-O, capture x; messages 100 %"
    );
    assert!(
        run.stdout
            .contains("el  Ελληνικά (Greek): pieces Ρ Β Π Α Ι, files αβγδεζηθ")
    );
    let german = forsyth_in(&[("FORSYTH_UI_LANG", "de")], &["languages"]);
    assert!(
        german
            .stdout
            .contains("de  Deutsch (German): Figuren K D T L S"),
        "{}",
        german.stdout
    );
}

/// `check --summary` ends with one line on standard error (printed on a
/// terminal without asking); off a terminal nothing is added, and
/// `--quiet` never adds it.
#[test]
fn check_summary_line() {
    let file = scratch("summary.pgn", "1. e4 e5 2. Ke3 *\n\n1. d4 d5 *\n");
    let name = path_str(&file);
    let run = forsyth(&["check", "--summary", name]);
    assert_eq!(run.code, Some(1));
    let last = run.stderr.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("1 file, 2 games, 4 moves: 1 error, 0 warnings ("),
        "{}",
        run.stderr
    );
    let run = forsyth(&["check", name]);
    assert_eq!(run.stderr, "");
    let run = forsyth(&["check", "--quiet", name]);
    assert_eq!(run.stderr, "");
    assert!(run.stdout.starts_with("error[illegal-move]"));
    let german = forsyth_in(&[("FORSYTH_UI_LANG", "de")], &["check", "--summary", name]);
    assert!(
        german
            .stderr
            .contains("1 Datei, 2 Partien, 4 Züge: 1 Fehler"),
        "{}",
        german.stderr
    );
}

/// A folder of real collections, with a file of notes and a compressed
/// copy: what `check` and `translate` take from a directory.
fn collection_folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sub")).expect("a folder");
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data");
    std::fs::copy(data.join("pgn/eco-head.pgn"), dir.join("a.pgn")).expect("copied");
    std::fs::copy(seed_path(), dir.join("sub/b.PGN")).expect("copied");
    std::fs::write(dir.join("notes.txt"), "not a game\n").expect("written");
    dir
}

/// `check DIR` reads every `.pgn`, `.fen` and `.epd` file under it (any
/// case, compressed or not), and nothing else.
#[test]
fn check_reads_a_directory() {
    let dir = collection_folder("check-dir");
    let run = forsyth(&["check", "--summary", path_str(&dir)]);
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    assert!(run.stderr.starts_with("2 files, "), "{}", run.stderr);
}

/// `translate` takes several files and folders: to standard output one
/// after the other, into one file with `-o`, or each file replaced by its
/// translation with `--in-place`, its encoding kept; a failure leaves the
/// file as it was.
#[test]
fn translate_many_files_output_and_in_place() {
    let dir = collection_folder("translate-dir");
    let a = dir.join("a.pgn");
    let b = dir.join("sub/b.PGN");
    let one = |path: &PathBuf| forsyth(&["translate", "--to", "de", path_str(path)]).stdout;
    let expected = one(&a) + &one(&b);
    let run = forsyth(&["translate", "--to", "de", path_str(&dir)]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, expected);
    let output = dir.join("out/all.pgn");
    std::fs::create_dir_all(dir.join("out")).expect("a folder");
    let run = forsyth(&[
        "translate",
        "--to",
        "de",
        "-o",
        path_str(&output),
        path_str(&a),
        path_str(&b),
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, "");
    assert_eq!(std::fs::read_to_string(&output).expect("written"), expected);

    // In place, a Windows-1252 file stays Windows-1252.
    let latin = dir.join("latin.pgn");
    let mut bytes = b"[Event \"Caf\xe9\"]\n\n1. e4 e5 2. Nf3 {Fran\xe7ais} *\n".to_vec();
    std::fs::write(&latin, &bytes).expect("written");
    let run = forsyth(&["translate", "--to", "de", "--in-place", path_str(&latin)]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    bytes = bytes
        .iter()
        .map(|&b| if b == b'N' { b'S' } else { b })
        .collect();
    assert_eq!(std::fs::read(&latin).expect("read"), bytes);

    // A translation that fails (a comment Greek ISO 8859-7 cannot write) leaves the
    // file as it was, and no file beside it.
    let run = forsyth(&[
        "translate",
        "--to",
        "it",
        "--output-encoding",
        "iso-8859-7",
        "--in-place",
        path_str(&latin),
    ]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert_eq!(std::fs::read(&latin).expect("read"), bytes);
    let left: Vec<_> = std::fs::read_dir(&dir)
        .expect("listed")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}
