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
    // Vietnamese notation (M for the knight, mã; language-facts.md row 25,
    // PyChess vi only, so not shipped): no loaded language has the letter.
    // The moves before it are read; the move is reported with its letter
    // and the languages that were tried.
    let locales = Locales::embedded();
    let pgn = "1. e4 e5 2. Mf3 Mc6 *\n";
    let analysis = read(pgn, &locales);
    let unknown: Vec<_> = analysis
        .diagnostics
        .iter()
        .filter(|d| d.code == Code::UnknownLanguage)
        .collect();
    assert_eq!(unknown.len(), 1, "{:?}", analysis.diagnostics);
    assert_eq!(&pgn[unknown[0].span.clone()], "Mf3");
    assert_eq!(analysis.moves.len(), 2);
    let en = locales.get("en").unwrap();
    let message = unknown[0].message(en);
    assert!(message.contains("'M'"), "{message}");
    assert!(message.contains("English"), "{message}");
    assert!(message.contains("Русский"), "{message}");
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
fn russian_is_read_with_its_two_letter_king() {
    // Ф the queen, К the knight, Кр the king (BIJL; ru.wikipedia): a
    // scholar's mate and a king move.
    let locales = Locales::embedded();
    let pgn = "1. e4 e5 2. Фh5 Кc6 3. Сc4 Кf6 4. Фxf7# *\n";
    let analysis = read(pgn, &locales);
    assert_eq!(language(&analysis, &locales), "ru");
    assert!(
        analysis.diagnostics.is_empty(),
        "{:?}",
        analysis.diagnostics
    );
    assert_eq!(analysis.moves.len(), 7);
    let pgn = "1. e4 e5 2. Крe2 Кc6 *\n";
    let analysis = read(pgn, &locales);
    // Ukrainian writes the king and the knight the same way: one reading.
    let found = language(&analysis, &locales);
    assert!(found == "ru" || found == "uk", "{found}");
    assert!(
        analysis.diagnostics.is_empty(),
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

/// The look-alike letters a game's moves were read with: (found, meant).
fn homoglyphs(analysis: &Analysis) -> Vec<String> {
    analysis
        .diagnostics
        .iter()
        .filter(|d| d.code == Code::Homoglyph)
        .map(|d| {
            let en = Locales::embedded();
            d.message(en.get("en").unwrap())
        })
        .collect()
}

#[test]
fn latin_look_alikes_in_a_russian_game_are_read_as_cyrillic_with_a_warning() {
    // Latin K (U+004B) and C (U+0043) typed for the Cyrillic knight К and
    // bishop С: English reads K as a king (illegal on f3), Italian and
    // French read C as a knight and have no K. Russian reads every move,
    // each look-alike reported.
    let locales = Locales::embedded();
    let pgn = "1. e4 e5 2. Kf3 Кc6 3. Cc4 Сc5 *\n";
    let analysis = read(pgn, &locales);
    let found = language(&analysis, &locales);
    assert!(found == "ru" || found == "uk", "{found}");
    assert_eq!(analysis.moves.len(), 6);
    assert!(analysis.first_move_error.is_none());
    let shown = homoglyphs(&analysis);
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert!(
        shown[0].contains("K (U+004B)") && shown[0].contains("К (U+041A)"),
        "{shown:?}"
    );
    assert!(
        shown[1].contains("C (U+0043)") && shown[1].contains("С (U+0421)"),
        "{shown:?}"
    );
}

#[test]
fn cyrillic_look_alikes_in_a_greek_game_are_read_as_greek_with_a_warning() {
    // Cyrillic А (U+0410) typed for the Greek bishop Α (U+0391).
    let locales = Locales::embedded();
    let pgn = "1. ε4 ε5 2. Ιζ3 Ιγ6 3. Аβ5 *\n";
    let analysis = read(pgn, &locales);
    assert_eq!(language(&analysis, &locales), "el");
    assert_eq!(analysis.moves.len(), 5);
    let shown = homoglyphs(&analysis);
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(
        shown[0].contains("А (U+0410)") && shown[0].contains("Α (U+0391)"),
        "{shown:?}"
    );
}

#[test]
fn the_bulgarian_bishop_is_no_castling_and_no_estonian_bishop() {
    // Bulgarian writes the bishop О (Cyrillic U+041E), which looks like the
    // castling O and like the Estonian bishop O (Latin). A Bulgarian game
    // with both: О-moves are bishop moves, O-O is castling.
    let locales = Locales::embedded();
    let pgn = "1. e4 e5 2. Кf3 Кc6 3. Оc4 Оc5 4. O-O Кf6 *\n";
    let analysis = read(pgn, &locales);
    assert_eq!(language(&analysis, &locales), "bg");
    assert!(
        analysis.diagnostics.is_empty(),
        "{:?}",
        analysis.diagnostics
    );
    assert_eq!(analysis.moves.len(), 8);
    // Typed with a Latin O for the bishop, it is still Bulgarian (Estonian
    // reads no Cyrillic К), the O named as a look-alike.
    let pgn = "1. e4 e5 2. Кf3 Кc6 3. Oc4 Оc5 4. O-O Кf6 *\n";
    let analysis = read(pgn, &locales);
    assert_eq!(language(&analysis, &locales), "bg");
    let shown = homoglyphs(&analysis);
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(
        shown[0].contains("O (U+004F)") && shown[0].contains("О (U+041E)"),
        "{shown:?}"
    );
    // And the Estonian bishop is Latin: an Estonian game reads clean.
    let pgn = "1. e4 e5 2. Rf3 Rc6 3. Oc4 Oc5 4. O-O Rf6 *\n";
    let analysis = read(pgn, &locales);
    assert!(
        analysis.diagnostics.is_empty(),
        "{:?}",
        analysis.diagnostics
    );
    let found = language(&analysis, &locales);
    assert_eq!(found, "et");
}

#[test]
fn languages_that_read_a_game_alike_are_one_reading() {
    use forsyth_notation::analysis::Analyzer;
    // Spanish, Italian and Catalan share every letter; the game reads the
    // same in the three, and the group says so. Detection takes the first
    // of them in locale order, and the moves are the same whichever it is.
    let locales = Locales::embedded();
    let pgn =
        "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Aa4 Cf6 5. O-O Ae7 6. Te1 b5 7. Ab3 d6 8. c3 O-O *\n";
    let tree = SyntaxTree::parse(pgn.as_bytes());
    let game = tree.games().next().unwrap();
    let mut analyzer = Analyzer::new(&locales);
    let mut analysis = Analysis::default();
    analyzer.analyze_into(&game, LanguageChoice::Auto, &mut analysis);
    let found = analysis.language.unwrap();
    let group: Vec<&str> = analyzer
        .same_reading_of(&game, found)
        .iter()
        .map(|&i| analyzer.locales()[i].tag())
        .collect();
    assert_eq!(group, ["ca", "es", "it"]);
    assert_eq!(analyzer.locales()[found].tag(), "ca");
    for tag in ["ca", "es", "it"] {
        let fixed = analyze(
            &game,
            &locales,
            LanguageChoice::Fixed(locales.get(tag).unwrap()),
        );
        let moves = |a: &Analysis| a.moves.iter().map(|r| r.mv).collect::<Vec<_>>();
        assert_eq!(moves(&fixed), moves(&analysis), "{tag}");
    }
    // German and the Scandinavian and South Slavic languages write the
    // same move letters; Czech reads S as a bishop, so not here.
    let pgn = "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 *\n";
    let tree = SyntaxTree::parse(pgn.as_bytes());
    let game = tree.games().next().unwrap();
    analyzer.analyze_into(&game, LanguageChoice::Auto, &mut analysis);
    let group: Vec<&str> = analyzer
        .same_reading_of(&game, analysis.language.unwrap())
        .iter()
        .map(|&i| analyzer.locales()[i].tag())
        .collect();
    assert_eq!(group, ["da", "de", "hr", "nb", "sl", "sr-Latn", "sv"]);
    // A game of pawn moves reads alike in every language (Latin files are
    // read in every one, Greek and Hebrew too).
    let pgn = "1. e4 e5 2. d4 exd4 *\n";
    let tree = SyntaxTree::parse(pgn.as_bytes());
    let game = tree.games().next().unwrap();
    analyzer.analyze_into(&game, LanguageChoice::Auto, &mut analysis);
    assert_eq!(analyzer.locales()[analysis.language.unwrap()].tag(), "en");
    let group = analyzer.same_reading_of(&game, analysis.language.unwrap());
    assert_eq!(group.len(), locales.len());
}
