//! Which language a game is read in when it is not given (`auto`): a game
//! whose move is illegal is still in the language that spells it, and a
//! game in a language not loaded says so and names the letter.

use forsyth_notation::{
    analysis::{Analysis, LanguageChoice, analyze},
    diagnostic::Code,
    locale::Locales,
    tree::SyntaxTree,
};

/// The seed's 1881 problem (E. Oikonomopoulos): knight on e6.
const SEED_FEN: &str = "[SetUp \"1\"]\n[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\n";

fn read(pgn: &str, locales: &Locales) -> Analysis {
    let tree = SyntaxTree::parse(pgn.as_bytes());
    let game = tree.games().next().expect("a game");
    analyze(&game, locales, LanguageChoice::Auto)
}

fn language(analysis: &Analysis, locales: &Locales) -> String {
    let index = analysis.language.expect("a language");
    locales.iter().nth(index).unwrap().tag().to_owned()
}

#[test]
fn an_illegal_first_move_in_greek_is_reported_in_greek() {
    // Ιδ5: the knight on e6 does not reach d5. Only the Greek reader can
    // spell the move at all, so the game is Greek and the move illegal,
    // with the knight's legal moves in Greek letters.
    let locales = Locales::embedded();
    let pgn = format!("{SEED_FEN}1. Ιδ5 *\n");
    let analysis = read(&pgn, &locales);
    assert_eq!(language(&analysis, &locales), "el");
    let codes: Vec<Code> = analysis.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [Code::IllegalMove], "{:?}", analysis.diagnostics);
    let d = &analysis.diagnostics[0];
    assert_eq!(&pgn[d.span.clone()], "Ιδ5");
    let el = locales.get("el").unwrap();
    let related: Vec<String> = d
        .related
        .iter()
        .map(|r| forsyth_notation::diagnostic::format_message(el, r.message, &r.args))
        .collect();
    assert!(
        related
            .iter()
            .any(|r| r.contains("Ιδ4") && r.contains("Ιζ8")),
        "{related:?}"
    );
}

#[test]
fn an_illegal_move_in_english_stays_english() {
    // Nd5 is English (and nothing else): illegal, not malformed.
    let locales = Locales::embedded();
    let pgn = format!("{SEED_FEN}1. Nd5 *\n");
    let analysis = read(&pgn, &locales);
    assert_eq!(language(&analysis, &locales), "en");
    let codes: Vec<Code> = analysis.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [Code::IllegalMove], "{:?}", analysis.diagnostics);
}

#[test]
fn a_game_in_a_language_not_loaded_is_named_as_such() {
    // Russian notation (Ф for the queen, ферзь): no loaded language has
    // the letter. The moves before it are read; the move is reported with
    // its letter and the languages that were tried.
    let locales = Locales::embedded();
    let pgn = "1. e4 e5 2. Фh5 Кc6 *\n";
    let analysis = read(pgn, &locales);
    let unknown: Vec<_> = analysis
        .diagnostics
        .iter()
        .filter(|d| d.code == Code::UnknownLanguage)
        .collect();
    assert_eq!(unknown.len(), 1, "{:?}", analysis.diagnostics);
    assert_eq!(&pgn[unknown[0].span.clone()], "Фh5");
    assert_eq!(analysis.moves.len(), 2);
    let en = locales.get("en").unwrap();
    let message = unknown[0].message(en);
    assert!(message.contains("'Ф'"), "{message}");
    assert!(message.contains("English"), "{message}");
    assert!(
        !analysis
            .diagnostics
            .iter()
            .any(|d| d.code == Code::MalformedMove),
        "{:?}",
        analysis.diagnostics
    );
}

#[test]
fn a_misspelt_move_in_a_given_language_is_malformed() {
    // With the language given, a letter it lacks is a misspelling.
    let locales = Locales::embedded();
    let pgn = "1. e4 e5 2. Фh5 Кc6 *\n";
    let tree = SyntaxTree::parse(pgn.as_bytes());
    let game = tree.games().next().unwrap();
    let analysis = analyze(
        &game,
        &locales,
        LanguageChoice::Fixed(locales.get("en").unwrap()),
    );
    let codes: Vec<Code> = analysis.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [Code::MalformedMove], "{:?}", analysis.diagnostics);
}
