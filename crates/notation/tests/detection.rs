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
//! FORSYTH_CORPUS=/tmp/forsyth-real/chess.js:/tmp/forsyth-real/cm-pgn:… cargo test \
//!     --release -p forsyth-notation --test detection -- --nocapture
//! ```
//!
//! (the folders of `tests/corpus/fetch.sh`, as the README lists them).

use std::path::{Path, PathBuf};

use forsyth_core::Move;
use forsyth_notation::{
    analysis::{Analysis, LanguageChoice},
    diagnostic::Code,
    locale::{Locale, Locales},
    prose,
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
        comments: Default::default(),
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
    // Texts read as pages, with no game.
    let mut pages: Vec<String> = Vec::new();
    for file in files() {
        let src = std::fs::read(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let (_, reference) =
            translate_text(&src, &locales, LanguageChoice::Fixed(en), &faithful(en));
        // Games English reads whole: the others (moves out of turn, other
        // rules) are copied as written, and their round trip is checked
        // with the file's.
        let src_games = games(&src);
        if src_games.len() != reference.len() {
            // A text with no tag pair is read as a page, whose games are
            // found among its prose ([`prose`]), not cut as PGN's: a
            // collection's text that reads so holds no game of PGN (the
            // readers' junk files, `I'm not a PGN file...`).
            let head = &src[..src.len().min(prose::HEAD_BYTES)];
            assert!(
                prose::bare_text(head) && reference.iter().all(|a| a.moves.is_empty()),
                "{name}: {} games, {} read",
                src_games.len(),
                reference.len()
            );
            pages.push(name);
            continue;
        }
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

    if !pages.is_empty() {
        println!(
            "read as pages with no game, not counted: {}",
            pages.join(", ")
        );
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

/// The look-alike letters a game's moves were read with, as (found,
/// meant) code points, and the language it was read in.
fn read_with_look_alikes(pgn: &str, locales: &Locales) -> (Analysis, String, Vec<(char, char)>) {
    let tree = SyntaxTree::parse(pgn.as_bytes());
    let game = tree.games().next().expect("a game");
    let analysis = forsyth_notation::analysis::analyze(&game, locales, LanguageChoice::Auto);
    let tag = analysis
        .language
        .map_or("none", |i| locales.iter().nth(i).unwrap().tag())
        .to_owned();
    let en = locales.get("en").unwrap();
    let found: Vec<(char, char)> = analysis
        .diagnostics
        .iter()
        .filter(|d| d.code == Code::Homoglyph)
        .map(|d| {
            // "… K (U+004B) … К (U+041A) …": the two letters named.
            let message = d.message(en);
            let named: Vec<char> = message
                .match_indices(" (U+")
                .map(|(at, _)| message[..at].chars().last().unwrap())
                .collect();
            (named[0], named[1])
        })
        .collect();
    (analysis, tag, found)
}

/// Homoglyph traps between Cyrillic, Greek and Latin: a letter of one
/// script typed for its twin of another is read as the letter the game's
/// language has, with a `homoglyph` warning naming both, in every
/// direction toward Greek and Cyrillic; a real letter of a language that
/// reads the game is never taken for a look-alike of another; and a
/// Greek or Cyrillic letter typed for a Latin one is never read silently.
#[test]
fn homoglyph_traps_between_cyrillic_greek_and_latin() {
    let locales = Locales::embedded();
    let moves = |a: &Analysis| a.moves.len();
    // Greek Κ (U+039A) for the Russian knight К (U+041A).
    let (a, tag, found) = read_with_look_alikes("1. e4 e5 2. Κf3 Кc6 3. Сc4 Кf6 *\n", &locales);
    assert!(tag == "ru" || tag == "uk", "{tag}");
    assert_eq!((moves(&a), a.first_move_error), (6, None));
    assert_eq!(found, [('Κ', 'К')]);
    // Cyrillic Р (U+0420) for the Greek king Ρ (U+03A1), analysed whole.
    let (a, tag, found) = read_with_look_alikes(
        "[SetUp \"1\"]\n[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\n1. Ιδ4 Рδ7 2. Ιβ5 Ρε7 *\n",
        &locales,
    );
    assert_eq!(tag, "el");
    assert_eq!((moves(&a), a.first_move_error), (4, None));
    assert_eq!(found, [('Р', 'Ρ')]);
    // Latin A (U+0041) for the Greek bishop Α (U+0391).
    let (a, tag, found) = read_with_look_alikes("1. ε4 ε5 2. Ιζ3 Ιγ6 3. Aβ5 α6 *\n", &locales);
    assert_eq!(tag, "el");
    assert_eq!((moves(&a), a.first_move_error), (6, None));
    assert_eq!(found, [('A', 'Α')]);
    // Greek Τ (U+03A4) and Latin T for the Ukrainian rook Т (U+0422):
    // Ukrainian alone reads the game (Russian's rook is Л, German reads
    // no Кf3).
    let (a, tag, found) = read_with_look_alikes(
        "1. e4 e5 2. Кf3 Кc6 3. Сc4 Сc5 4. O-O Кf6 5. Te1 O-O 6. Τf1 *\n",
        &locales,
    );
    assert_eq!(tag, "uk");
    assert_eq!((moves(&a), a.first_move_error), (11, None));
    assert_eq!(found, [('T', 'Т'), ('Τ', 'Т')]);
    // A real letter is not a look-alike: `C` is the French knight, legal
    // here, not the Russian bishop С (which could not play Cf3).
    let (a, tag, found) = read_with_look_alikes("1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 *\n", &locales);
    assert_eq!(tag, "fr");
    assert_eq!((moves(&a), a.first_move_error), (6, None));
    assert_eq!(found, []);
    // A Cyrillic В (U+0412) typed for the English bishop B is no bishop:
    // the move is an error, never read silently.
    let pgn = "1. e4 e5 2. Nf3 Nc6 3. Вb5 a6 *\n";
    let (a, _, _) = read_with_look_alikes(pgn, &locales);
    assert_eq!(moves(&a), 4, "{:?}", a.diagnostics);
    assert_eq!(a.first_move_error, pgn.find("Вb5"), "{:?}", a.diagnostics);
    assert!(
        a.diagnostics.iter().any(
            |d| d.severity == forsyth_notation::diagnostic::Severity::Error
                && &pgn[d.span.clone()] == "Вb5"
        ),
        "{:?}",
        a.diagnostics
    );
}

/// The findings of `text` read with the user's language `preferred`: code,
/// offset and length of each.
fn findings_preferring(
    text: &[u8],
    locales: &Locales,
    preferred: Option<&Locale>,
) -> Vec<(Code, u64, usize)> {
    let mut found = Vec::new();
    forsyth_notation::lint::check_pgn_preferring(
        text,
        locales,
        LanguageChoice::Auto,
        preferred,
        |f| found.push((f.diagnostic.code, f.offset, f.diagnostic.span.len())),
    )
    .expect("reading from memory");
    found
}

#[test]
fn the_users_language_names_a_reading_but_never_changes_it() {
    // Found by the lsp fuzz target: with Italian as the user's language,
    // this game was read in French (`Ad2` unreadable) and `forsyth check`
    // read it in Italian (`Ad2`, an illegal bishop move). The preferred
    // language named its group of languages, and the group was scored by
    // the letters of the language naming it.
    let fuzzed = "2. Ch3 a5 3. f4 7775 (3... f5? 4. 3142) 4. Tg1? {1-0]} 4... ♞f6 \
                  5. c4!? h5 6. Ca3 {} (6. 5254 (6. Cc3 Ca6 7. Ad2 Ca6-b\n *\n";
    let locales = Locales::embedded();
    let mut texts = vec![fuzzed.as_bytes().to_vec()];
    for path in pgn_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/real")) {
        texts.push(std::fs::read(&path).unwrap());
    }
    for text in &texts {
        let neutral = findings_preferring(text, &locales, None);
        for locale in locales.iter() {
            assert_eq!(
                findings_preferring(text, &locales, Some(locale)),
                neutral,
                "preferring {}: {:?}",
                locale.tag(),
                String::from_utf8_lossy(&text[..text.len().min(200)])
            );
        }
    }
}
