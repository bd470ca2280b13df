//! The Greek seed's 1881 problem (E. Oikonomopoulos, Nuova Rivista, mate in
//! three): its position from Greek problemist notation, its solution in
//! Greek algebraic notation replayed legally, and translated to every
//! language and back.

use forsyth_core::Status;
use forsyth_notation::{
    analysis::{LanguageChoice, analyze},
    locale::Locales,
    problem::read_forsyth,
    translate::translate_text,
    tree::SyntaxTree,
    write::{Notation, Target},
};

const PGN: &str = include_str!("../../../tests/data/seed/oikonomopoulos-1881.pgn");

fn translate(
    text: &str,
    from: Option<&str>,
    to: &str,
    notation: impl Into<Option<Notation>>,
) -> String {
    let locales = Locales::embedded();
    let from = match from {
        Some(tag) => LanguageChoice::Fixed(locales.get(tag).unwrap()),
        None => LanguageChoice::Auto,
    };
    let target = Target {
        locale: locales.get(to).unwrap(),
        notation: notation.into(),
        isolate: false,
        comments: Default::default(),
    };
    let (out, analyses) = translate_text(text.as_bytes(), &locales, from, &target);
    for a in &analyses {
        let errors: Vec<_> = a
            .diagnostics
            .iter()
            .filter(|d| d.severity == forsyth_notation::diagnostic::Severity::Error)
            .collect();
        assert!(errors.is_empty(), "{errors:?}");
    }
    String::from_utf8(out).unwrap()
}

fn movetext(pgn: &str) -> &str {
    pgn.rsplit("\n\n").next().unwrap().trim_end()
}

#[test]
fn position_from_greek_problemist_notation() {
    let locales = Locales::embedded();
    let greek = locales.get("el").unwrap();
    let text = read_forsyth("(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)", greek.letters()).unwrap();
    let (pos, _) = text.position(None).unwrap();
    assert_eq!(pos.fen(), "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1");
    assert!(PGN.contains(&format!("[FEN \"{}\"]", pos.fen())));
}

#[test]
fn solution_replays_legally_and_mates() {
    let locales = Locales::embedded();
    let tree = SyntaxTree::parse(PGN.as_bytes());
    let game = tree.games().next().unwrap();
    let analysis = analyze(&game, &locales, LanguageChoice::Auto);
    assert_eq!(
        locales
            .iter()
            .nth(analysis.language.unwrap())
            .unwrap()
            .tag(),
        "el"
    );
    assert!(!analysis.has_errors(), "{:?}", analysis.diagnostics);
    // 5 mainline moves, 4 in the first variation, 2+1 alternatives and 1 more.
    assert_eq!(analysis.moves.len(), 5 + 4 + 3);
    // Every line ends in mate: the positions after the last move of each line.
    let mates = analysis
        .moves
        .iter()
        .filter(|r| {
            let mut after = r.before;
            after.play_unchecked(r.mv);
            matches!(after.status(), Status::Checkmate { .. })
        })
        .count();
    // Ιγ6 is recorded once, after Ρε7; that it also mates after Ρε5 is
    // checked by the walk (it would report the move otherwise).
    assert_eq!(mates, 3, "Πζ7, Ιε6, Ιγ6");
    let end = analysis.end.unwrap();
    assert!(end.is_checkmate());
}

#[test]
fn alternatives_are_each_followed() {
    // Problem solutions give Black's alternatives as `Ρε7/Ρε5`; the move
    // after them must be legal after each. Here 2. d8=Q+ is legal after
    // 1... Kf8 but not after 1... Kd8, whose king stands on d8.
    let pgn = "[FEN \"4k3/3P4/8/8/8/8/8/4K3 b - - 0 1\"]\n\n1... Kf8/Kd8 2. d8=Q+ *\n";
    let locales = Locales::embedded();
    let tree = SyntaxTree::parse(pgn.as_bytes());
    let analysis = analyze(
        &tree.games().next().unwrap(),
        &locales,
        LanguageChoice::Auto,
    );
    let illegal: Vec<_> = analysis
        .diagnostics
        .iter()
        .filter(|d| d.code == forsyth_notation::diagnostic::Code::IllegalMove)
        .collect();
    assert_eq!(illegal.len(), 1, "{:?}", analysis.diagnostics);
    assert_eq!(&pgn[illegal[0].span.clone()], "d8=Q+");
    // Both alternatives and the move after the first are recorded.
    assert_eq!(analysis.moves.len(), 3);
}

