//! Spoken moves and positions on real games: English read back into SAN,
//! the text-to-speech pitfalls, and snapshots of every embedded language in
//! every style of files (`tests/data/spoken/*.txt`; `UPDATE_EXPECT=1`
//! writes them again).

use forsyth_core::{Color, Fen};

use super::{Files, Speaker, speak_pgn};
use crate::{
    analysis::{Analysis, LanguageChoice},
    locale::{Locale, Locales},
    translate::{ReadOptions, translate_text},
    write::{Notation, Target, move_to_string},
};

fn data(path: &str) -> Vec<u8> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data");
    std::fs::read(format!("{dir}/{path}")).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every game of lichess-100.pgn, replayed.
fn lichess() -> Vec<Analysis> {
    let locales = Locales::embedded();
    let en = locales.get("en").unwrap();
    let target = Target {
        locale: en,
        notation: Some(Notation::San),
        isolate: false,
        comments: Default::default(),
    };
    let (_, analyses) = translate_text(
        &data("pgn/lichess-100.pgn"),
        &locales,
        LanguageChoice::Fixed(en),
        &target,
    );
    assert_eq!(analyses.len(), 100);
    analyses
}

/// English literate words read back into SAN: piece names and "takes" to
/// their letters, spelled files to letters, the parts after the square to
/// their marks ("en passant" has none in SAN).
fn english_to_san(spoken: &str) -> String {
    let mut text = spoken.replace(", ", " ");
    for (words, mark) in [
        ("short castling", "O-O"),
        ("long castling", "O-O-O"),
        ("null move", "--"),
        ("promotes to queen", "=Q"),
        ("promotes to rook", "=R"),
        ("promotes to bishop", "=B"),
        ("promotes to knight", "=N"),
        ("en passant", ""),
        ("checkmate", "#"),
        ("check", "+"),
    ] {
        text = text.replace(words, mark);
    }
    text.split(' ')
        .map(|w| match w {
            "king" => "K".to_owned(),
            "queen" => "Q".to_owned(),
            "rook" => "R".to_owned(),
            "bishop" => "B".to_owned(),
            "knight" => "N".to_owned(),
            "takes" => "x".to_owned(),
            "\"A\"" => "a".to_owned(),
            letter if letter.chars().count() == 1 => letter.to_lowercase(),
            other => other.to_owned(),
        })
        .collect()
}

#[test]
fn english_says_every_move_of_real_games_as_san_does() {
    let locales = Locales::embedded();
    let en = locales.get("en").unwrap();
    let speaker = Speaker::new(en, Files::Literate);
    let mut moves = 0;
    for analysis in lichess() {
        for record in &analysis.moves {
            let spoken = speaker.speak_move(&record.before, &record.mv, None);
            let san = move_to_string(&record.before, &record.mv, en.letters(), Notation::San);
            assert_eq!(english_to_san(&spoken), san, "{spoken}");
            moves += 1;
        }
    }
    assert!(moves > 6000, "{moves} moves");
}

/// Every form a move can take is said somewhere in the hundred games.
#[test]
fn real_games_hold_every_form() {
    let locales = Locales::embedded();
    let en = locales.get("en").unwrap();
    let speaker = Speaker::new(en, Files::Literate);
    let all: Vec<String> = lichess()
        .iter()
        .flat_map(|a| a.moves.iter())
        .map(|r| speaker.speak_move(&r.before, &r.mv, None))
        .collect();
    for needle in [
        "short castling",
        "long castling",
        ", promotes to queen",
        ", en passant",
        ", checkmate",
        ", check",
        " takes ",
    ] {
        assert!(
            all.iter().any(|s| s.contains(needle)),
            "no move says {needle:?}"
        );
    }
    // Disambiguation by file ("knight B takes D 7") and by rank ("rook 1,
    // E 1").
    assert!(
        all.iter().any(|s| s.starts_with("knight ")
            && s.split(' ')
                .nth(2)
                .is_some_and(|w| w == "takes" || w.len() == 1)),
        "no knight move names its file"
    );
    assert!(
        all.iter().any(|s| {
            let w: Vec<&str> = s.split(' ').collect();
            w.len() > 2 && w[1].ends_with(',') && w[1].trim_end_matches(',').parse::<u8>().is_ok()
        }),
        "no move names its starting rank"
    );
}

