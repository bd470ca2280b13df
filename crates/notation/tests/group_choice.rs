//! Which language of a group is named: languages that read a game's
//! letters alike are one reading, walked once; the language named is the
//! preferred one (the user's interface language, set by the caller with
//! `Analyzer::prefer`) when it is in the group, else the group's first;
//! and before both, the language the file's first games single out
//! (`Analyzer::prefer_file`), in check, translation and speech alike.
//! Real games: lichess-100 translated into German, Spanish and Ukrainian.

use forsyth_core::Move;
use forsyth_notation::{
    analysis::{Analysis, Analyzer, LanguageChoice},
    diagnostic::{Arg, Code, Diagnostic},
    finding::Finding,
    lint::{check_pgn_preferring, check_pgn_threads},
    locale::{Locale, Locales},
    spoken::{Files, Speaker, speak_pgn},
    translate::{ReadOptions, translate_pgn, translate_text},
    tree::SyntaxTree,
    write::{Notation, Target},
};

/// The first `n` games of lichess-100 written in `lang`.
fn games_in(locales: &Locales, lang: &str, n: usize) -> Vec<u8> {
    let src = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/pgn/lichess-100.pgn"
    ))
    .expect("lichess-100");
    let en = locales.get("en").expect("English");
    let target = Target {
        locale: locales.get(lang).expect("the language"),
        notation: Some(Notation::San),
        isolate: false,
        comments: Default::default(),
    };
    let (out, analyses) = translate_text(&src, locales, LanguageChoice::Fixed(en), &target);
    assert!(analyses.len() >= n);
    // Cut after the n-th game: games are separated by a blank line before
    // a tag line.
    let text = String::from_utf8(out).expect("UTF-8");
    let mut starts = text.match_indices("\n\n[Event ").map(|(i, _)| i + 2);
    let end = starts.nth(n - 1).unwrap_or(text.len());
    text.as_bytes()[..end].to_vec()
}

/// The language named for each game of `src` and the moves read, with
/// `preferred` as the analyzer's preference.
fn read(locales: &Locales, src: &[u8], preferred: Option<&str>) -> Vec<(String, Vec<Move>)> {
    let tree = SyntaxTree::parse(src);
    let mut analyzer = Analyzer::new(locales);
    analyzer.prefer(preferred.and_then(|tag| locales.get(tag)));
    let mut analysis = Analysis::default();
    tree.games()
        .map(|game| {
            analyzer.analyze_into(&game, LanguageChoice::Auto, &mut analysis);
            let language = analysis
                .language
                .map(|i| analyzer.locales()[i].tag().to_owned())
                .unwrap_or_default();
            (language, analysis.moves.iter().map(|r| r.mv).collect())
        })
        .collect()
}

#[test]
fn the_preferred_language_of_a_group_is_named_and_the_moves_stay_the_same() {
    let locales = Locales::embedded();
    for (lang, others) in [("de", &["da", "nb", "sv"][..]), ("es", &["ca", "it"][..])] {
        let src = games_in(&locales, lang, 20);
        let plain = read(&locales, &src, None);
        assert_eq!(plain.len(), 20);
        // German reads alike in Danish, Norwegian and Swedish, Spanish in
        // Catalan and Italian: without a preference the group's first is
        // named, which is not the language the games were written in.
        let named: Vec<&str> = plain.iter().map(|(l, _)| l.as_str()).collect();
        assert!(
            named.iter().any(|l| *l != lang && others.contains(l)),
            "{lang}: {named:?}"
        );
        // With the user's language preferred, the games are named in it,
        // and every move is the same.
        let preferred = read(&locales, &src, Some(lang));
        for (g, ((named, moves), (first, first_moves))) in preferred.iter().zip(&plain).enumerate()
        {
            assert_eq!(moves, first_moves, "{lang}: game {}", g + 1);
            if others.contains(&first.as_str()) {
                assert_eq!(named, lang, "{lang}: game {} was {first}", g + 1);
            } else {
                assert_eq!(named, first, "{lang}: game {}", g + 1);
            }
        }
        // A preferred language that reads the games otherwise changes
        // nothing.
        assert_eq!(read(&locales, &src, Some("el")), plain, "{lang}");
        assert_eq!(read(&locales, &src, Some("ru")), plain, "{lang}");
    }
}

/// `src` with a word no language reads (`{word}`: a file `z`) put before
/// the result of game `g` (0-based), after its last move: the game reads
/// up to it in the languages that read its moves, and the finding names
/// the language the game is read in.
fn with_unreadable_word(src: &[u8], g: usize, word: &str) -> Vec<u8> {
    let tree = SyntaxTree::parse(src);
    let span = tree.games().nth(g).expect("the game").span();
    let game = std::str::from_utf8(&src[span.clone()]).expect("UTF-8");
    let result = [" 1-0", " 0-1", " 1/2-1/2", " *"]
        .iter()
        .filter_map(|r| game.rfind(r))
        .max()
        .expect("a result");
    let at = span.start + result;
    [&src[..at], b" ", word.as_bytes(), &src[at..]].concat()
}

/// The `language` argument of every `malformed-move` finding.
fn malformed_in(findings: &[Diagnostic]) -> Vec<String> {
    findings
        .iter()
        .filter(|d| d.code == Code::MalformedMove)
        .filter_map(|d| {
            d.args
                .iter()
                .find(|(name, _)| *name == "language")
                .and_then(|(_, arg)| match arg {
                    Arg::Text(text) => Some(text.clone()),
                    _ => None,
                })
        })
        .collect()
}

