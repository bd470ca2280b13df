//! A game or line longer than `tree::MAX_GAME_BYTES` (issue 16, F2): read
//! in bounded memory on one thread and on two, reported once, copied
//! unchanged by a translation, and the games around it read as usual.

use forsyth_notation::{
    analysis::LanguageChoice,
    diagnostic::Code,
    lint::check_pgn_threads,
    locale::Locales,
    translate::{ReadOptions, translate_pgn},
    tree::MAX_GAME_BYTES,
    write::Target,
};

/// A game, a line of `filler` longer than the limit (with line breaks
/// every `line` bytes, or none), a game with an illegal move.
fn giant(filler: u8, line: Option<usize>) -> (Vec<u8>, usize) {
    let mut pgn = b"[Event \"a\"]\n\n1. e4 e5 2. Nf3 *\n\n".to_vec();
    let start = pgn.len();
    let len = MAX_GAME_BYTES + (6 << 20);
    pgn.reserve(len + 100);
    for i in 0..len {
        let at_break = line.is_some_and(|n| i % n == n - 1);
        pgn.push(if at_break { b'\n' } else { filler });
    }
    pgn.extend_from_slice(b"\n[Event \"b\"]\n\n1. d4 d5 2. Nc3 Nf6 3. Ke3 *\n");
    (pgn, start)
}

#[test]
fn a_giant_line_or_game_is_reported_once_and_skipped() {
    let locales = Locales::embedded();
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    for (filler, line) in [(0u8, None), (b'x', Some(4096))] {
        let (pgn, _) = giant(filler, line);
        for threads in [1, 2] {
            let mut found = Vec::new();
            let stats = check_pgn_threads(&pgn[..], &locales, en, threads, |f| {
                found.push((f.diagnostic.code, f.line));
            })
            .unwrap();
            let too_large: Vec<_> = found.iter().filter(|f| f.0 == Code::GameTooLarge).collect();
            assert_eq!(too_large.len(), 1, "{threads} threads, {line:?}: {found:?}");
            assert_eq!(too_large[0].1, 5, "{found:?}");
            // The game after it is read: its illegal king move is found.
            assert!(
                found.iter().any(|f| f.0 == Code::IllegalMove),
                "{threads} threads, {line:?}: {found:?}"
            );
            assert!(stats.games >= 3, "{stats:?}");
        }
    }
}

#[test]
fn a_translation_copies_the_giant_and_translates_the_rest() {
    let locales = Locales::embedded();
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    let target = Target {
        locale: locales.get("de").unwrap(),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    let (pgn, start) = giant(b'x', Some(1000));
    for threads in [1, 2] {
        let mut out = Vec::new();
        translate_pgn(
            &pgn[..],
            &mut out,
            &locales,
            ReadOptions {
                threads,
                ..ReadOptions::new(en)
            },
            &target,
            |_| {},
            |_| {},
        )
        .unwrap();
        assert_eq!(out.len(), pgn.len());
        assert_eq!(&out[..start], &pgn[..start].to_vec().replace_nf3());
        assert_eq!(&out[start..start + 1000], &pgn[start..start + 1000]);
        assert!(out.ends_with(b"1. d4 d5 2. Sc3 Sf6 3. Ke3 *\n"));
    }
}

trait ReplaceNf3 {
    fn replace_nf3(self) -> Vec<u8>;
}

impl ReplaceNf3 for Vec<u8> {
    fn replace_nf3(self) -> Vec<u8> {
        String::from_utf8(self)
            .unwrap()
            .replace("Nf3", "Sf3")
            .into_bytes()
    }
}

/// A giant game found whole at once (the reader given it all in one
/// segment, as a language server's document is) is still handed out as an
/// oversized piece, and the game after it as usual.
#[test]
fn a_giant_game_found_whole_is_still_a_piece() {
    use forsyth_notation::tree::PgnReader;
    let (pgn, start) = giant(b'x', Some(4096));
    let mut reader = PgnReader::with_segment_size(&pgn[..], pgn.len() + 1);
    let mut chunks = Vec::new();
    while let Some(chunk) = reader.next_game().unwrap() {
        chunks.push((
            chunk.oversized(),
            chunk.offset(),
            chunk.bytes().len(),
            chunk.tokens().len(),
        ));
    }
    assert_eq!(chunks.len(), 3, "{chunks:?}");
    assert_eq!(chunks[0].0, None);
    assert_eq!(chunks[1].0, Some(true), "{chunks:?}");
    assert_eq!(chunks[1].1, start as u64);
    assert_eq!(chunks[1].3, 0);
    assert_eq!(chunks[2].0, None);
    assert_eq!(chunks.iter().map(|c| c.2).sum::<usize>(), pgn.len());
}