#[test]
fn the_examples_of_lichess_and_the_fide_rules() {
    let locales = Locales::embedded();
    let en = locales.get("en").unwrap();
    // Nxe5+ and exd8=Q# in real games: lichess-100's games hold a knight
    // taking with check and a pawn taking and promoting with mate? Take
    // the first move of each kind.
    let records: Vec<_> = lichess().into_iter().flat_map(|a| a.moves).collect();
    let find = |san: &str| {
        records
            .iter()
            .find(|r| move_to_string(&r.before, &r.mv, en.letters(), Notation::San) == san)
            .unwrap_or_else(|| panic!("no {san} in lichess-100"))
    };
    let cases = [
        (
            "Nxe5",
            [
                "knight takes E 5",
                "knight takes echo 5",
                "knight takes Eva 5",
            ],
        ),
        ("O-O", ["short castling"; 3]),
        ("d4", ["D 4", "delta 4", "David 4"]),
        (
            "Bxf7+",
            [
                "bishop takes f 7, check",
                "bishop takes foxtrot 7, check",
                "bishop takes Felix 7, check",
            ],
        ),
        (
            "Qe8#",
            [
                "queen E 8, checkmate",
                "queen echo 8, checkmate",
                "queen Eva 8, checkmate",
            ],
        ),
    ];
    for (san, said) in cases {
        let r = find(san);
        for (files, expected) in Files::ALL.into_iter().zip(said) {
            let speaker = Speaker::new(en, files);
            assert_eq!(speaker.speak_move(&r.before, &r.mv, None), expected);
        }
    }
}

// ---------------------------------------------------------------------------
// The text-to-speech pitfalls

/// Words of every move of the hundred games in `locale`, literate.
fn literate_words(locale: &Locale) -> Vec<String> {
    let speaker = Speaker::new(locale, Files::Literate);
    lichess()
        .iter()
        .flat_map(|a| a.moves.iter())
        .map(|r| speaker.speak_move(&r.before, &r.mv, None))
        .collect()
}

/// "1 E 5" is read as a number and "5 H 3" as a time: a rank is never
/// followed by a space and a word.
#[test]
fn a_rank_is_never_followed_by_a_bare_space() {
    for locale in Locales::embedded().iter() {
        for said in literate_words(locale) {
            let bytes = said.as_bytes();
            for (i, b) in bytes.iter().enumerate() {
                if b.is_ascii_digit() {
                    assert!(
                        i + 1 == bytes.len() || bytes[i + 1] == b',',
                        "{}: {said:?}",
                        locale.tag()
                    );
                }
            }
        }
    }
}

/// A file letter and its rank are two words: "e5" is not said as a word.
#[test]
fn a_file_and_its_rank_are_two_words() {
    for locale in Locales::embedded().iter() {
        for said in literate_words(locale) {
            for word in said.split([' ', ',']) {
                let has_digit = word.chars().any(|c| c.is_ascii_digit());
                assert!(
                    !has_digit || word.chars().all(|c| c.is_ascii_digit()),
                    "{}: {said:?}",
                    locale.tag()
                );
            }
        }
    }
}

/// An upper-case C or F is read as degrees Celsius or Fahrenheit, a bare A
/// as the article: literate c and f stay lower case, A is quoted.
#[test]
fn no_bare_a_and_no_upper_case_c_or_f() {
    let en = Locales::embedded();
    let en = en.get("en").unwrap();
    let words = literate_words(en);
    for said in &words {
        for word in said.split([' ', ',']) {
            assert!(!matches!(word, "A" | "C" | "F" | "a"), "{said:?}");
        }
    }
    for (letter, form) in [
        ("\"A\"", "a"),
        ("c", "c"),
        ("f", "f"),
        ("H", "h"),
        ("E", "e"),
    ] {
        assert!(
            words
                .iter()
                .any(|s| s.split([' ', ',']).any(|w| w == letter)),
            "file {form} never said as {letter}"
        );
    }
}

