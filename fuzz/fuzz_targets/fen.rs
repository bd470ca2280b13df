//! The FEN readers, strict and lenient, and every language's Forsyth.
//!
//! Never a panic; an error's span lies within the input on character
//! boundaries; a FEN read strictly is read leniently the same; whatever is
//! read writes back as a FEN read strictly to the same position; and the
//! position written in each language's Forsyth (or Hebrew piece list)
//! reads back to the same board.

#![no_main]

use forsyth_core::{Fen, Position};
use forsyth_fuzz::{locales, text};
use forsyth_notation::problem::{
    read_forsyth, read_piece_list, to_localized_board_fen, write_localized_position,
    write_piece_list,
};
use libfuzzer_sys::fuzz_target;

fn check_span(what: &str, input: &str, span: &std::ops::Range<usize>) {
    assert!(
        span.start <= span.end
            && span.end <= input.len()
            && input.is_char_boundary(span.start)
            && input.is_char_boundary(span.end),
        "{what}: span {span:?} in {input:?}"
    );
}

fn round_trip(pos: &Position) {
    // A Chess960 position writes X-FEN: `KQkq` are read with its mode.
    let mode = Some(pos.castles().mode());
    let fen = pos.fen();
    let (again, _) = Fen::parse_strict(&fen, mode)
        .unwrap_or_else(|e| panic!("written FEN {fen:?} does not read back: {e}"));
    assert_eq!(again.fen(), fen);
    // Every legal move plays, and the result writes a FEN that reads.
    for mv in pos.legal_moves() {
        let mut next = *pos;
        next.play(mv).expect("a legal move plays");
        let fen = next.fen();
        assert!(Fen::parse_strict(&fen, mode).is_ok(), "{fen}");
    }
    let _ = pos.status();
    // Every language writes it, and reads it back.
    for locale in locales() {
        let letters = locale.letters();
        let board = &pos.to_setup().board;
        match to_localized_board_fen(board, letters) {
            Some(localized) => {
                let read = read_forsyth(&localized, letters)
                    .unwrap_or_else(|e| panic!("{}: {localized:?}: {e}", locale.tag()));
                assert_eq!(read.board, *board, "{}: {localized:?}", locale.tag());
                let full = write_localized_position(pos, locale, 5);
                let read = read_forsyth(&full, letters)
                    .unwrap_or_else(|e| panic!("{}: {full:?}: {e}", locale.tag()));
                let (again, _) = read
                    .position(mode)
                    .unwrap_or_else(|e| panic!("{}: {full:?}: {e}", locale.tag()));
                assert_eq!(again.fen(), fen, "{}: {full:?}", locale.tag());
            }
            None => {
                let list = write_piece_list(board, locale);
                let read = read_piece_list(&list, locale)
                    .unwrap_or_else(|e| panic!("{}: {list:?}: {e}", locale.tag()));
                assert_eq!(read, *board, "{}: {list:?}", locale.tag());
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some(input) = text(data) else { return };
    let strict = Fen::parse_strict(input, None);
    let lenient = Fen::parse_lenient(input, None);
    match (&strict, &lenient) {
        (Ok((s, _)), Ok((l, _))) => assert_eq!(s.fen(), l.fen(), "{input:?}"),
        (Ok(_), Err(e)) => panic!("read strictly but not leniently: {input:?}: {e}"),
        _ => {}
    }
    for result in [&strict, &lenient] {
        match result {
            Ok((pos, _)) => round_trip(pos),
            Err(e) => check_span(&format!("FEN {e}"), input, &e.span),
        }
    }
    // Every language's Forsyth reader takes the same text.
    for locale in locales() {
        match read_forsyth(input, locale.letters()) {
            Ok(read) => {
                let what = format!("{} Forsyth", locale.tag());
                check_span(&what, input, &read.board_span);
                for span in read.squares.iter().flatten().chain(&read.fields) {
                    check_span(&what, input, span);
                }
                if let Ok((pos, _)) = read.position(None) {
                    round_trip(&pos);
                }
            }
            Err(e) => check_span(&format!("{} Forsyth: {e}", locale.tag()), input, &e.span),
        }
        if let Err(e) = read_piece_list(input, locale) {
            check_span(&format!("{} piece list: {e}", locale.tag()), input, &e.span);
        }
    }
});
