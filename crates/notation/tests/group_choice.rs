//! Which language of a group is named: languages that read a game's
//! letters alike are one reading, walked once; the language named is the
//! preferred one (the user's interface language, set by the caller with
//! `Analyzer::prefer`) when it is in the group, else the group's first.
//! Real games: lichess-100 translated into German and Spanish.

use forsyth_core::Move;
use forsyth_notation::{
    analysis::{Analysis, Analyzer, LanguageChoice},
    locale::Locales,
    translate::translate_text,
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
