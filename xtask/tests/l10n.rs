//! Each check of `cargo xtask l10n` fails on a locale broken the way it
//! looks for, naming file, line and message id. The broken locales are
//! built in temporary folders from the workspace's real ones.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use xtask::l10n::{self, Completeness, Finding, Options, Report, Severity};

/// A fresh folder holding a copy of the workspace's `en`.
fn fixture(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-l10n-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("en")).unwrap();
    for file in l10n::FILES {
        fs::write(dir.join("en").join(file), real("en", file)).unwrap();
    }
    dir
}

fn real(tag: &str, file: &str) -> String {
    fs::read_to_string(l10n::workspace_root().join("locales").join(tag).join(file)).unwrap()
}

/// Adds locale `tag` to `dir`, made from the real locale `from` with
/// `edit` applied to (notation.ftl, messages.ftl).
fn add_locale(dir: &Path, tag: &str, from: &str, edit: impl FnOnce(&mut String, &mut String)) {
    let mut notation = real(from, "notation.ftl");
    let mut messages = real(from, "messages.ftl");
    edit(&mut notation, &mut messages);
    fs::create_dir_all(dir.join(tag)).unwrap();
    fs::write(dir.join(tag).join("notation.ftl"), notation).unwrap();
    fs::write(dir.join(tag).join("messages.ftl"), messages).unwrap();
}

/// Checks `dir` without the (slower) behaviour checks.
fn check(dir: &Path) -> Report {
    let mut options = Options::new(dir.to_owned());
    options.pgn_files.clear();
    l10n::check(&options)
}

fn replace(text: &mut String, from: &str, to: &str) {
    assert!(text.contains(from), "fixture text lacks {from:?}");
    *text = text.replacen(from, to, 1);
}

/// The 1-based line of the first line of `path` starting with `start`.
fn line_of(path: &Path, start: &str) -> usize {
    fs::read_to_string(path)
        .unwrap()
        .lines()
        .position(|l| l.starts_with(start))
        .unwrap()
        + 1
}

/// The failure about `id` in `path` whose message contains `text`.
fn failure<'r>(report: &'r Report, path: &Path, id: &str, text: &str) -> &'r Finding {
    report
        .failures()
        .find(|f| f.path == path && f.id.as_deref() == Some(id) && f.message.contains(text))
        .unwrap_or_else(|| {
            panic!(
                "no failure {id:?} {text:?} in {}:\n{report}",
                path.display()
            )
        })
}