/// The same pitfalls in every language whose files are Latin letters:
/// literate `a` is `"A"`, `c` and `f` lower case, the others upper case,
/// in every move and every position said (the Greek and Hebrew files are
/// their own letters, said as they are).
#[test]
fn every_language_says_the_latin_files_safely() {
    let fen = "r1b1k2r/8/8/8/8/8/8/R1B1K2R w KQkq - 0 1";
    let (pos, _) = Fen::parse_lenient(fen, None).unwrap();
    let mut latin = 0;
    for locale in Locales::embedded().iter() {
        let speaker = Speaker::new(locale, Files::Literate);
        let files: Vec<char> = (0..8)
            .map(|i| locale.letters().file(forsyth_core::File::new(i)))
            .collect();
        if files != ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] {
            continue;
        }
        latin += 1;
        let said: Vec<String> = (0..8)
            .map(|i| {
                speaker.speak_square(forsyth_core::Square::from_coords(
                    forsyth_core::File::new(i),
                    forsyth_core::Rank::new(i),
                ))
            })
            .collect();
        assert_eq!(
            said,
            ["\"A\" 1", "B 2", "c 3", "D 4", "E 5", "f 6", "G 7", "H 8"],
            "{}",
            locale.tag()
        );
        let position = speaker.speak_position(&pos);
        for words in literate_words(locale).iter().chain([&position]) {
            for word in words.split([' ', ',', ';', '.']) {
                assert!(
                    !matches!(word, "A" | "C" | "F"),
                    "{}: {words:?}",
                    locale.tag()
                );
            }
        }
    }
    assert!(latin > 20, "{latin} languages with Latin files");
}

/// Positions in words, every embedded language in every style of files,
/// against `tests/data/spoken/positions.txt` (`UPDATE_EXPECT=1` writes it
/// again): the 1881 problem, the start (every kind of piece, pawns of both
/// sides, one word a kind with the count the language's plural needs),
/// and a position after a promotion with Black to move.
#[test]
fn snapshot_of_positions_in_every_language_and_style() {
    let fens = [
        "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "1Q6/8/8/8/2k5/8/1K6/8 b - - 0 60",
    ];
    let mut got = String::new();
    for locale in Locales::embedded().iter() {
        for files in Files::ALL {
            let speaker = Speaker::new(locale, files);
            for fen in fens {
                let (pos, _) = Fen::parse_lenient(fen, None).unwrap();
                got.push_str(&format!(
                    "{} {}: {}\n",
                    locale.tag(),
                    files.name(),
                    speaker.speak_position(&pos)
                ));
            }
        }
    }
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/spoken/positions.txt"
    );
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(path, &got).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        got == expected,
        "differ (UPDATE_EXPECT=1 to write it again): {path}"
    );
}

#[test]
fn nato_and_anna_are_international() {
    for locale in Locales::embedded().iter() {
        let nato = Speaker::new(locale, Files::Nato);
        let anna = Speaker::new(locale, Files::Anna);
        let sq = forsyth_core::Square::from_coords(
            forsyth_core::File::new(2),
            forsyth_core::Rank::new(2),
        );
        assert_eq!(nato.speak_square(sq), "charlie 3", "{}", locale.tag());
        assert_eq!(anna.speak_square(sq), "Cesar 3", "{}", locale.tag());
    }
}

// ---------------------------------------------------------------------------
// Snapshots

/// The games spoken: the first three of lichess-100, the first with a
/// promotion, the first with an en passant capture, and the 1881 problem.
fn snapshot_input() -> Vec<u8> {
    let text = String::from_utf8(data("pgn/lichess-100.pgn")).unwrap();
    let starts: Vec<usize> = text.match_indices("[Event ").map(|(i, _)| i).collect();
    let game = |i: usize| &text[starts[i]..starts.get(i + 1).copied().unwrap_or(text.len())];
    let analyses = lichess();
    let with = |f: &dyn Fn(&forsyth_core::Move) -> bool| {
        analyses
            .iter()
            .position(|a| a.moves.iter().any(|r| f(&r.mv)))
            .unwrap()
    };
    let promotion = with(&|m| m.promotion().is_some());
    let en_passant = with(&|m| matches!(m, forsyth_core::Move::EnPassant { .. }));
    let mut input = String::new();
    for i in [0, 1, 2, promotion, en_passant] {
        input.push_str(game(i));
    }
    let mut input = input.into_bytes();
    input.extend(data("seed/oikonomopoulos-1881.pgn"));
    input
}

