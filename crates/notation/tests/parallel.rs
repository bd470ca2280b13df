//! Checking and translating on worker threads gives exactly what one thread
//! gives: the same findings in the same order, the same text, the same
//! counts, on real games and on games full of errors, large and small.

use forsyth_notation::{
    analysis::LanguageChoice,
    diagnostic::Severity,
    finding::{Finding, Stats},
    lint::check_pgn_threads,
    locale::Locales,
    translate::{ReadOptions, translate_pgn},
    write::{Notation, Target},
};

fn real_games() -> Vec<u8> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data");
    let mut all = Vec::new();
    for f in [
        "pgn/eco-head.pgn",
        "pgn/lichess-100.pgn",
        "seed/oikonomopoulos-1881.pgn",
    ] {
        all.extend(std::fs::read(format!("{dir}/{f}")).unwrap());
        all.push(b'\n');
    }
    all
}

/// The real games repeated to several hundred kilobytes (many batches).
fn large() -> Vec<u8> {
    real_games().repeat(3)
}

/// `text` with errors every few hundred bytes: illegal and unreadable
/// moves, stray characters, broken tags, bad bytes, unclosed variations.
fn with_errors(text: &[u8]) -> Vec<u8> {
    const ERRORS: &[&[u8]] = &[
        b" Qxh9 ",
        b" Ke5 ",
        b" <> ",
        b"[Event ",
        b"\xFF",
        b" ( ",
        b" ) ",
        b" $999 ",
        b"{c",
        b"}",
        b" 3... ",
        b" + ",
        b"\"x",
        // White space of other kinds beside spaces and tabs (vertical tab,
        // form feed, no-break space, em space), as text pasted from the web
        // has it.
        b" \t\x0B ",
        b"\t\x0C",
        b" \xC2\xA0 ",
        b"  \xE2\x80\x83",
    ];
    let mut out = Vec::with_capacity(text.len() + text.len() / 50);
    let mut next_error = 0;
    for (i, chunk) in text.chunks(701).enumerate() {
        out.extend_from_slice(chunk);
        // Only some of the places, so that whole games stay clean.
        if i % 3 == 0 {
            out.extend_from_slice(ERRORS[next_error % ERRORS.len()]);
            next_error += 1;
        }
    }
    out
}

/// A finding as comparable text.
fn show(f: &Finding<'_>) -> String {
    format!(
        "{}:{}-{}:{} @{} {:?} | {}",
        f.line, f.column, f.end_line, f.end_column, f.offset, f.diagnostic, f.line_text
    )
}

fn check(
    text: &[u8],
    locales: &Locales,
    choice: LanguageChoice<'_>,
    threads: usize,
) -> (Stats, Vec<String>) {
    let mut findings = Vec::new();
    let stats =
        check_pgn_threads(text, locales, choice, threads, |f| findings.push(show(f))).unwrap();
    (stats, findings)
}

fn translate(
    text: &[u8],
    locales: &Locales,
    target: &Target<'_>,
    threads: usize,
) -> (Stats, Vec<u8>, Vec<String>, Vec<u64>) {
    let mut out = Vec::new();
    let mut findings = Vec::new();
    let mut progress = Vec::new();
    let stats = translate_pgn(
        text,
        &mut out,
        locales,
        ReadOptions {
            threads,
            ..ReadOptions::new(LanguageChoice::Auto)
        },
        target,
        |f| findings.push(show(f)),
        |bytes| progress.push(bytes),
    )
    .unwrap();
    (stats, out, findings, progress)
}

#[test]
fn check_on_threads_is_check_on_one() {
    let locales = Locales::embedded();
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    let clean = large();
    let broken = with_errors(&clean);
    let mut errors = Vec::new();
    for text in [&clean, &broken] {
        for choice in [LanguageChoice::Auto, en] {
            let one = check(text, &locales, choice, 1);
            errors.push(one.0.errors);
            assert!(one.0.games > 2000, "{:?}", one.0);
            for threads in [2, 3, 8] {
                let many = check(text, &locales, choice, threads);
                assert_eq!(one.0, many.0, "{threads} threads");
                assert_eq!(one.1, many.1, "{threads} threads");
            }
        }
    }
    assert!(errors[2] > errors[0] + 100, "{errors:?}");
    // A text that fits in one batch, and one with no game.
    for text in [&b"1. e4 e5 2. Ke3 *"[..], b"{only a comment}", b""] {
        assert_eq!(
            check(text, &locales, LanguageChoice::Auto, 1),
            check(text, &locales, LanguageChoice::Auto, 4)
        );
    }
}

#[test]
fn translate_on_threads_is_translate_on_one() {
    let locales = Locales::embedded();
    let clean = large();
    let broken = with_errors(&clean);
    for (tag, notation) in [
        ("de", Some(Notation::San)),
        ("he", Some(Notation::Lan)),
        ("el", Some(Notation::Fan)),
        ("he", None),
    ] {
        let target = Target {
            locale: locales.get(tag).unwrap(),
            notation,
            isolate: false,
            comments: Default::default(),
        };
        for text in [&clean, &broken] {
            let one = translate(text, &locales, &target, 1);
            assert_eq!(one.0.bytes, text.len() as u64);
            for threads in [2, 5] {
                let many = translate(text, &locales, &target, threads);
                assert_eq!(one.0, many.0, "{tag} {threads} threads");
                assert!(one.1 == many.1, "{tag} {threads} threads: the texts differ");
                assert_eq!(one.2, many.2, "{tag} {threads} threads");
                assert_eq!(one.3, many.3, "{tag} {threads} threads");
            }
        }
    }
}

