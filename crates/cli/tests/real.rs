//! Real published collections (`tests/data/real/`, sources in its
//! `SOURCES.md`), checked and translated by the `forsyth` binary as a user
//! would.
//!
//! What `check` reports for each file is kept in `tests/data/real/expected/`
//! (`NAME.findings`: one `LINE:COLUMN severity code` per finding); the test
//! fails when it changes, and `UPDATE_EXPECT=1` rewrites the files (review
//! the change with `git diff`). Beside the snapshots, rules that must hold
//! whatever the file: no error but those that stop a replay, and every game
//! translated and translated back byte for byte.

mod common;

use std::{
    path::{Path, PathBuf},
    process::Output,
};

fn real_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/real")
}

fn files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(real_dir())
        .expect("tests/data/real")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    files
}

fn forsyth(args: &[&str], input: Option<&[u8]>) -> Output {
    common::output(common::command("en", args), input.unwrap_or_default())
}

fn path(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// The findings of `check --format json`, one `LINE:COLUMN severity code`
/// a line.
fn findings(file: &Path) -> (String, Vec<(String, String)>) {
    let run = forsyth(&["check", "--format", "json", path(file)], None);
    let stdout = String::from_utf8(run.stdout).expect("UTF-8 output");
    let mut lines = String::new();
    let mut found = Vec::new();
    for line in stdout.lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("one JSON object a line");
        let severity = v["severity"].as_str().unwrap_or_default().to_owned();
        let code = v["code"].as_str().unwrap_or_default().to_owned();
        lines.push_str(&format!(
            "{}:{} {severity} {code}\n",
            v["line"], v["column"]
        ));
        found.push((severity, code));
    }
    (lines, found)
}

#[test]
fn check_reports_what_the_snapshots_say() {
    let expected_dir = real_dir().join("expected");
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut failures = Vec::new();
    let files = files();
    assert!(files.len() >= 15, "{files:?}");
    for file in &files {
        let (actual, _) = findings(file);
        let name = file.file_stem().and_then(|s| s.to_str()).expect("a name");
        let snapshot = expected_dir.join(format!("{name}.findings"));
        let expected = std::fs::read_to_string(&snapshot).unwrap_or_default();
        if actual == expected {
            continue;
        }
        if update {
            std::fs::create_dir_all(&expected_dir).expect("a folder");
            std::fs::write(&snapshot, &actual).expect("writable");
        } else {
            failures.push(format!(
                "{name}: expected\n{expected}found\n{actual}(UPDATE_EXPECT=1 rewrites {})",
                snapshot.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The files whose authors left errors in them, on purpose (a reader's test
/// files) or by accident (moves out of turn in lichess practice studies):
/// see `SOURCES.md`.
const WITH_ERRORS: &[&str] = &[
    "kokopu-linebreak-mac",
    "kokopu-misc",
    "kokopu-semantic-error",
    "pychess-greek-gift",
    "pychess-the-fork",
];

#[test]
fn real_files_have_no_error_but_what_stops_a_replay() {
    for file in files() {
        let name = file.file_stem().and_then(|s| s.to_str()).expect("a name");
        let (_, found) = findings(&file);
        let errors: Vec<&(String, String)> = found.iter().filter(|(s, _)| s == "error").collect();
        if WITH_ERRORS.contains(&name) {
            assert!(!errors.is_empty(), "{name}: its errors are gone");
            for (_, code) in &errors {
                assert!(
                    // kokopu's `{…\}…}` is its own escape, not PGN's: the
                    // comment ends at the `}`, and the rest is not PGN.
                    [
                        "illegal-move",
                        "invalid-fen",
                        "syntax",
                        "ambiguous-move",
                        "malformed-move"
                    ]
                    .contains(&code.as_str()),
                    "{name}: {code}"
                );
            }
        } else {
            assert!(errors.is_empty(), "{name}: {errors:?}");
        }
    }
}

/// Files whose games mix languages (`2. Sf3` among English moves): they
/// translate, but come back in one language.
const MIXED: &[&str] = &["pgn-parser-sample-game-throw"];

#[test]
fn every_game_translates_and_comes_back() {
    for file in files() {
        let name = file.file_stem().and_then(|s| s.to_str()).expect("a name");
        let original = std::fs::read(&file).expect("readable");
        for lang in ["de", "it", "el", "he"] {
            let there = forsyth(
                &[
                    "translate",
                    "--to",
                    lang,
                    "--output-encoding",
                    "utf-8",
                    path(&file),
                ],
                None,
            );
            let clean = !WITH_ERRORS.contains(&name);
            if clean {
                assert_eq!(
                    there.status.code(),
                    Some(0),
                    "{name} to {lang}: {}",
                    String::from_utf8_lossy(&there.stderr)
                );
            }
            let back = forsyth(
                &["translate", "--from", lang, "--to", "en", "-"],
                Some(&there.stdout),
            );
            if clean && !MIXED.contains(&name) && std::str::from_utf8(&original).is_ok() {
                assert!(
                    back.stdout == original,
                    "{name}: en -> {lang} -> en is not byte-identical"
                );
            }
        }
    }
}