fn speak(locale: &Locale, files: Files, input: &[u8], threads: usize) -> String {
    let locales = Locales::embedded();
    let speaker = Speaker::new(locale, files);
    let mut out = Vec::new();
    let stats = speak_pgn(
        input,
        &mut out,
        &locales,
        ReadOptions {
            threads,
            ..ReadOptions::new(LanguageChoice::Auto)
        },
        &speaker,
        |f| panic!("finding {:?}", f.diagnostic.code),
        |_| {},
    )
    .unwrap();
    assert_eq!(stats.errors, 0);
    String::from_utf8(out).unwrap()
}

#[test]
fn snapshots_of_every_language_and_style() {
    let input = snapshot_input();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/spoken");
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut failures = Vec::new();
    for locale in Locales::embedded().iter() {
        for files in Files::ALL {
            let got = speak(locale, files, &input, 1);
            assert_eq!(got, speak(locale, files, &input, 4), "threads");
            let path = format!("{dir}/{}-{}.txt", locale.tag(), files.name());
            if update {
                std::fs::create_dir_all(dir).unwrap();
                std::fs::write(&path, &got).unwrap();
                continue;
            }
            let expected = std::fs::read_to_string(&path).unwrap_or_default();
            if got != expected {
                failures.push(path);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "differ (UPDATE_EXPECT=1 to write them again): {failures:?}"
    );
}

#[test]
fn games_are_lines_of_numbered_moves() {
    let locales = Locales::embedded();
    let en = locales.get("en").unwrap();
    let got = speak(en, Files::Literate, &snapshot_input(), 1);
    let games: Vec<&str> = got.split_terminator("\n\n").collect();
    assert_eq!(games.len(), 6);
    // The first game: 1. e4 e6 2. d4 b6 … 13. Qe8# 1-0.
    let first: Vec<&str> = games[0].lines().collect();
    assert_eq!(first[0], "1. E 4; E 6");
    assert_eq!(first[1], "2. D 4; B 6");
    assert_eq!(first[4], "5. bishop takes H 6; G takes H 6");
    assert_eq!(first.last(), Some(&"13. queen E 8, checkmate"));
    assert!(games[3].contains(", promotes to "), "{}", games[3]);
    assert!(games[4].contains(", en passant"), "{}", games[4]);
    // The problem starts with White and ends with White's move.
    let problem: Vec<&str> = games[5].lines().collect();
    assert_eq!(problem[0], "1. knight D 4; king D 7");
    assert_eq!(problem.last(), Some(&"3. rook f 7, checkmate"));
}

#[test]
fn a_position_piece_by_piece() {
    let locales = Locales::embedded();
    // The 1881 problem of E. Oikonomopoulos.
    let (pos, _) = Fen::parse_lenient("R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1", None).unwrap();
    let said =
        |tag: &str| Speaker::new(locales.get(tag).unwrap(), Files::Literate).speak_position(&pos);
    assert_eq!(
        said("en"),
        "White: king \"A\" 5, rooks \"A\" 8, f 1, bishop D 5, knight E 6; \
         Black: king E 7; White to move."
    );
    assert_eq!(
        said("de"),
        "Weiß: König \"A\" 5, Türme \"A\" 8, f 1, Läufer D 5, Springer E 6; \
         Schwarz: König E 7; Weiß am Zug."
    );
    assert_eq!(
        Speaker::new(locales.get("el").unwrap(), Files::Anna).speak_position(&pos),
        "Λευκά: βασιλιάς Anna 5, πύργοι Anna 8, Felix 1, αξιωματικός David 5, \
         ίππος Eva 6; Μαύρα: βασιλιάς Eva 7; παίζουν τα λευκά."
    );
    // Hebrew in logical order, no bidi marks.
    let he = said("he");
    assert!(he.starts_with("לבן: מלך א 5"), "{he}");
    assert!(!he.contains(['\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}']));
    assert_eq!(pos.turn(), Color::White);
}