#[test]
fn real_locales_pass() {
    let report = l10n::check(&Options::workspace());
    assert!(!report.failed(), "{report}");
    let mut tags: Vec<&str> = report.rows.iter().map(|r| r.tag.as_str()).collect();
    assert_eq!(tags.remove(0), "en");
    let mut folders: Vec<String> = fs::read_dir(l10n::workspace_root().join("locales"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|t| t != "en")
        .collect();
    folders.sort();
    assert_eq!(tags, folders);
    for row in &report.rows {
        assert_eq!(row.translated, row.total, "{row:?}");
        assert_ne!(row.complete, Completeness::Incomplete, "{row:?}");
        assert_eq!(row.interface, row.complete == Completeness::Full, "{row:?}");
        assert!(row.notation, "{row:?}");
        assert_eq!(row.round_trip, Some(true), "{row:?}");
        assert_eq!(row.detection, Some(true), "{row:?}");
    }
}

#[test]
fn english_alone_is_clean() {
    let dir = fixture("clean");
    let report = check(&dir);
    assert!(!report.failed(), "{report}");
    assert_eq!(report.rows.len(), 1);
}

#[test]
fn missing_message() {
    let dir = fixture("missing");
    add_locale(&dir, "fr", "de", |_, m| {
        replace(
            m,
            "repair-dash = typografischer Strich als „-“ gelesen\n",
            "",
        )
    });
    let report = check(&dir);
    let path = dir.join("fr/messages.ftl");
    let f = failure(&report, &path, "repair-dash", "missing");
    assert!(f.message.contains("en/messages.ftl:"), "{f}");
    assert_eq!(report.rows[1].translated, report.rows[1].total - 1);
}

#[test]
fn obsolete_message() {
    let dir = fixture("obsolete");
    add_locale(&dir, "fr", "en", |_, m| m.push_str("not-in-english = x\n"));
    let report = check(&dir);
    let path = dir.join("fr/messages.ftl");
    let f = failure(&report, &path, "not-in-english", "obsolete");
    assert_eq!(f.line, Some(line_of(&path, "not-in-english")));
    assert!(f.to_string().contains(&format!(
        "{}:{}: `not-in-english`: obsolete",
        path.display(),
        f.line.unwrap()
    )));
}

#[test]
fn syntax_error() {
    let dir = fixture("syntax");
    add_locale(&dir, "fr", "en", |_, m| {
        replace(m, "repair-dash = typographic", "repair-dash typographic")
    });
    let report = check(&dir);
    let path = dir.join("fr/messages.ftl");
    let f = failure(&report, &path, "repair-dash", "Fluent syntax error");
    assert_eq!(f.line, Some(line_of(&path, "repair-dash")));
}

#[test]
fn mismatched_variable() {
    let dir = fixture("variable");
    add_locale(&dir, "fr", "en", |_, m| {
        replace(
            m,
            "castling right { $letter } dropped",
            "castling right { $lettre } dropped",
        )
    });
    let report = check(&dir);
    let path = dir.join("fr/messages.ftl");
    let line = line_of(&path, "repair-dropped-castling");
    let id = "repair-dropped-castling";
    assert_eq!(
        failure(&report, &path, id, "missing variable `$letter`").line,
        Some(line)
    );
    assert_eq!(
        failure(&report, &path, id, "extra variable `$lettre`").line,
        Some(line)
    );
}

#[test]
fn variables_through_message_references_count() {
    // English writes `{ fen-field }` (which uses `$field`), German selects
    // on `$field` itself: the same variables.
    let dir = fixture("references");
    add_locale(&dir, "de", "de", |_, _| {});
    let report = check(&dir);
    assert!(!report.failed(), "{report}");
}

#[test]
fn letter_collisions() {
    let dir = fixture("collision");
    // A piece letter equal to the capture mark.
    add_locale(&dir, "fr", "en", |n, _| {
        replace(n, "piece-letter-rook = R", "piece-letter-rook = x")
    });
    // Issue 16, F7: a capture mark equal to a file letter (`Bac6`).
    add_locale(&dir, "pt", "en", |n, _| {
        replace(n, "capture-mark = x", "capture-mark = a")
    });
    // Caught by the loader: a piece letter equal to a file letter.
    add_locale(&dir, "nl", "en", |n, _| {
        replace(n, "piece-letter-rook = R", "piece-letter-rook = a")
    });
    let report = check(&dir);
    let path = dir.join("fr/notation.ftl");
    let f = failure(&report, &path, "piece-letter-rook", "the capture mark");
    assert_eq!(f.line, Some(line_of(&path, "piece-letter-rook")));
    let path = dir.join("pt/notation.ftl");
    let f = failure(&report, &path, "capture-mark", "`file-a`");
    assert_eq!(f.line, Some(line_of(&path, "capture-mark")));
    assert!(f.message.contains("does not load"), "{f}");
    let pt = report.rows.iter().find(|r| r.tag == "pt").unwrap();
    assert!(!pt.notation);
    let path = dir.join("nl/notation.ftl");
    let f = failure(&report, &path, "piece-letter-rook", "file letter");
    assert_eq!(f.line, Some(line_of(&path, "piece-letter-rook")));
    let nl = report.rows.iter().find(|r| r.tag == "nl").unwrap();
    assert!(!nl.notation);
}

#[test]
fn look_alike_letter() {
    let dir = fixture("look-alike");
    add_locale(&dir, "el", "el", |n, _| {
        replace(n, "piece-letter-king = Ρ", "piece-letter-king = P")
    });
    let report = check(&dir);
    let path = dir.join("el/notation.ftl");
    let f = failure(
        &report,
        &path,
        "piece-letter-king",
        "U+0050) is a Latin letter among Greek letters",
    );
    assert_eq!(f.line, Some(line_of(&path, "piece-letter-king")));
}

#[test]
fn invisible_mark() {
    let dir = fixture("invisible");
    add_locale(&dir, "fr", "en", |n, _| {
        replace(n, "castle-short = O-O", "castle-short = O-O\u{200F}")
    });
    let report = check(&dir);
    let path = dir.join("fr/notation.ftl");
    let f = failure(&report, &path, "castle-short", "U+200F");
    assert_eq!(f.line, Some(line_of(&path, "castle-short")));
}

#[test]
fn plural_categories() {
    let dir = fixture("plurals");
    // Hebrew without `two`: a warning, `*[other]` covers it.
    add_locale(&dir, "he", "he", |_, m| {
        replace(m, "        [two] שתי שורות\n", "");
    });
    let report = check(&dir);
    assert!(!report.failed(), "{report}");
    assert!(
        report
            .findings
            .iter()
            .any(|f| f.severity == Severity::Warning
                && f.id.as_deref() == Some("fen-error-rank-count")
                && f.message.contains("`two`"))
    );
}

#[test]
fn untranslated_scaffold() {
    let dir = fixture("scaffold");
    let folder = l10n::scaffold(&dir, "fr").unwrap();
    assert_eq!(folder, dir.join("fr"));
    assert!(l10n::scaffold(&dir, "fr").unwrap_err().contains("exists"));
    assert!(
        l10n::scaffold(&dir, "not a tag")
            .unwrap_err()
            .contains("language tag")
    );

    let report = check(&dir);
    let path = dir.join("fr/messages.ftl");
    let f = failure(&report, &path, "repair-dash", "not translated");
    assert_eq!(f.line, Some(line_of(&path, "repair-dash")));
    let path = dir.join("fr/notation.ftl");
    failure(&report, &path, "piece-letter-king", "not translated");
    let row = &report.rows[1];
    assert_eq!((row.tag.as_str(), row.translated), ("fr", 0));
    // It loads: English placeholders are a complete letter table.
    assert!(row.notation, "{report}");
    // Nothing but the marks is wrong.
    assert!(
        report
            .failures()
            .all(|f| f.message.contains("not translated")),
        "{report}"
    );
}

#[test]
fn binary_exits_1_on_a_broken_locale_and_0_on_a_clean_one() {
    let dir = fixture("binary");
    let run = |dir: &Path| {
        Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(["l10n", "--games", "3", "--locales"])
            .arg(dir)
            .output()
            .unwrap()
    };
    let clean = run(&dir);
    assert_eq!(clean.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&clean.stdout).contains("round trip"));

    add_locale(&dir, "fr", "en", |_, m| m.push_str("not-in-english = x\n"));
    let broken = run(&dir);
    assert_eq!(broken.status.code(), Some(1));
    let out = String::from_utf8_lossy(&broken.stdout);
    let line = line_of(&dir.join("fr/messages.ftl"), "not-in-english");
    assert!(
        out.contains(&format!(
            "fr/messages.ftl:{line}: `not-in-english`: obsolete"
        )),
        "{out}"
    );

    let status = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["l10n", "new", "de-AT", "--locales"])
        .arg(&dir)
        .status()
        .unwrap();
    assert!(status.success());
    assert!(dir.join("de-AT/notation.ftl").is_file());
}

