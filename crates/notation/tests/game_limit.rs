//! The longest game read, as an option (issue 16): `ReadOptions::
//! max_game_bytes` (the command line's `--max-game-size`, the language
//! server's `maxGameSize`). A game past it is reported once, at its first
//! character, with the limit in force; it is not read, a translation
//! copies it unchanged, and the games after it are read, whether the
//! stream is read on one thread or cut into blocks for two, and whether
//! the game is found whole or grows past the limit as it is read.

use forsyth_notation::{
    analysis::LanguageChoice,
    diagnostic::{Arg, Code},
    lint::check_pgn_with,
    locale::Locales,
    translate::{ReadOptions, translate_pgn},
    tree::{MAX_GAME_BYTES, MAX_GAME_LIMIT, MIN_GAME_LIMIT, SizeError, parse_size},
    write::Target,
};

const BEFORE: &str = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 *\n\n";
const AFTER: &str = "[Event \"c\"]\n\n1. d4 d5 2. Nc3 Nf6 3. Ke3 *\n";

/// A game of `plies` knight moves out and back, one move pair a line
/// (about 11 bytes a ply), on line 5 of a stream between two short games
/// (the last with an illegal king move); and where it starts.
fn stream(plies: usize) -> (String, usize) {
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut big = String::from("[Event \"b\"]\n\n");
    for i in 0..plies {
        if i % 2 == 0 {
            big.push_str(&format!("{}. ", i / 2 + 1));
        }
        big.push_str(moves[i % 4]);
        big.push(if i % 2 == 1 { '\n' } else { ' ' });
    }
    big.push_str("*\n\n");
    (format!("{BEFORE}{big}{AFTER}"), BEFORE.len())
}

/// The findings of a check of `pgn` with games of at most `limit` bytes,
/// on `threads` threads: code, line, column and arguments.
fn check(pgn: &str, limit: usize, threads: usize) -> Vec<(Code, u64, u64, Vec<Arg>)> {
    let locales = Locales::embedded();
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    let options = ReadOptions {
        threads,
        max_game_bytes: limit,
        ..ReadOptions::new(en)
    };
    let mut found = Vec::new();
    check_pgn_with(pgn.as_bytes(), &locales, options, |f| {
        let args = f.diagnostic.args.iter().map(|a| a.1.clone()).collect();
        found.push((f.diagnostic.code, f.line, f.column, args));
    })
    .unwrap();
    found
}

#[test]
fn sizes_are_read_with_their_units_and_within_the_limits() {
    assert_eq!(parse_size("64MiB"), Ok(64 << 20));
    assert_eq!(parse_size("1M"), Ok(1 << 20));
    assert_eq!(parse_size("512KiB"), Ok(512 << 10));
    assert_eq!(parse_size("512 kib"), Ok(512 << 10));
    assert_eq!(parse_size("4096"), Ok(4096));
    assert_eq!(parse_size("4096B"), Ok(4096));
    assert_eq!(parse_size("1G"), Ok(1 << 30));
    assert_eq!(parse_size("10KB"), Ok(10_000));
    assert_eq!(parse_size("2MB"), Ok(2_000_000));
    assert_eq!(parse_size(" 4k "), Ok(4096));
    assert_eq!(parse_size(&MIN_GAME_LIMIT.to_string()), Ok(MIN_GAME_LIMIT));
    assert_eq!(parse_size(&MAX_GAME_LIMIT.to_string()), Ok(MAX_GAME_LIMIT));
    for text in [
        "",
        "MiB",
        "64 MiBs",
        "-1",
        "1.5M",
        "0x400",
        "64 M iB",
        "4Ki",
        "１０２４",
    ] {
        assert_eq!(parse_size(text), Err(SizeError::NotASize), "{text:?}");
    }
    for text in ["0", "0M", "1023", "1000B"] {
        assert_eq!(parse_size(text), Err(SizeError::TooSmall), "{text:?}");
    }
    let beyond = (MAX_GAME_LIMIT + 1).to_string();
    for text in [
        "2G",
        "1025M",
        &beyond,
        "99999999999999999999999",
        "18446744073709551615K",
    ] {
        assert_eq!(parse_size(text), Err(SizeError::TooLarge), "{text:?}");
    }
}

