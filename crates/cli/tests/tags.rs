//! `forsyth check` and `forsyth translate` on tag values written as real
//! files write them (issue 11): quotes inside a value that no backslash
//! escapes (`[White ""Mirage""]`) and a last backslash before the closing
//! quote (`[Site "C:\games\"]`) are read as PGN readers read them, with a
//! warning, and the moves of their games are checked and translated.
//!
//! The games are the first three of `tests/data/pgn/lichess-100.pgn`
//! (chess.js's benchmark file, see `tests/data/pgn/SOURCES.md`), one tag
//! line of the second and third rewritten.

mod common;

use std::path::PathBuf;

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// The binary with `args` in the language `lang`, `input` on standard
/// input.
fn forsyth(lang: &str, args: &[&str], input: &str) -> Run {
    let output = common::output(common::command(lang, args), input.as_bytes());
    Run {
        code: output.status.code(),
        stdout: common::text(output.stdout),
        stderr: common::text(output.stderr),
    }
}

/// The first three games of `lichess-100.pgn`.
fn three_games() -> String {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/pgn/lichess-100.pgn");
    let data = std::fs::read_to_string(&path).expect("the lichess sample");
    let mut starts = data.match_indices("[Event ").map(|(i, _)| i);
    let end = starts.nth(3).expect("a fourth game");
    data[..end].to_owned()
}

/// `text` with the `n`th (0-based) line equal to `old` replaced by `new`.
fn replace_nth(text: &str, old: &str, n: usize, new: &str) -> String {
    let (at, _) = text.match_indices(old).nth(n).expect("the line");
    format!("{}{new}{}", &text[..at], &text[at + old.len()..])
}

/// The 1-based line and column (in characters) of byte `at` of `text`.
fn line_col(text: &str, at: usize) -> (u64, u64) {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line as u64, before[line_start..].chars().count() as u64 + 1)
}

/// The three games, the second with `[Event "Rated "Classical" game"]` and
/// the third with `[Site "C:\games\"]`, and where the two warnings are:
/// (line, column, end column).
fn repaired() -> (String, [(u64, u64, u64); 2]) {
    let plain = three_games();
    let text = replace_nth(
        &plain,
        "[Event \"Rated Classical game\"]",
        1,
        "[Event \"Rated \"Classical\" game\"]",
    );
    let site = text
        .match_indices("[Site \"")
        .nth(2)
        .expect("a third game")
        .0;
    let old_site = &text[site..site + text[site..].find('\n').unwrap()];
    let text = text.replacen(old_site, r#"[Site "C:\games\"]"#, 1);
    let quote = text.find("\"Classical\"").unwrap();
    let (line, column) = line_col(&text, quote);
    let backslash = text.find(r#"games\"]"#).unwrap() + "games".len();
    let (site_line, site_column) = line_col(&text, backslash);
    (
        text,
        [
            (line, column, column + "\"Classical\"".len() as u64),
            (site_line, site_column, site_column + 1),
        ],
    )
}

#[test]
fn check_warns_and_passes() {
    let (text, expected) = repaired();
    let run = forsyth("en", &["check", "--format", "json", "-"], &text);
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    let findings: Vec<serde_json::Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(findings.len(), 2, "{}", run.stdout);
    for (finding, (line, column, end_column)) in findings.iter().zip(expected) {
        assert_eq!(finding["severity"], "warning", "{finding}");
        assert_eq!(finding["code"], "syntax", "{finding}");
        assert_eq!(finding["line"], line, "{finding}");
        assert_eq!(finding["column"], column, "{finding}");
        assert_eq!(finding["end_line"], line, "{finding}");
        assert_eq!(finding["end_column"], end_column, "{finding}");
    }
    assert!(
        findings[0]["message"]
            .as_str()
            .unwrap()
            .starts_with("Quotation marks inside a tag value"),
        "{}",
        findings[0]
    );
    assert!(
        findings[1]["message"]
            .as_str()
            .unwrap()
            .starts_with("This backslash stands before the closing quotation mark"),
        "{}",
        findings[1]
    );
    // The same file without the repairs has nothing to report.
    let run = forsyth("en", &["check", "--format", "json", "-"], &three_games());
    assert_eq!(run.code, Some(0));
    assert_eq!(run.stdout, "");
}

#[test]
fn check_warns_in_the_readers_language() {
    let (text, _) = repaired();
    let run = forsyth("de", &["check", "-"], &text);
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout
            .contains("Anführungszeichen in einem Tag-Wert ohne Backslash davor"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("^^^^^^^^^^^"), "{}", run.stdout);
}

/// The games translate as the same games without the repairs do, tag lines
/// aside (they are copied as written).
#[test]
fn translate_translates_the_moves() {
    let (text, _) = repaired();
    let plain = three_games();
    for to in ["de", "el", "he"] {
        let run = forsyth("en", &["translate", "--to", to, "-"], &text);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        assert_eq!(run.stderr, "");
        let reference = forsyth("en", &["translate", "--to", to, "-"], &plain);
        assert_eq!(reference.code, Some(0));
        assert_ne!(reference.stdout, plain, "{to}: the moves are translated");
        let movetext = |s: &str| -> Vec<String> {
            s.lines()
                .filter(|l| !l.starts_with('['))
                .map(str::to_owned)
                .collect()
        };
        assert_eq!(movetext(&run.stdout), movetext(&reference.stdout), "{to}");
        assert!(run.stdout.contains(r#"[Event "Rated "Classical" game"]"#));
        assert!(run.stdout.contains(r#"[Site "C:\games\"]"#));
    }
    // With --warnings, the two warnings are shown.
    let run = forsyth("en", &["translate", "--to", "de", "--warnings", "-"], &text);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        run.stderr.matches("warning[syntax]").count(),
        2,
        "{}",
        run.stderr
    );
}

/// The example of issue 11 alone: a game whose only tag is the broken one.
#[test]
fn a_game_with_a_doubled_quote_tag() {
    let game = three_games();
    let moves = &game[game.find("\n\n1. ").unwrap() + 2..game.find("\n\n[Event").unwrap() + 1];
    let text = format!("[White \"\"Mirage\"\"]\n\n{moves}");
    let run = forsyth("en", &["check", "-"], &text);
    assert_eq!(run.code, Some(0), "{}", run.stdout);
    assert!(
        run.stdout.starts_with("warning[syntax]: Quotation marks"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains(" --> <stdin>:1:9\n"), "{}", run.stdout);
    let run = forsyth("en", &["translate", "--to", "de", "-"], &text);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("[White \"\"Mirage\"\"]\n\n1. e4 e6 2. d4 b6 3. a3 Lb7 4. Sc3 Sh6"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("13. De8# 1-0"), "{}", run.stdout);
}