/// Games laid out so that many likely places to cut a block are wrong: a
/// `[` starting a line inside a comment, comments between tag pairs, blank
/// lines inside the tag section, games without tags on several lines,
/// `\r\n` and `\r` line ends, a comment longer than a block.
fn awkward(line_end: &str) -> Vec<u8> {
    let games = [
        "[Event \"a\"]\n[Site \"b\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 {a comment\n[that looks like a tag]\nand goes on} 2... Nc6 3. Bb5 1-0\n\n",
        "[Event \"c\"]\n{between tags}\n[Site \"d\"]\n\n[Round \"1\"]\n\n1. d4 d5 2. c4 (2. Nf3\nNf6) 2... e6 *\n\n",
        "1. e4 c5 2. Nf3\nd6 3. d4 cxd4 1/2-1/2\n1. c4 e5\n2. Nc3 Nf6 0-1\n",
        "[Event \"e\"]\n\n1. e4 e5 2. Ke3 *\n\n",
        "[Event \"f\"]\n[White\n\"g\"]\n1. e4 *\n",
    ];
    let mut text = String::new();
    let mut i = 0;
    while text.len() < 600_000 {
        text.push_str(games[i % games.len()]);
        if i == 700 {
            text.push('{');
            text.push_str(&"a long comment\n[Event \"x\"]\n".repeat(4000));
            text.push_str("}\n");
        }
        i += 1;
    }
    // A stretch of games with no tags, longer than four blocks.
    for _ in 0..6000 {
        text.push_str("1. e4 e5 2. Nf3\nNc6 3. Bb5 a6 1-0\n1. d4\nd5 *\n");
    }
    text.push_str(games[0]);
    text.replace('\n', line_end).into_bytes()
}