#[test]
fn a_game_past_the_limit_is_reported_at_its_start_and_the_next_read() {
    // 11 KB, found whole in the reader's first segment; 150 KB, grown
    // past the limit before its end is seen; a line of 300 KB, past what
    // the two threads' reader cuts into blocks.
    for plies in [1_800, 20_000] {
        let (pgn, _) = stream(plies);
        for threads in [1, 2] {
            let found = check(&pgn, 4 << 10, threads);
            let too_large: Vec<_> = found.iter().filter(|f| f.0 == Code::GameTooLarge).collect();
            assert_eq!(
                too_large.len(),
                1,
                "{plies} plies, {threads} threads: {found:?}"
            );
            assert_eq!((too_large[0].1, too_large[0].2), (5, 1), "{found:?}");
            assert_eq!(
                too_large[0].3,
                [Arg::Number(4), Arg::Text("kib".into())],
                "the limit in force"
            );
            let illegal: Vec<_> = found.iter().filter(|f| f.0 == Code::IllegalMove).collect();
            assert_eq!(
                illegal.len(),
                1,
                "{plies} plies, {threads} threads: {found:?}"
            );
            assert_eq!(illegal[0].1, 7 + plies as u64 / 2 + 4, "{found:?}");
            // Under the default limit, the same game is read.
            assert!(
                check(&pgn, MAX_GAME_BYTES, threads)
                    .iter()
                    .all(|f| f.0 != Code::GameTooLarge)
            );
        }
    }
    let line = format!("{BEFORE}{}\n{AFTER}", "x".repeat(300 << 10));
    for threads in [1, 2] {
        let found = check(&line, 64 << 10, threads);
        let too_large: Vec<_> = found.iter().filter(|f| f.0 == Code::GameTooLarge).collect();
        assert_eq!(too_large.len(), 1, "{threads} threads: {found:?}");
        assert_eq!(too_large[0].1, 5);
        assert_eq!(too_large[0].3[0], Arg::Number(64));
        assert!(found.iter().any(|f| f.0 == Code::IllegalMove && f.1 == 8));
    }
    // A limit that is no whole number of KiB is stated in bytes.
    let (pgn, _) = stream(1_800);
    let found = check(&pgn, 5000, 1);
    assert!(
        found
            .iter()
            .any(|f| f.0 == Code::GameTooLarge
                && f.3 == [Arg::Number(5000), Arg::Text("bytes".into())]),
        "{found:?}"
    );
}

#[test]
fn a_translation_copies_the_game_past_the_limit_unchanged() {
    let locales = Locales::embedded();
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    let target = Target {
        locale: locales.get("de").unwrap(),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    for plies in [1_800, 20_000] {
        let (pgn, start) = stream(plies);
        let end = pgn.len() - AFTER.len();
        for threads in [1, 2] {
            let mut out = Vec::new();
            let mut codes = Vec::new();
            let options = ReadOptions {
                threads,
                max_game_bytes: 4 << 10,
                ..ReadOptions::new(en)
            };
            translate_pgn(
                pgn.as_bytes(),
                &mut out,
                &locales,
                options,
                &target,
                |f| codes.push(f.diagnostic.code),
                |_| {},
            )
            .unwrap();
            let out = String::from_utf8(out).unwrap();
            assert_eq!(out.len(), pgn.len());
            assert_eq!(&out[..start], BEFORE.replace("Nf3", "Sf3"));
            assert_eq!(&out[start..end], &pgn[start..end], "copied as it is");
            assert_eq!(&out[end..], AFTER.replace("Nc3 Nf6", "Sc3 Sf6"));
            assert!(codes.contains(&Code::GameTooLarge), "{codes:?}");
        }
    }
}