#[test]
fn a_message_still_in_english_is_untranslated() {
    let dir = fixture("english-words");
    add_locale(&dir, "de", "de", |n, m| {
        replace(m, "cli-castling-none = keine", "cli-castling-none = none");
        // The mark lets English words stand where they are right.
        replace(
            n,
            "spoken-mate = Matt",
            "# l10n: same as English\nspoken-mate = checkmate",
        );
    });
    let report = check(&dir);
    let path = dir.join("de/messages.ftl");
    let f = failure(
        &report,
        &path,
        "cli-castling-none",
        "untranslated: the same text as",
    );
    assert_eq!(f.line, Some(line_of(&path, "cli-castling-none")));
    assert_eq!(report.failures().count(), 1, "{report}");
    let de = &report.rows[1];
    assert_eq!(de.translated, de.total - 1);
    assert_eq!(de.complete, Completeness::Incomplete);
    // Letters and text without words (`FEN: { $fen }`) may be English's.
    assert!(
        !report.findings.iter().any(|f| f
            .id
            .as_deref()
            .is_some_and(|id| id.starts_with("file-") || id == "cli-fen-line")),
        "{report}"
    );
}

/// The optional words of a scaffold (English's word for mate printed after
/// a move, its descriptive notation) left as English wrote them, their
/// marks removed, are untranslated; deleted, the language has none.
#[test]
fn english_words_of_print_and_descriptive_notation_left_in_are_untranslated() {
    let dir = fixture("optional-words");
    let folder = l10n::scaffold(&dir, "vi").unwrap();
    let unmarked = |name: &str| {
        let path = folder.join(name);
        let text = fs::read_to_string(&path).unwrap();
        let text: String = text
            .split_inclusive('\n')
            .filter(|l| !l.contains("TODO(l10n)"))
            .collect();
        fs::write(&path, text).unwrap();
    };
    unmarked("notation.ftl");
    fs::remove_file(folder.join("messages.ftl")).unwrap();
    let report = check(&dir);
    let path = folder.join("notation.ftl");
    let f = failure(
        &report,
        &path,
        "printed-mate",
        "untranslated: the same text as",
    );
    assert!(f.message.contains("or delete it"), "{}", f.message);
    for id in [
        "descriptive-files",
        "descriptive-castles",
        "descriptive-check",
    ] {
        failure(&report, &path, id, "untranslated");
    }
    // Letters and marks may be English's: not reported (their words are
    // the other failures: the piece names, still English).
    assert!(
        !report.findings.iter().any(|f| f
            .id
            .as_deref()
            .is_some_and(|id| id.starts_with("file-") || id == "capture-mark")),
        "{report}"
    );
    // Deleted, they are simply absent.
    let text = fs::read_to_string(&path).unwrap();
    let kept: String = text
        .split_inclusive('\n')
        .filter(|l| !l.starts_with("printed-") && !l.starts_with("descriptive-"))
        .collect();
    fs::write(&path, kept).unwrap();
    let report = check(&dir);
    assert!(
        !report.findings.iter().any(|f| f
            .id
            .as_deref()
            .is_some_and(|id| id.starts_with("printed-") || id.starts_with("descriptive-"))),
        "{report}"
    );
}