fn san(locale: &Locale) -> Target<'_> {
    Target {
        locale,
        notation: Some(Notation::San),
        isolate: false,
        comments: Default::default(),
    }
}

/// The findings of checking and of translating `src` (languages found),
/// on one thread and on two, with `preferred` as the user's language.
fn findings_of(locales: &Locales, src: &[u8], preferred: Option<&Locale>) -> Vec<Vec<String>> {
    let en = locales.get("en").expect("English");
    let mut all = Vec::new();
    for threads in [1, 2] {
        let mut found = Vec::new();
        let collect = |f: &Finding<'_>| found.push(f.diagnostic.clone());
        if preferred.is_none() {
            check_pgn_threads(src, locales, LanguageChoice::Auto, threads, collect).expect("check");
        } else {
            check_pgn_preferring(src, locales, LanguageChoice::Auto, preferred, collect)
                .expect("check");
        }
        all.push(malformed_in(&found));
        let mut found = Vec::new();
        let collect = |f: &Finding<'_>| found.push(f.diagnostic.clone());
        if preferred.is_none() {
            translate_pgn(
                src,
                std::io::sink(),
                locales,
                ReadOptions {
                    threads,
                    ..ReadOptions::new(LanguageChoice::Auto)
                },
                &san(en),
                collect,
                |_| {},
            )
            .expect("translate");
        } else {
            translate_pgn(
                src,
                std::io::sink(),
                locales,
                ReadOptions {
                    preferred,
                    ..ReadOptions::new(LanguageChoice::Auto)
                },
                &san(en),
                collect,
                |_| {},
            )
            .expect("translate");
        }
        all.push(malformed_in(&found));
    }
    all
}

#[test]
fn a_group_is_named_by_the_language_the_files_games_single_out() {
    let locales = Locales::embedded();
    let (ru, uk) = (locales.get("ru").unwrap(), locales.get("uk").unwrap());
    // Russian and Ukrainian write every piece alike but the rook (Л, Т):
    // a Ukrainian game without a rook move reads alike in both, and the
    // group's first is Russian.
    let src = games_in(&locales, "uk", 100);
    let tree = SyntaxTree::parse(&src);
    let mut analyzer = Analyzer::new(&locales);
    let index = |l: &Locale| analyzer.locales().iter().position(|m| m.tag() == l.tag());
    let (ru_index, uk_index) = (index(ru).unwrap(), index(uk).unwrap());
    let both: Vec<usize> = tree
        .games()
        .enumerate()
        .filter(|(_, game)| analyzer.same_reading_of(game, uk_index).contains(&ru_index))
        .map(|(g, _)| g)
        .collect();
    assert!(
        !both.is_empty(),
        "a game read alike in Russian and Ukrainian"
    );
    // Alone, such a game is named Russian.
    let first = &src[tree.games().nth(both[0]).unwrap().span()];
    let (_, alone) = translate_text(first, &locales, LanguageChoice::Auto, &san(uk));
    assert_eq!(alone[0].language, Some(ru_index));
    // In its file, whose other games single out Ukrainian, it is
    // Ukrainian, and every move is the same.
    let (_, english) = translate_text(
        &src,
        &locales,
        LanguageChoice::Fixed(uk),
        &san(locales.get("en").unwrap()),
    );
    let (_, found) = translate_text(&src, &locales, LanguageChoice::Auto, &san(uk));
    assert_eq!(found.len(), english.len());
    for (g, (a, e)) in found.iter().zip(&english).enumerate() {
        assert_eq!(a.language, Some(uk_index), "game {}", g + 1);
        let moves = |a: &Analysis| a.moves.iter().map(|r| r.mv).collect::<Vec<Move>>();
        assert_eq!(moves(a), moves(e), "game {}", g + 1);
    }
    // What check and translate say of such a game names Ukrainian, on one
    // thread and on two, with or without a user's language of the group.
    let damaged = with_unreadable_word(&src, both[0], "Фz9");
    for preferred in [None, Some(ru)] {
        for said in findings_of(&locales, &damaged, preferred) {
            assert_eq!(said, ["Українська"], "{:?}", preferred.map(Locale::tag));
        }
    }
    // Alone, it is named by the user's language, else the group's first.
    let alone = with_unreadable_word(first, 0, "Фz9");
    for said in findings_of(&locales, &alone, None) {
        assert_eq!(said, ["Русский"]);
    }
    for said in findings_of(&locales, &alone, Some(uk)) {
        assert_eq!(said, ["Українська"]);
    }
}

#[test]
fn translation_and_speech_name_a_group_in_the_users_language() {
    let locales = Locales::embedded();
    let de = locales.get("de").unwrap();
    // Every game of a German file reads alike in Danish, Norwegian,
    // Swedish…: the file singles out none of them.
    let src = with_unreadable_word(&games_in(&locales, "de", 20), 3, "Dz9");
    for said in findings_of(&locales, &src, None) {
        assert_eq!(said, ["Dansk"]);
    }
    for said in findings_of(&locales, &src, Some(de)) {
        assert_eq!(said, ["Deutsch"]);
    }
    for (preferred, name) in [(None, "Dansk"), (Some(de), "Deutsch")] {
        let mut found = Vec::new();
        let speaker = Speaker::new(de, Files::Literate);
        speak_pgn(
            &src[..],
            std::io::sink(),
            &locales,
            ReadOptions {
                preferred,
                ..ReadOptions::new(LanguageChoice::Auto)
            },
            &speaker,
            |f| found.push(f.diagnostic.clone()),
            |_| {},
        )
        .expect("speak");
        assert_eq!(malformed_in(&found), [name]);
    }
}
