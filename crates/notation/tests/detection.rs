//! Detection that survives many languages, measured on real games: every
//! real file of `tests/data/real` (and, with `FORSYTH_CORPUS` naming a PGN
//! file or a folder of them, a larger corpus such as the `all.pgn` of
//! `tests/corpus/fetch.sh`) is read in English, translated into every
//! language, and read back with the language found game by game.
//!
//! A game counts as detected when the language found reads it exactly as
//! the language it was translated into: every move the same, no move read
//! in a second language. A move counts as translated back when the text
//! translated back into English (the language still found per game) is
//! byte for byte the English it came from. At least 99 % of each
//! language's games must be detected and every move translated back (the
//! opening lines of `eco.pgn` are counted apart and only reported). The
//! figures of the README's language table come from this test:
//!
//! ```sh
//! FORSYTH_CORPUS=/tmp/forsyth-real/all.pgn cargo test --release -p forsyth-notation \
//!     --test detection -- --nocapture
//! ```

use std::path::{Path, PathBuf};

use forsyth_core::Move;
use forsyth_notation::{
    analysis::{Analysis, LanguageChoice},
    diagnostic::Code,
    locale::{Locale, Locales},
    translate::translate_text,
    tree::SyntaxTree,
    write::Target,
};

/// The real files, and the files and folders `FORSYTH_CORPUS` names
/// (separated like `PATH`; folders are read with their sub-folders).
fn files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = pgn_files(&root.join("tests/data/real"));
    if let Some(corpus) = std::env::var_os("FORSYTH_CORPUS") {
        for path in std::env::split_paths(&corpus) {
            files.extend(pgn_files(&path));
        }
    }
    files
}

fn pgn_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_owned()];
    }
    let mut files: Vec<PathBuf> = Vec::new();
    for entry in std::fs::read_dir(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(pgn_files(&path));
        } else if path.extension().is_some_and(|e| e == "pgn") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// Whether a file holds opening lines (pgn-extract's `eco.pgn`: 2014 lines
/// of one to ten moves), not games: a line of a few moves may read in two
/// languages as two different lines, both legal (`1. d3 e5 2. Sd2`, a
/// Danish knight or a Czech bishop), and nothing in the text tells which.
fn opening_lines(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n == "eco.pgn")
}

fn faithful(locale: &Locale) -> Target<'_> {
    Target {
        locale,
        notation: None,
        isolate: false,
    }
}

/// The byte span of every game of a text.
fn games(text: &[u8]) -> Vec<std::ops::Range<usize>> {
    SyntaxTree::parse(text).games().map(|g| g.span()).collect()
}

fn moves(analysis: &Analysis) -> Vec<Move> {
    analysis.moves.iter().map(|r| r.mv).collect()
}

/// One language's count.
#[derive(Default, Clone)]
struct Count {
    games: usize,
    detected: usize,
    moves: usize,
    moves_back: usize,
    /// Games detected as a language that reads them otherwise: (file, game, found).
    wrong: Vec<(String, usize, String)>,
}

