//! A translation changes the letters and nothing else the writer chose.
//!
//! Random legal games with variations are written in English the ways
//! people write moves — castling with zeros, `:` or no capture mark,
//! promotions as `e8Q`, `e8(Q)`, `e8/Q` or `e8=Q`, check marks written or
//! left out, null moves `--` and `Z0`, some moves in long algebraic notation
//! or UCI — and translated to every language and back: the text comes back
//! byte for byte, the moves are the same, and auto-detection names the
//! language each translation is in (or one that reads the same moves).

use forsyth_core::{Move, Position, Role};
use forsyth_notation::{
    analysis::{LanguageChoice, analyze},
    locale::{Locale, Locales},
    translate::translate_text,
    tree::SyntaxTree,
    write::{Notation, move_to_string},
};
use proptest::prelude::*;

mod support;

use support::{Rng, target};

/// Writes one move the way some writer might, in English.
fn written(pos: &Position, mv: &Move, rng: &mut Rng) -> String {
    let en = forsyth_notation::letters::Letters::english();
    match rng.below(20) {
        0 => return move_to_string(pos, mv, &en, Notation::Lan),
        1 => return move_to_string(pos, mv, &en, Notation::Uci),
        _ => {}
    }
    let mut san = move_to_string(pos, mv, &en, Notation::San);
    if rng.chance(30) {
        san = san.replace(['+', '#'], "");
    }
    if san.starts_with("O-O") && rng.chance(50) {
        san = san.replace('O', "0");
    }
    if san.contains('x') {
        match rng.below(3) {
            0 => san = san.replace('x', ":"),
            // Pawn captures without a mark (`ed5`); pieces keep theirs, an
            // unmarked piece capture being a different habit.
            1 if mv.role() == Some(Role::Pawn) => san = san.replace('x', ""),
            _ => {}
        }
    }
    if let Some(at) = san.find('=') {
        let piece = san[at + 1..at + 2].to_owned();
        let rest = san[at + 2..].to_owned();
        let head = san[..at].to_owned();
        san = match rng.below(4) {
            0 => format!("{head}{piece}{rest}"),
            1 => format!("{head}({piece}){rest}"),
            2 => format!("{head}/{piece}{rest}"),
            _ => san,
        };
    }
    san
}

/// A random legal game from the start, `plies` long at most, with
/// variations, written in English as people write it; also returns the
/// moves of the mainline.
fn random_game(seed: u64, plies: usize) -> (String, Vec<Move>) {
    let mut rng = Rng(seed | 1);
    let mut pos = Position::new();
    let mut text = String::from("[Event \"random\"]\n\n");
    let mut mainline = Vec::new();
    let number = |pos: &Position| {
        if pos.turn() == forsyth_core::Color::White {
            format!("{}. ", pos.fullmoves())
        } else {
            format!("{}... ", pos.fullmoves())
        }
    };
    // Black's moves are numbered at the start, after a variation and after
    // a pass.
    let mut numbered = false;
    for ply in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        if pos.turn() == forsyth_core::Color::White || !numbered {
            text.push_str(&number(&pos));
        }
        numbered = true;
        // Now and then a pass, in analysis (never when in check).
        if ply > 2 && !pos.is_check() && rng.chance(3) {
            text.push_str(if rng.chance(50) { "-- " } else { "Z0 " });
            mainline.push(Move::Null);
            pos.play_unchecked(Move::Null);
            numbered = false;
            continue;
        }
        let mv = moves[rng.below(moves.len())];
        text.push_str(&written(&pos, &mv, &mut rng));
        text.push(' ');
        // A variation: another move from the same position, and replies.
        if rng.chance(12) {
            let mut alt = pos;
            text.push('(');
            text.push_str(&number(&alt));
            for _ in 0..=rng.below(3) {
                let replies = alt.legal_moves();
                if replies.is_empty() {
                    break;
                }
                let reply = replies[rng.below(replies.len())];
                text.push_str(&written(&alt, &reply, &mut rng));
                text.push(' ');
                alt.play_unchecked(reply);
            }
            text.pop();
            text.push_str(") ");
            numbered = false;
        }
        mainline.push(mv);
        pos.play_unchecked(mv);
    }
    text.push('*');
    text.push('\n');
    (text, mainline)
}