/// Issue 13: `locales/it` copied to start another language, its letters
/// changed and every word still Italian, used to pass.
#[test]
fn a_copy_of_another_locale_is_untranslated() {
    let dir = fixture("copy");
    add_locale(&dir, "it", "it", |_, _| {});
    add_locale(&dir, "frm", "it", |n, _| {
        replace(n, "language-name = Italiano", "language-name = Françoys");
        replace(n, "piece-letter-bishop = A", "piece-letter-bishop = F");
        replace(n, "forsyth-letter-bishop = A", "forsyth-letter-bishop = F");
    });
    let report = check(&dir);
    let path = dir.join("frm/messages.ftl");
    let f = failure(
        &report,
        &path,
        "cli-castling-none",
        "word for word the text of locale `it`",
    );
    assert_eq!(f.line, Some(line_of(&path, "cli-castling-none")));
    let path = dir.join("frm/notation.ftl");
    failure(&report, &path, "piece-name", "locale `it`");
    let row = report.rows.iter().find(|r| r.tag == "frm").unwrap();
    assert_eq!(row.complete, Completeness::Incomplete);
    assert!(row.translated < row.total / 5, "{row:?}");
    // Which of the two is the copy cannot be told: both are named.
    failure(
        &report,
        &dir.join("it/messages.ftl"),
        "cli-castling-none",
        "locale `frm`",
    );
}

#[test]
fn a_locale_without_messages_is_notation_only() {
    let dir = fixture("notation-only");
    add_locale(&dir, "de", "de", |_, _| {});
    fs::remove_file(dir.join("de/messages.ftl")).unwrap();
    let report = check(&dir);
    assert!(!report.failed(), "{report}");
    let de = &report.rows[1];
    assert_eq!(de.complete, Completeness::NotationOnly);
    assert!(!de.interface);
    assert_eq!(de.translated, de.total);
    assert!(
        report.table().contains("notation only"),
        "{}",
        report.table()
    );
    // English needs both files.
    fs::remove_file(dir.join("en/messages.ftl")).unwrap();
    assert!(check(&dir).failed());
}

#[test]
fn the_scaffold_names_what_to_fill_in() {
    let dir = fixture("scaffold-header");
    let folder = l10n::scaffold(&dir, "eo").unwrap();
    let notation = fs::read_to_string(folder.join("notation.ftl")).unwrap();
    assert!(
        notation.starts_with("### How <the language> writes chess notation"),
        "{notation}"
    );
    assert!(notation.contains("### Sources:"));
    let messages = fs::read_to_string(folder.join("messages.ftl")).unwrap();
    assert!(messages.contains("delete this file"), "{messages}");
    // Deleting messages.ftl leaves a notation-only language to translate.
    fs::remove_file(folder.join("messages.ftl")).unwrap();
    let report = check(&dir);
    let row = &report.rows[1];
    assert!(!row.interface);
    assert_eq!(row.translated, 0);
}
