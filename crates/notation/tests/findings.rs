//! Findings as data: every file of `tests/data/findings/` is PGN annotated
//! with what `check` must report, in the style of rust-analyzer's fixtures.
//!
//! An annotation is a PGN escape line (a line starting with `%`, which PGN
//! readers ignore) under the line it is about, with carets under the
//! finding's span (columns in characters) and its severity and code:
//!
//! ```text
//! [FEN "7k/8/8/8/8/8/8/K7 w - - 1 0"]
//! %                               ^ warning fen-repaired
//! ```
//!
//! A `syntax` finding names its variant too (`warning
//! syntax/unescaped-quote`), a move that cannot be read its variant and
//! English message (`error malformed-move/capture-no-piece: Cannot read
//! the move xg7: …`), and an illegal move why it is illegal: the
//! reason's name and its English text (`error illegal-move/pinned: the
//! knight on f6 is pinned against its king on e7 by the bishop on g5`).
//! A span that runs past its line is marked to the line's end. The test
//! reads each file, checks it, writes the annotations
//! the findings call for in place of the ones written, and compares: the
//! file must come out the same. `UPDATE_EXPECT=1 cargo test --test findings`
//! rewrites the files instead (review the change with `git diff`).
//!
//! A line `% translate LANG…` asks for the faithful translation of the file
//! (without its annotations) into each language, compared with the file
//! `NAME.LANG.pgn` beside it (written the same way by `UPDATE_EXPECT=1`).

use std::{fmt::Write as _, path::PathBuf};

use forsyth_notation::{
    analysis::LanguageChoice,
    lint::check_pgn,
    locale::{Locale, Locales},
    translate::translate_text,
    write::{Notation, Target},
};

fn fixtures() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/findings");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data/findings")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "pgn")
                && p.file_stem()
                    .and_then(|s| s.to_str())
                    .is_some_and(|s| !s.contains('.'))
        })
        .collect();
    files.sort();
    files
}

/// Whether `line` is an annotation this test writes.
fn is_annotation(line: &str) -> bool {
    line.strip_prefix('%')
        .is_some_and(|rest| rest.trim_start().starts_with('^'))
}

/// The text without the annotations this test writes.
fn clean(text: &str) -> String {
    text.split_inclusive('\n')
        .filter(|line| !is_annotation(line.trim_end_matches(['\r', '\n'])))
        .collect()
}

/// The text with the annotations the findings call for, in place of the
/// annotations it has.
fn annotated(text: &str, locales: &Locales) -> String {
    let text = clean(text);
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut found: Vec<(u64, u64, u64, String)> = Vec::new();
    check_pgn(text.as_bytes(), locales, LanguageChoice::Auto, |f| {
        let width = lines
            .get(usize::try_from(f.line).unwrap_or(usize::MAX) - 1)
            .map_or(0, |l| {
                l.trim_end_matches(['\r', '\n']).chars().count() as u64
            });
        let end = if f.end_line == f.line {
            f.end_column.max(f.column + 1)
        } else {
            width.max(f.column) + 1
        };
        let d = &f.diagnostic;
        let what = match d.variant {
            Some(v) if d.code == forsyth_notation::diagnostic::Code::Syntax => {
                format!("{} {}/{v}", d.severity, d.code)
            }
            // A move that cannot be read says why in its message: the
            // variant and the English text (`malformed-move/capture-no-piece:
            // Cannot read the move xg7: …`).
            Some(v) if d.code == forsyth_notation::diagnostic::Code::MalformedMove => {
                let english = locales.get("en").expect("embedded English");
                format!("{} {}/{v}: {}", d.severity, d.code, d.message(english))
            }
            _ => match illegal_reason(d, locales) {
                Some(reason) => format!("{} {}/{reason}", d.severity, d.code),
                None => format!("{} {}", d.severity, d.code),
            },
        };
        found.push((f.line, f.column, end, what));
    })
    .expect("in memory");
    let mut out = String::new();
    for (i, line) in lines.iter().enumerate() {
        out.push_str(line);
        if !line.ends_with('\n') {
            out.push('\n');
        }
        let number = i as u64 + 1;
        // A finding past the last line (a missing result at the very end)
        // is marked under the last line.
        let last = i + 1 == lines.len();
        for (_, column, end, what) in found
            .iter()
            .filter(|f| f.0 == number || (last && f.0 > number))
        {
            // The `%` stands in column 1: a finding there is marked from
            // column 2.
            let pad = usize::try_from(column.saturating_sub(2)).unwrap_or(0);
            let carets = usize::try_from(end - column).unwrap_or(1).max(1);
            let _ = writeln!(out, "%{}{} {what}", " ".repeat(pad), "^".repeat(carets));
        }
    }
    out
}

