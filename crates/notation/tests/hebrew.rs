//! Hebrew moves with the display hyphens of Hebrew texts (`פ-ו3`, `ר-ב-5`,
//! `פב-ד2`), read and resolved in real positions: lines published on
//! Hebrew Wikipedia, and the 100 real games of `lichess-100.pgn` (see
//! tests/data/pgn/SOURCES.md) written out in Hebrew with every form.

use forsyth_core::{Move, Position, Role};
use forsyth_notation::{
    analysis::{Analysis, LanguageChoice, analyze},
    diagnostic::Severity,
    locale::{Locale, Locales},
    tree::SyntaxTree,
    write::{Notation, write_move},
};

fn read(pgn: &str, locales: &Locales, choice: LanguageChoice<'_>) -> Vec<Analysis> {
    let tree = SyntaxTree::parse(pgn.as_bytes());
    tree.games()
        .map(|game| analyze(&game, locales, choice))
        .collect()
}

/// The mainline moves of an analysis, after checking that nothing in it is
/// an error or a warning.
#[track_caller]
fn clean_moves(analysis: &Analysis, what: &str) -> Vec<Move> {
    let findings: Vec<_> = analysis
        .diagnostics
        .iter()
        .filter(|d| matches!(d.severity, Severity::Error | Severity::Warning))
        .collect();
    assert!(findings.is_empty(), "{what}: {findings:?}");
    analysis
        .moves
        .iter()
        .filter(|m| m.depth == 0)
        .map(|m| m.mv)
        .collect()
}

fn hebrew(locales: &Locales) -> &Locale {
    locales.get("he").expect("the Hebrew locale")
}

#[test]
fn lines_published_in_hebrew_resolve() {
    let locales = Locales::embedded();
    let he = hebrew(&locales);
    let en = locales.get("en").unwrap();
    // (source, as published, the same in English)
    let lines = [
        (
            "he.wikipedia \"פתיחת ארבעת הפרשים\", 4...ר-ב4",
            "1.ה4 ה5 2.פ-ו3 פ-ג6 3.פ-ג3 פ-ו6 4.ר-ב-5 ר-ב4 *",
            "1.e4 e5 2.Nf3 Nc6 3.Nc3 Nf6 4.Bb5 Bb4 *",
        ),
        (
            "he.wikipedia \"פתיחת ארבעת הפרשים\", 4...פ-ד4 (Rubinstein)",
            "1.ה4 ה5 2.פ-ו3 פ-ג6 3.פ-ג3 פ-ו6 4.ר-ב-5 פ-ד4 *",
            "1.e4 e5 2.Nf3 Nc6 3.Nc3 Nf6 4.Bb5 Nd4 *",
        ),
        (
            "he.wikipedia 2006 \"הגנה ברלינאית\"",
            "1.ה4 ה5 2.פ-ו3 פ-ג6 3.ר-ב5 פ-ו6 4.פ-ג3 ר-ב4 *",
            "1.e4 e5 2.Nf3 Nc6 3.Bb5 Nf6 4.Nc3 Bb4 *",
        ),
        (
            "he.wikipedia 2006 \"פתיחה איטלקית\" (ג3, then מה-ה7)",
            "1. ה4 ה5 2 פו3 פג6 3 רג4 רג5 4. ג3 מה-ה7 *",
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Qe7 *",
        ),
    ];
    for (source, published, english) in lines {
        let want = clean_moves(
            &read(english, &locales, LanguageChoice::Fixed(en))[0],
            english,
        );
        for choice in [LanguageChoice::Fixed(he), LanguageChoice::Auto] {
            let analysis = &read(published, &locales, choice)[0];
            assert_eq!(clean_moves(analysis, source), want, "{source}");
        }
        assert_eq!(
            read(published, &locales, LanguageChoice::Auto)[0].language,
            locales.iter().position(|l| l.tag() == "he"),
            "{source}"
        );
    }
}

/// A move written by the project's Hebrew writer, taken apart: piece
/// letter, disambiguation, capture, destination, promotion, check mark.
struct Parts {
    letter: String,
    disambiguation: String,
    capture: bool,
    to: String,
    promotion: String,
    check: String,
}

