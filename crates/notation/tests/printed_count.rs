//! How many real printed games forsyth reads, language by language.
//!
//! A fixture of `tests/data/findings/` that copies published text (a web
//! page, a column, a blog, a book) names the games it holds with a line
//! `% real LANG N`: N games printed in the language LANG. This test reads
//! each such fixture as `translate` does (its annotations left out) and
//! counts the games found in it that read with no error (at least two
//! moves of the main line, no error-severity finding), at most N. Every
//! fixture must read all its games, and the table of the counts, one row
//! for each language forsyth has, must be README's (section "Games as
//! people print them", between the `printed-count` markers):
//! `UPDATE_EXPECT=1 cargo test --test printed_count` writes it there. A
//! game that read and stops reading fails the test.

use std::{collections::BTreeMap, fmt::Write as _, path::PathBuf};

use forsyth_notation::{
    analysis::LanguageChoice, locale::Locales, translate::translate_text, write::Target,
};

const BEGIN: &str =
    "<!-- printed-count begin: written by crates/notation/tests/printed_count.rs -->";
const END: &str = "<!-- printed-count end -->";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The fixture's text without the annotation lines of the findings test.
fn clean(text: &str) -> String {
    text.split_inclusive('\n')
        .filter(|l| {
            !l.strip_prefix('%')
                .is_some_and(|rest| rest.trim_start().starts_with('^'))
        })
        .collect()
}

/// Each fixture's `% real LANG N` lines: (file name, language, N).
fn real_games() -> Vec<(String, String, usize)> {
    let dir = root().join("tests/data/findings");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/data/findings")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".pgn") && n.matches('.').count() == 1)
        .collect();
    names.sort();
    let mut found = Vec::new();
    for name in names {
        let text = std::fs::read_to_string(dir.join(&name)).expect("UTF-8 fixture");
        for line in text.lines() {
            let Some(rest) = line.strip_prefix("% real ") else {
                continue;
            };
            let mut fields = rest.split_whitespace();
            let (Some(lang), Some(n)) = (fields.next(), fields.next()) else {
                panic!("{name}: `% real LANG N` wanted, found {line:?}");
            };
            let n: usize = n.parse().unwrap_or_else(|_| panic!("{name}: {line:?}"));
            found.push((name.clone(), lang.to_owned(), n));
        }
    }
    found
}

/// How many of the games of `text` read with no error.
fn games_read(text: &str, locales: &Locales) -> usize {
    let target = Target {
        locale: locales.get("en").expect("built in"),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    let (_, analyses) = translate_text(text.as_bytes(), locales, LanguageChoice::Auto, &target);
    analyses
        .iter()
        .filter(|a| !a.has_errors() && a.moves.iter().filter(|m| m.depth == 0).count() >= 2)
        .count()
}

/// README's table: a row for each language forsyth has.
fn table(counts: &BTreeMap<String, (usize, usize)>, locales: &Locales) -> String {
    let mut out = String::from(
        "| language | real printed games in the fixtures | read with no error |\n\
         | --- | --- | --- |\n",
    );
    let mut rows: Vec<(&str, &str)> = locales.iter().map(|l| (l.tag(), l.name())).collect();
    rows.sort_unstable();
    for (tag, name) in rows {
        let (read, all) = counts.get(tag).copied().unwrap_or((0, 0));
        let _ = writeln!(out, "| `{tag}` {name} | {all} | read {read} of {all} |");
    }
    let (read, all) = counts
        .values()
        .fold((0, 0), |(r, a), (r2, a2)| (r + r2, a + a2));
    let _ = writeln!(out, "| all | {all} | read {read} of {all} |");
    out
}

#[test]
fn real_printed_games_read_language_by_language() {
    let locales = Locales::embedded();
    let dir = root().join("tests/data/findings");
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for (name, lang, n) in real_games() {
        assert!(
            locales.get(&lang).is_some(),
            "{name}: unknown language {lang}"
        );
        let text = clean(&std::fs::read_to_string(dir.join(&name)).expect("fixture"));
        let read = games_read(&text, &locales).min(n);
        if read < n {
            failures.push(format!("{name}: {lang}: read {read} of {n}"));
        }
        let entry = counts.entry(lang).or_default();
        entry.0 += read;
        entry.1 += n;
    }
    assert!(counts.len() >= 8, "{counts:?}");
    let wanted = table(&counts, &locales);
    let readme_path = root().join("README.md");
    let readme = std::fs::read_to_string(&readme_path).expect("README.md");
    let (Some(begin), Some(end)) = (readme.find(BEGIN), readme.find(END)) else {
        panic!("README.md lacks the printed-count markers");
    };
    let current = readme[begin + BEGIN.len()..end].trim_start_matches('\n');
    if current != wanted {
        if std::env::var_os("UPDATE_EXPECT").is_some() {
            let updated = format!("{}{BEGIN}\n{wanted}{}", &readme[..begin], &readme[end..]);
            std::fs::write(&readme_path, updated).expect("writable README.md");
        } else {
            failures.push(format!(
                "README.md's printed-count table differs (UPDATE_EXPECT=1 writes it):\n{wanted}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