#[test]
fn translates_to_every_language() {
    let cases = [
        (
            "en",
            "{Κλειδί :} 1. Nd4! Kd7 (1... Kd6 2. Rd8+ Kc7 (2... Ke7/Ke5 3. Nc6#) 3. Ne6#) 2. Nb5 Ke7 3. Rf7# *",
        ),
        (
            "de",
            "{Κλειδί :} 1. Sd4! Kd7 (1... Kd6 2. Td8+ Kc7 (2... Ke7/Ke5 3. Sc6#) 3. Se6#) 2. Sb5 Ke7 3. Tf7# *",
        ),
        (
            "it",
            "{Κλειδί :} 1. Cd4! Rd7 (1... Rd6 2. Td8+ Rc7 (2... Re7/Re5 3. Cc6#) 3. Ce6#) 2. Cb5 Re7 3. Tf7# *",
        ),
        (
            "he",
            "{Κλειδί :} 1. פד4! מד7 (1... מד6 2. צד8+ מג7 (2... מה7/מה5 3. פג6#) 3. פה6#) 2. פב5 מה7 3. צו7# *",
        ),
        (
            "el",
            "{Κλειδί :} 1. Ιδ4! Ρδ7 (1... Ρδ6 2. Πδ8+ Ργ7 (2... Ρε7/Ρε5 3. Ιγ6#) 3. Ιε6#) 2. Ιβ5 Ρε7 3. Πζ7# *",
        ),
    ];
    for (lang, expected) in cases {
        let out = translate(PGN, None, lang, Notation::San);
        assert_eq!(movetext(&out), expected, "to {lang}");
        // Tags and everything else stay as they were.
        assert_eq!(out.split("\n\n").next(), PGN.split("\n\n").next());
    }
}

#[test]
fn round_trips_through_every_language() {
    // English SAN to any language and back is byte-identical.
    let english = translate(PGN, Some("el"), "en", Notation::San);
    for lang in ["de", "it", "el", "he"] {
        let there = translate(&english, Some("en"), lang, Notation::San);
        let back = translate(&there, Some(lang), "en", Notation::San);
        assert_eq!(back, english, "en -> {lang} -> en");
        // And auto-detection names the language it was written in, or one
        // that reads it alike (German's letters are Danish's and
        // Swedish's too: one reading, the first in locale order).
        let locales = Locales::embedded();
        let tree = SyntaxTree::parse(there.as_bytes());
        let game = tree.games().next().unwrap();
        let mut analyzer = forsyth_notation::analysis::Analyzer::new(&locales);
        let mut analysis = forsyth_notation::analysis::Analysis::default();
        analyzer.analyze_into(&game, LanguageChoice::Auto, &mut analysis);
        let found = analysis.language.unwrap();
        let group: Vec<&str> = analyzer
            .same_reading_of(&game, found)
            .iter()
            .map(|&i| analyzer.locales()[i].tag())
            .collect();
        assert!(group.contains(&lang), "{lang}: {group:?}");
        assert_eq!(group[0], analyzer.locales()[found].tag());
    }
}

#[test]
fn other_notations() {
    let uci = translate(PGN, None, "en", Notation::Uci);
    assert_eq!(
        movetext(&uci),
        "{Κλειδί :} 1. e6d4! e7d7 (1... e7d6 2. a8d8 d6c7 (2... d6e7/d6e5 3. d4c6) 3. d4e6) 2. d4b5 d7e7 3. f1f7 *"
    );
    let iccf = translate(PGN, None, "en", Notation::Iccf);
    assert!(
        movetext(&iccf).starts_with("{Κλειδί :} 1. 5644! 5747"),
        "{}",
        movetext(&iccf)
    );
    let lan = translate(PGN, None, "de", Notation::Lan);
    assert!(movetext(&lan).ends_with("2. Sd4-b5 Kd7-e7 3. Tf1-f7# *"));
    let fan = translate(PGN, None, "en", Notation::Fan);
    assert!(movetext(&fan).ends_with("2. ♘b5 ♚e7 3. ♖f7# *"));
}