fn parts(san: &str, role: Role, he: &Locale) -> Parts {
    let letter = he.letters().piece(role).to_owned();
    let rest = san.strip_prefix(letter.as_str()).expect("the piece letter");
    let check: String = rest.chars().filter(|c| matches!(c, '+' | '#')).collect();
    let rest = rest.trim_end_matches(['+', '#']);
    let (rest, promotion) = match rest.split_once('=') {
        Some((r, p)) => (r, format!("={p}")),
        None => (rest, String::new()),
    };
    let chars: Vec<char> = rest.chars().collect();
    assert!(chars.len() >= 2, "{san}");
    let to: String = chars[chars.len() - 2..].iter().collect();
    let mut before: String = chars[..chars.len() - 2].iter().collect();
    let capture = before.ends_with(':');
    if capture {
        before.pop();
    }
    Parts {
        letter,
        disambiguation: before,
        capture,
        to,
        promotion,
        check,
    }
}

/// The Hebrew file letter of a Latin square name's file, and back.
fn latin(text: &str, he: &Locale) -> String {
    text.chars()
        .map(|c| {
            he.letters()
                .files
                .iter()
                .position(|&f| f == c)
                .map_or(c, |i| char::from(b'a' + i as u8))
        })
        .collect()
}

/// The final form of the first letter of a Hebrew piece letter.
fn final_form(letter: &str) -> String {
    let mut chars = letter.chars();
    let first = match chars.next() {
        Some('מ') => 'ם',
        Some('צ') => 'ץ',
        Some('פ') => 'ף',
        Some(c) => c,
        None => return String::new(),
    };
    std::iter::once(first).chain(chars).collect()
}

/// `mv`, played in `pos`, written in Hebrew in form `k` (of ten): with the
/// display hyphens, Latin files, final letters, `x`, the long form, glyphs
/// and check marks set apart.
fn hebrew_form(pos: &Position, mv: &Move, he: &Locale, k: usize) -> String {
    let mut san = String::new();
    write_move(pos, mv, he.letters(), Notation::San, &mut san);
    if matches!(mv, Move::Castle { .. }) {
        return san;
    }
    let p = parts(&san, mv.role().unwrap_or(Role::Pawn), he);
    let cap = if p.capture { ":" } else { "" };
    let (d, to) = (p.disambiguation.as_str(), p.to.as_str());
    let to_split = {
        let mut c = to.chars();
        let file = c.next().unwrap();
        format!("{file}-{}", c.as_str())
    };
    let word = if p.letter.is_empty() {
        // Pawns: as written, in long notation (`ה2-ה4`), with Latin files,
        // or with a bare promotion.
        match k % 4 {
            1 if !p.capture => {
                let mut from = String::new();
                write_move(pos, mv, he.letters(), Notation::Lan, &mut from);
                from.trim_end_matches(['+', '#']).to_owned()
            }
            2 => format!("{}{cap}{}{}", latin(d, he), latin(to, he), p.promotion),
            3 => format!("{d}{cap}{to}{}", p.promotion.replace('=', "")),
            _ => format!("{d}{cap}{to}{}", p.promotion),
        }
    } else {
        let l = p.letter.as_str();
        // A redundant file after the king would spell the queen (`מה-`):
        // the king takes its origin file only in the forms that allow it.
        let from_file = {
            let mut lan = String::new();
            write_move(pos, mv, he.letters(), Notation::Lan, &mut lan);
            lan.trim_start_matches(l).chars().next().unwrap()
        };
        // The queen's rank alone takes no hyphen after it (`מה1-ו2` is the
        // king from e1), only the piece hyphen.
        let rank_only = d.chars().all(|c| c.is_ascii_digit());
        match k % 10 {
            0 => format!("{l}-{d}{cap}{to}"),
            1 if d.is_empty() || (rank_only && mv.role() == Some(Role::Queen)) => {
                format!("{l}-{d}{cap}{to}")
            }
            1 => format!("{l}{d}-{cap}{to}"),
            2 if d.is_empty() => format!("{l}-{cap}{to_split}"),
            2 => format!("{l}-{d}-{cap}{to_split}"),
            3 if d.is_empty() => format!("{l}{cap}{}", latin(to, he)),
            3 => format!("{l}-{}{cap}{}", latin(d, he), latin(to, he)),
            4 => format!("{}-{d}{cap}{to}", final_form(l)),
            5 if p.capture => format!("{l}{d}-x{to}"),
            6 => {
                let mut lan = String::new();
                write_move(pos, mv, he.letters(), Notation::Lan, &mut lan);
                lan.trim_end_matches(['+', '#']).to_owned()
            }
            7 if mv.role() != Some(Role::King) && d.is_empty() => {
                format!("{l}{from_file}-{cap}{to}")
            }
            8 => format!("{l}-{d}{cap}{to_split}"),
            _ => format!("{l}{d}{cap}{to}"),
        }
    };
    // The check mark glued, or set apart (`פג6 #`), and now and then a
    // glyph after it.
    let mut out = word;
    if !p.check.is_empty() {
        if k.is_multiple_of(3) {
            out.push(' ');
        }
        out.push_str(&p.check);
    }
    match k % 7 {
        0 => out.push('!'),
        3 => out.push_str(" ?!"),
        _ => {}
    }
    out
}