#[test]
fn blocks_cut_in_awkward_places_give_the_same_results() {
    let locales = Locales::embedded();
    let target = Target {
        locale: locales.get("de").unwrap(),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    for line_end in ["\n", "\r\n", "\r"] {
        let text = awkward(line_end);
        let one = check(&text, &locales, LanguageChoice::Auto, 1);
        assert!(one.0.errors > 100, "{:?}", one.0);
        assert!(one.0.games > 10_000, "{:?}", one.0);
        for threads in [2, 3] {
            assert_eq!(one, check(&text, &locales, LanguageChoice::Auto, threads));
        }
        let one = translate(&text, &locales, &target, 1);
        let two = translate(&text, &locales, &target, 2);
        assert_eq!(one.0, two.0);
        assert!(one.1 == two.1, "the texts differ");
        assert_eq!(one.2, two.2);
        assert_eq!(one.3, two.3);
    }
}

/// The line of every finding is the line its offset stands on, counting
/// `\n`, `\r\n` and a lone `\r` (old Macintosh files) as one line end each,
/// however the stream is cut into blocks and read: games lexed (lone `\r`
/// line ends) and games the byte reader reads (`\n`), in runs of each, an
/// illegal move in every game read from bytes, and a block's last game
/// going on in the next.
#[test]
fn the_line_of_a_finding_counts_every_line_end_before_it() {
    let locales = Locales::embedded();
    let lexed = "[Event \"a\"]\r[Result \"*\"]\r\r1. e4 e5 2. Nf3 Nc6 *\r\r";
    let read = "[Event \"b\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n";
    let mut text = String::new();
    let mut i = 0;
    while text.len() < 400_000 {
        // Runs of one to four games of each kind.
        for _ in 0..=(i % 4) {
            text.push_str(lexed);
        }
        for _ in 0..=(i * 7 % 5) {
            text.push_str(read);
        }
        i += 1;
    }
    let line_of = |offset: usize| {
        let before = &text.as_bytes()[..offset];
        let lone_cr = before
            .iter()
            .enumerate()
            .filter(|&(k, &b)| b == b'\r' && before.get(k + 1) != Some(&b'\n'))
            .count();
        1 + before.iter().filter(|&&b| b == b'\n').count() + lone_cr
    };
    for threads in [1, 2] {
        let mut lines = Vec::new();
        check_pgn_threads(
            text.as_bytes(),
            &locales,
            LanguageChoice::Auto,
            threads,
            |f| lines.push((f.line, f.offset)),
        )
        .unwrap();
        assert!(lines.len() > 4000, "{} findings", lines.len());
        for (line, offset) in lines {
            assert_eq!(line, line_of(offset as usize) as u64, "at byte {offset}");
        }
    }
}

/// Bare text of about `size` bytes with no result in it (a book's prose
/// with games among it, as `forsyth check` reads a `.txt`): paragraphs of
/// prose (no digit), and games, one of which goes on after a paragraph of
/// commentary, one with an illegal move (`Ke3`). Returns the text and the
/// byte offsets of the illegal moves.
fn prose_with_games(size: usize, line_end: &str) -> (Vec<u8>, Vec<usize>) {
    const WORDS: &[&str] = &[
        "the", "knight", "would", "rather", "stay", "where", "it", "stands,", "and", "so", "White",
        "keeps", "a", "small", "edge;", "but", "Black", "has", "no", "worries", "in", "this",
        "quiet", "line", "of", "play.", "Every", "master", "knows", "that", "patience", "wins",
        "more", "games", "than", "haste.",
    ];
    const GAMES: &[&str] = &[
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n\nHere the bishop must choose where to go and it retreats at once.\n\n4. Ba4 Nf6 5. O-O Be7",
        "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7",
        "1. e4 c5 2. Nf3 d6 3. Ke3 Nf6",
        "1. c4 e5 2. Nc3\nNf6 3. g3 d5 4. cxd5 Nxd5",
    ];
    let mut text = String::new();
    let mut illegal = Vec::new();
    let (mut w, mut g, mut p) = (0usize, 0usize, 0usize);
    while text.len() < size {
        p += 1;
        if p % 7 == 0 {
            let game = GAMES[g % GAMES.len()];
            if let Some(at) = game.find("Ke3") {
                illegal.push(at);
            }
            text.push_str(game);
            text.push_str("\n\n");
            g += 1;
            continue;
        }
        // A paragraph of a few wrapped lines.
        let lines = 2 + p % 5;
        for _ in 0..lines {
            let mut line = String::new();
            while line.len() < 64 {
                line.push_str(WORDS[(w * 7 + w / 3) % WORDS.len()]);
                line.push(' ');
                w += 1;
            }
            text.push_str(line.trim_end());
            text.push('\n');
        }
        text.push('\n');
    }
    // The offsets of `Ke3` once the line ends are replaced.
    let text = text.replace('\n', line_end);
    let illegal = text.match_indices("Ke3").map(|(at, _)| at).collect();
    (text.into_bytes(), illegal)
}

/// Bare text with no result is read in pieces of about half a megabyte, cut at
/// blank lines outside its games (memory stays bounded by the longest
/// game, not the text): the games found are those of reading each piece
/// alone, on one thread and on several, and the findings' lines and
/// offsets are those of the whole text.
#[test]
fn long_bare_text_is_read_in_pieces_with_the_games_of_each_piece() {
    use forsyth_notation::tree::PgnReader;
    let locales = Locales::embedded();
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    for line_end in ["\n", "\r\n"] {
        let (text, illegal) = prose_with_games(2_600_000, line_end);
        // The pieces, as the reader cuts the text.
        let mut reader = PgnReader::new(&text[..]).bare(true);
        let mut pieces = Vec::new();
        while let Some(chunk) = reader.next_game().unwrap() {
            pieces.push((chunk.offset(), chunk.line(), chunk.bytes().to_vec()));
        }
        assert!(pieces.len() >= 2, "{} pieces", pieces.len());
        for (offset, _, bytes) in &pieces[..pieces.len() - 1] {
            assert!(
                bytes.len() < 750_000,
                "a piece at {offset}: {}",
                bytes.len()
            );
            assert!(
                bytes.len() > 500_000,
                "a piece at {offset}: {}",
                bytes.len()
            );
        }
        // Each piece alone, its findings moved to its place.
        let mut alone = Vec::new();
        let mut games = 0;
        for (offset, line, bytes) in &pieces {
            let mut found = Vec::new();
            let stats = check_pgn_threads(&bytes[..], &locales, en, 1, |f| {
                let mut f = f.clone().into_owned();
                f.line += line - 1;
                f.end_line += line - 1;
                f.offset += offset;
                found.push(show(&f));
            })
            .unwrap();
            games += stats.games;
            alone.extend(found);
        }
        let one = check(&text, &locales, en, 1);
        assert_eq!(one.0.games, games);
        assert_eq!(one.1, alone);
        for threads in [2, 3] {
            assert_eq!(
                one,
                check(&text, &locales, en, threads),
                "{threads} threads"
            );
        }
        // Every game found whole (the one in two paragraphs too), every
        // illegal move where it stands.
        let games_expected = text.windows(3).filter(|w| w == b"1. ").count();
        assert_eq!(one.0.games as usize, games_expected);
        // (No game cut at its commentary: the only errors are the
        // illegal moves.)
        assert_eq!(one.0.errors as usize, illegal.len(), "{:?}", one.0);
        let mut seen = Vec::new();
        check_pgn_threads(&text[..], &locales, en, 2, |f| {
            if f.line_text.contains("Ke3") && f.diagnostic.severity == Severity::Error {
                assert!(text[f.offset as usize..].starts_with(b"Ke3"), "{}", show(f));
                let line = 1 + text[..f.offset as usize]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count() as u64;
                assert_eq!(f.line, line, "{}", show(f));
                seen.push(f.offset as usize);
            }
        })
        .unwrap();
        assert_eq!(seen, illegal);
    }
}