fn mainline(text: &[u8], locales: &Locales, choice: LanguageChoice<'_>) -> (Vec<Move>, usize) {
    let tree = SyntaxTree::parse(text);
    let game = tree.games().next().expect("a game");
    let analysis = analyze(&game, locales, choice);
    assert!(
        !analysis.has_errors(),
        "{:?}\n{}",
        analysis.diagnostics,
        String::from_utf8_lossy(text)
    );
    let moves = analysis
        .moves
        .iter()
        .filter(|r| r.depth == 0)
        .map(|r| r.mv)
        // `--` is a null move of the syntax and has no record; `Z0` is read
        // as a word.
        .filter(|m| *m != Move::Null)
        .collect();
    (moves, analysis.language.expect("a language"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn every_language_and_back_is_byte_identical(seed in any::<u64>()) {
        let locales = Locales::embedded();
        let en = locales.get("en").unwrap();
        let (text, mut expected) = random_game(seed, 90);
        expected.retain(|m| *m != Move::Null);
        let (moves, _) = mainline(text.as_bytes(), &locales, LanguageChoice::Fixed(en));
        prop_assert_eq!(&moves, &expected, "{}", text);
        for (index, locale) in locales.iter().enumerate() {
            let (there, analyses) =
                translate_text(text.as_bytes(), &locales, LanguageChoice::Fixed(en), &target(locale, None));
            prop_assert!(analyses.iter().all(|a| !a.has_errors()), "{}", text);
            let there_text = String::from_utf8_lossy(&there).into_owned();
            // Auto-detection reads the translation as the language it is in,
            // or as one that reads exactly the same moves.
            let (moves, language) = mainline(&there, &locales, LanguageChoice::Auto);
            prop_assert_eq!(&moves, &expected, "{}: {}", locale.tag(), there_text);
            if language != index {
                let (in_place, _) = mainline(&there, &locales, LanguageChoice::Fixed(locale));
                prop_assert_eq!(&in_place, &moves, "{}: {}", locale.tag(), there_text);
            }
            for from in [LanguageChoice::Fixed(locale), LanguageChoice::Auto] {
                let (back, analyses) = translate_text(&there, &locales, from, &target(en, None));
                prop_assert!(analyses.iter().all(|a| !a.has_errors()), "{}", there_text);
                prop_assert_eq!(
                    String::from_utf8_lossy(&back),
                    text.as_str(),
                    "en -> {} -> en ({:?}) via\n{}",
                    locale.tag(),
                    from,
                    there_text
                );
            }
        }
    }
}

/// The forms of the issue that asked for faithful translation, one by one.
#[test]
fn each_form_is_kept() {
    let locales = Locales::embedded();
    let de = locales.get("de").unwrap();
    let el = locales.get("el").unwrap();
    let he = locales.get("he").unwrap();
    let cases: &[(&str, &Locale, &str)] = &[
        // Castling with zeros, `:` captures, no check marks.
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. 0-0 Nxe4 5. Re1 Nd6 6. Nxe5 Be7 7. Bf1 Nxe5 8. R:e5 0-0 *",
            de,
            "1. e4 e5 2. Sf3 Sc6 3. Lb5 Sf6 4. 0-0 Sxe4 5. Te1 Sd6 6. Sxe5 Le7 7. Lf1 Sxe5 8. T:e5 0-0 *",
        ),
        // A null move written Z0, and UCI moves.
        (
            "1. g1f3 c7c5 2. e2e4 Z0 3. d2d4 *",
            de,
            "1. g1f3 c7c5 2. e2e4 Z0 3. d2d4 *",
        ),
        // Long algebraic notation and a promotion written e8Q.
        (
            "[FEN \"8/4P1k1/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. Ke1-f2 Kg7-f7 2. e8Q+ Kxe8 *",
            el,
            "[FEN \"8/4P1k1/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. Ρε1-ζ2 Ρη7-ζ7 2. ε8Β+ Ρxε8 *",
        ),
        // Missing check marks stay missing; a mark standing apart stays.
        (
            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 *",
            he,
            "1. ה4 ה5 2. מהח5 פג6 3. רג4 פו6 4. מהxו7 *",
        ),
        // Castling with a Greek or Cyrillic O, written with the Latin
        // letter meant (found by the move_word fuzz target: `Ο0` was taken
        // for a word for castling, `Castles`, and written `O-O0`).
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ο0 Nf6 5. d3 Οο *",
            de,
            "1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. O0 Sf6 5. d3 Oo *",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. О-О *",
            el,
            "1. ε4 ε5 2. Ιζ3 Ιγ6 3. Αγ4 Αγ5 4. O-O *",
        ),
    ];
    for (text, locale, expected) in cases {
        let (out, analyses) = translate_text(
            text.as_bytes(),
            &locales,
            LanguageChoice::Auto,
            &target(locale, None),
        );
        let errors: Vec<_> = analyses
            .iter()
            .flat_map(|a| &a.diagnostics)
            .filter(|d| d.severity == forsyth_notation::diagnostic::Severity::Error)
            .collect();
        assert!(errors.is_empty(), "{text}: {errors:?}");
        assert_eq!(String::from_utf8_lossy(&out), *expected, "{text}");
    }
}