/// Why an illegal move is illegal, as an annotation says it: the reason's
/// name and its English text (`pinned: the knight on f6 is pinned …`).
fn illegal_reason(
    d: &forsyth_notation::diagnostic::Diagnostic,
    locales: &Locales,
) -> Option<String> {
    use forsyth_notation::diagnostic::{Arg, illegal_message_id};
    let (_, arg) = d.args.iter().find(|(name, _)| *name == "reason")?;
    let Arg::Illegal(illegal) = arg else {
        return None;
    };
    let id = illegal_message_id(illegal.reason.as_ref());
    let name = id.strip_prefix("illegal-").unwrap_or(id);
    let english = locales.get("en").expect("embedded English");
    Some(format!("{name}: {}", arg.text(english)))
}

fn update() -> bool {
    std::env::var_os("UPDATE_EXPECT").is_some()
}

/// Compares `actual` with the file at `path`, or writes it there.
fn expect_file(path: &std::path::Path, actual: &str) -> Result<(), String> {
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    if expected == actual {
        return Ok(());
    }
    if update() {
        std::fs::write(path, actual).expect("writable");
        return Ok(());
    }
    let mut diff = String::new();
    for (i, (e, a)) in expected.lines().zip(actual.lines()).enumerate() {
        if e != a {
            let _ = writeln!(diff, "line {}:\n  expected: {e}\n  actual:   {a}", i + 1);
        }
    }
    let (e, a) = (expected.lines().count(), actual.lines().count());
    if e != a {
        let _ = writeln!(diff, "{e} lines expected, {a} found");
    }
    Err(format!(
        "{} differs (UPDATE_EXPECT=1 rewrites it):\n{diff}",
        path.display()
    ))
}

/// The translation of the fixture `text`, without its annotations, into
/// `locale`, faithful or in `notation`, its language found.
fn translation(
    text: &str,
    locales: &Locales,
    locale: &Locale,
    notation: Option<Notation>,
) -> String {
    let target = Target {
        locale,
        notation,
        isolate: false,
        comments: Default::default(),
    };
    let (out, _) = translate_text(
        clean(text).as_bytes(),
        locales,
        LanguageChoice::Auto,
        &target,
    );
    String::from_utf8(out).expect("UTF-8 translation")
}

#[test]
fn fixtures_report_what_their_annotations_say() {
    let locales = Locales::embedded();
    let files = fixtures();
    assert!(files.len() >= 5, "{files:?}");
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("UTF-8 fixture");
        if let Err(e) = expect_file(path, &annotated(&text, &locales)) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn fixtures_translate_as_their_snapshots_say() {
    let locales = Locales::embedded();
    let mut failures = Vec::new();
    let mut compared = 0;
    for path in fixtures() {
        let text = std::fs::read_to_string(&path).expect("UTF-8 fixture");
        let languages: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("% translate "))
            .flat_map(str::split_whitespace)
            .collect();
        for tag in languages {
            let locale = locales.get(tag).expect("a known language");
            let out = translation(&text, &locales, locale, None);
            let snapshot = path.with_extension(format!("{tag}.pgn"));
            compared += 1;
            if let Err(e) = expect_file(&snapshot, &out) {
                failures.push(e);
            }
        }
    }
    assert!(compared > 0);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `--style san` of every fixture sets each comment apart from the move
/// before it, as PGN writes one. A word of prose between two moves of a
/// page's game is made a comment in place of the spaces around it
/// (`1... βγ4 ή 1... Ργ4`, Rizospastis 21.8.2011): it was written glued,
/// `(1... bxc4{ή})`.
#[test]
fn fixtures_in_san_set_their_comments_apart() {
    let locales = Locales::embedded();
    let en = locales.get("en").expect("English");
    let mut glued = Vec::new();
    let mut comments = 0;
    for path in fixtures() {
        let text = std::fs::read_to_string(&path).expect("UTF-8 fixture");
        let out = translation(&text, &locales, en, Some(Notation::San));
        for line in out.lines().filter(|l| !l.starts_with('[')) {
            let mut depth = 0u32;
            let mut before = ' ';
            for c in line.chars() {
                if c == '{' && depth == 0 {
                    comments += 1;
                    if !before.is_whitespace() && before != '(' {
                        glued.push(format!("{}: {line}", path.display()));
                    }
                }
                match c {
                    '{' => depth += 1,
                    '}' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                before = c;
            }
        }
    }
    assert!(comments > 100, "{comments} comments");
    assert!(glued.is_empty(), "{}", glued.join("\n"));
}