#[test]
fn real_games_written_with_every_hyphen_form_resolve() {
    let locales = Locales::embedded();
    let he = hebrew(&locales);
    let en = locales.get("en").unwrap();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/pgn/lichess-100.pgn"
    );
    let data = std::fs::read_to_string(path).expect("tests/data/pgn/lichess-100.pgn");
    let tree = SyntaxTree::parse(data.as_bytes());
    let (mut games, mut moves, mut hyphenated, mut disambiguated) = (0, 0, 0, 0);
    for game in tree.games() {
        let english = analyze(&game, &locales, LanguageChoice::Fixed(en));
        let want = clean_moves(&english, "the English game");
        let mut pgn = String::new();
        let mut pos = english.start.expect("a start position");
        for (i, (record, mv)) in english.moves.iter().zip(&want).enumerate() {
            assert_eq!(record.mv, *mv);
            if i.is_multiple_of(2) {
                pgn.push_str(&format!("{}.", i / 2 + 1));
            }
            let text = hebrew_form(&pos, mv, he, i + games);
            hyphenated += usize::from(text.contains('-') && !text.starts_with('0'));
            let mut san = String::new();
            write_move(&pos, mv, en.letters(), Notation::San, &mut san);
            disambiguated += usize::from(
                san.len() > 3
                    && san.starts_with(['N', 'B', 'R', 'Q'])
                    && san[1..].trim_end_matches(['+', '#']).replace('x', "").len() > 2,
            );
            pgn.push_str(&text);
            pgn.push(' ');
            pos.play_unchecked(*mv);
        }
        pgn.push('*');
        for choice in [LanguageChoice::Fixed(he), LanguageChoice::Auto] {
            let analysis = &read(&pgn, &locales, choice)[0];
            assert_eq!(clean_moves(analysis, &pgn), want, "{pgn}");
        }
        games += 1;
        moves += want.len();
    }
    assert_eq!(games, 100);
    eprintln!(
        "{games} games, {moves} moves, {hyphenated} hyphenated, {disambiguated} disambiguated"
    );
    assert!(moves > 6_000, "{moves} moves");
    assert!(hyphenated > 2_500, "{hyphenated} hyphenated moves");
    assert!(disambiguated > 50, "{disambiguated} disambiguated moves");
}

#[test]
fn a_hyphen_after_the_queen_is_never_a_king_from_the_e_file() {
    // 1.e4 e5 2.Ke2 Nc6 3.Ke3: the king on e2 can go to e3 (`מהה3`: both
    // readings; the queen on d1 cannot, so the king). Written `מה-ה3`, the
    // hyphen is the queen's: illegal, not silently the king. Written
    // `מ-ה3` or `מה3` it is the king.
    let locales = Locales::embedded();
    let he = hebrew(&locales);
    let game = |third: &str| format!("1.ה4 ה5 2.מה2 פ-ג6 3.{third} *");
    let en = read(
        "1.e4 e5 2.Ke2 Nc6 3.Ke3 *",
        &locales,
        LanguageChoice::Fixed(locales.get("en").unwrap()),
    );
    let want = clean_moves(&en[0], "English");
    for king in ["מה3", "מ-ה3", "מ-ה-3", "מהה3", "ם-ה3"] {
        let analysis = &read(&game(king), &locales, LanguageChoice::Fixed(he))[0];
        assert_eq!(clean_moves(analysis, king), want, "{king}");
    }
    for queen in ["מה-ה3", "מה-:ה3"] {
        let analysis = &read(&game(queen), &locales, LanguageChoice::Fixed(he))[0];
        let errors: Vec<_> = analysis
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| d.code)
            .collect();
        assert_eq!(
            errors,
            [forsyth_notation::diagnostic::Code::IllegalMove],
            "{queen}"
        );
    }
}