#[test]
fn every_language_is_found_again_on_real_games() {
    let locales = Locales::embedded();
    let en = locales.get("en").unwrap();
    let all: Vec<&Locale> = locales.iter().collect();
    // Games, and opening lines.
    let mut counts = vec![[Count::default(), Count::default()]; all.len()];
    for file in files() {
        let src = std::fs::read(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let (_, reference) =
            translate_text(&src, &locales, LanguageChoice::Fixed(en), &faithful(en));
        // Games English reads whole: the others (moves out of turn, other
        // rules) are copied as written, and their round trip is checked
        // with the file's.
        let src_games = games(&src);
        assert_eq!(src_games.len(), reference.len(), "{name}");
        let counted: Vec<usize> = reference
            .iter()
            .enumerate()
            .filter(|(_, a)| a.first_move_error.is_none() && !a.moves.is_empty())
            .map(|(i, _)| i)
            .collect();
        for (l, locale) in all.iter().enumerate() {
            if locale.tag() == "en" {
                continue;
            }
            let (text, _) =
                translate_text(&src, &locales, LanguageChoice::Fixed(en), &faithful(locale));
            // With the language given, the way back is byte for byte the
            // English the game came from.
            let (fixed, _) = translate_text(
                &text,
                &locales,
                LanguageChoice::Fixed(locale),
                &faithful(en),
            );
            // With the language found per game: the figures.
            let (back, found) =
                translate_text(&text, &locales, LanguageChoice::Auto, &faithful(en));
            assert_eq!(found.len(), reference.len(), "{name} in {}", locale.tag());
            let (fixed_games, back_games) = (games(&fixed), games(&back));
            assert_eq!(
                fixed_games.len(),
                src_games.len(),
                "{name} in {}",
                locale.tag()
            );
            assert_eq!(
                back_games.len(),
                src_games.len(),
                "{name} in {}",
                locale.tag()
            );
            let count = &mut counts[l][usize::from(opening_lines(&file))];
            for &g in &counted {
                let expected = moves(&reference[g]);
                let original = &src[src_games[g].clone()];
                let a = &found[g];
                count.games += 1;
                count.moves += expected.len();
                let same = a.first_move_error.is_none()
                    && !a.diagnostics.iter().any(|d| d.code == Code::MixedLanguages)
                    && moves(a) == expected;
                if same {
                    count.detected += 1;
                } else {
                    let tag = a.language.map_or("none", |d| all[d].tag()).to_owned();
                    count.wrong.push((name.clone(), g + 1, tag));
                }
                if &back[back_games[g].clone()] == original {
                    count.moves_back += expected.len();
                }
                // Game by game: a game English does not read whole is
                // copied as written after its first error (and is not
                // counted).
                let round_trip = &fixed[fixed_games[g].clone()];
                if round_trip != original {
                    let at = original
                        .iter()
                        .zip(round_trip)
                        .position(|(x, y)| x != y)
                        .unwrap_or(0);
                    let line = src[..src_games[g].start + at]
                        .iter()
                        .filter(|&&b| b == b'\n')
                        .count()
                        + 1;
                    panic!(
                        "{name} translated to {} and back (given) differs at line {line}",
                        locale.tag()
                    );
                }
            }
        }
    }

    println!(
        "| language | games | detected | moves translated back (language found) | opening lines (eco.pgn) detected |"
    );
    println!("| --- | --- | --- | --- | --- |");
    let share = |a: usize, b: usize| 100.0 * a as f64 / b.max(1) as f64;
    let mut failures = Vec::new();
    for (l, [games, lines]) in counts.iter().enumerate() {
        if all[l].tag() == "en" || games.games == 0 {
            continue;
        }
        let detected = share(games.detected, games.games);
        let lines_column = if lines.games == 0 {
            "–".to_owned()
        } else {
            format!(
                "{} of {} ({:.2} %)",
                lines.detected,
                lines.games,
                share(lines.detected, lines.games)
            )
        };
        println!(
            "| {} (`{}`) | {} | {} ({detected:.2} %) | {} of {} ({:.2} %) | {lines_column} |",
            all[l].name(),
            all[l].tag(),
            games.games,
            games.detected,
            games.moves_back,
            games.moves,
            share(games.moves_back, games.moves),
        );
        for (file, game, found) in games.wrong.iter().chain(&lines.wrong).take(8) {
            println!("  {}: {file} game {game} read as {found}", all[l].tag());
        }
        if detected < 99.0 {
            failures.push(format!("{}: {detected:.2} % of games", all[l].tag()));
        }
        if games.moves_back != games.moves {
            failures.push(format!(
                "{}: {} of {} moves back",
                all[l].tag(),
                games.moves_back,
                games.moves
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "detected below 99 % of games, or not every move translated back: {failures:?}"
    );
}
