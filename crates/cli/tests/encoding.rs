//! End-to-end tests of input that is not UTF-8: Windows-1252 and Latin-1
//! collections, UTF-16 with a byte order mark, Greek in ISO-8859-7, DOS code
//! page 437, and UTF-8 with stray bytes, read by `check` and `translate`
//! and written back by `translate` in the input's encoding.
//!
//! The games are real and published:
//!
//! * Réti–Tartakower, Vienna 1910: the moves as given by Tartakower, *A
//!   Breviary of Chess*, pp. 81–82, and Chernev, *The 1000 Best Short Games
//!   of Chess* (1955), p. 18 (see Edward Winter, "Réti v Tartakower, Vienna,
//!   1910", chesshistory.com).
//! * Larsen–Spassky, USSR v Rest of the World, Belgrade 1970, round 2: as in
//!   Burgess, Nunn and Emms, *The World's Greatest Chess Games* (1998).
//!   Its opening, the Nimzowitsch–Larsen Attack, is named with an en dash,
//!   which Windows-1252 has (0x96) and Latin-1 has not.
//! * Edward Lasker–G. A. Thomas, London, 29 October 1912: the moves as
//!   Lasker gave them in *Chess for Fun & Chess for Blood* (1942),
//!   pp. 117–123 (Winter, "Chaos in a Miniature"), here in German notation as
//!   a German collection in Latin-1 has them.
//! * E. Oikonomopoulos's problem of 1881 in Greek notation, the seed file
//!   `tests/data/seed/oikonomopoulos-1881.pgn`.
//! * 100 lichess games, `tests/data/pgn/lichess-100.pgn` (76 KB of ASCII;
//!   see `tests/data/pgn/SOURCES.md`).
//!
//! Every run sets its language explicitly, so the tests do not depend on the
//! machine's locale.

mod common;

use std::path::PathBuf;

use encoding_rs::{Encoding, ISO_8859_7, UTF_16BE, UTF_16LE, WINDOWS_1252};

/// Two games as an old Windows collection has them (UTF-8 here; the tests
/// encode them).
const WINDOWS_GAMES: &str = "\
[Event \"Vienna\"]
[Site \"Vienna AUT\"]
[Date \"1910.??.??\"]
[Round \"?\"]
[White \"Réti, Richard\"]
[Black \"Tartakower, Savielly\"]
[Result \"1-0\"]
[ECO \"B15\"]

1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+ 7. Bd2 Qxe5
8. O-O-O Nxe4 9. Qd8+ Kxd8 10. Bg5+ Kc7 11. Bd8# 1-0

[Event \"USSR vs. Rest of the World\"]
[Site \"Belgrade YUG\"]
[Date \"1970.??.??\"]
[Round \"2\"]
[White \"Larsen, Bent\"]
[Black \"Spassky, Boris\"]
[Result \"0-1\"]
[ECO \"A01\"]
[Opening \"Nimzowitsch–Larsen Attack\"]

1. b3 e5 2. Bb2 Nc6 3. c4 Nf6 4. Nf3 e4 5. Nd4 Bc5 6. Nxc6 dxc6 7. e3 Bf5
8. Qc2 Qe7 9. Be2 O-O-O 10. f4 Ng4 11. g3 h5 12. h3 h4 13. hxg4 hxg3 14. Rg1 Rh1
15. Rxh1 g2 16. Rf1 Qh4+ 17. Kd1 gxf1=Q+ 0-1
";

/// The same games with the moves in German.
const WINDOWS_GAMES_DE: &str = "\
[Event \"Vienna\"]
[Site \"Vienna AUT\"]
[Date \"1910.??.??\"]
[Round \"?\"]
[White \"Réti, Richard\"]
[Black \"Tartakower, Savielly\"]
[Result \"1-0\"]
[ECO \"B15\"]

1. e4 c6 2. d4 d5 3. Sc3 dxe4 4. Sxe4 Sf6 5. Dd3 e5 6. dxe5 Da5+ 7. Ld2 Dxe5
8. O-O-O Sxe4 9. Dd8+ Kxd8 10. Lg5+ Kc7 11. Ld8# 1-0

[Event \"USSR vs. Rest of the World\"]
[Site \"Belgrade YUG\"]
[Date \"1970.??.??\"]
[Round \"2\"]
[White \"Larsen, Bent\"]
[Black \"Spassky, Boris\"]
[Result \"0-1\"]
[ECO \"A01\"]
[Opening \"Nimzowitsch–Larsen Attack\"]

1. b3 e5 2. Lb2 Sc6 3. c4 Sf6 4. Sf3 e4 5. Sd4 Lc5 6. Sxc6 dxc6 7. e3 Lf5
8. Dc2 De7 9. Le2 O-O-O 10. f4 Sg4 11. g3 h5 12. h3 h4 13. hxg4 hxg3 14. Tg1 Th1
15. Txh1 g2 16. Tf1 Dh4+ 17. Kd1 gxf1=D+ 0-1
";

/// A game from a German collection in Latin-1 (ä, ü; no byte from 0x80 to
/// 0x9F).
const LATIN1_GAME: &str = "\
[Event \"Freie Partie\"]
[Site \"London, City of London Chess Club\"]
[Date \"1912.10.29\"]
[White \"Lasker, Edward\"]
[Black \"Thomas, George Alan\"]
[Result \"1-0\"]
[Opening \"Holländische Verteidigung\"]

{Züge nach Edward Lasker, Chess for Fun & Chess for Blood (1942).}
1. d4 f5 2. Sf3 e6 3. Sc3 Sf6 4. Lg5 Le7 5. Lxf6 Lxf6 6. e4 fxe4 7. Sxe4 b6
8. Ld3 Lb7 9. Se5 O-O 10. Dh5 De7 11. Dxh7+ Kxh7 12. Sxf6+ Kh6 13. Seg4+ Kg5
14. h4+ Kf4 15. g3+ Kf3 16. Le2+ Kg2 17. Th2+ Kg1 18. Kd2# 1-0
";

/// What a run of the binary produced.
struct Run {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
}

impl Run {
    fn stdout_text(&self) -> String {
        String::from_utf8(self.stdout.clone()).expect("stdout is UTF-8")
    }
}

/// The binary with `args`, its messages in `lang`, `input` on standard
/// input.
fn forsyth_in(lang: &str, args: &[&str], input: &[u8]) -> Run {
    let output = common::output(common::command(lang, args), input);
    Run {
        code: output.status.code(),
        stdout: output.stdout,
        stderr: common::text(output.stderr),
    }
}

fn forsyth(args: &[&str]) -> Run {
    forsyth_in("en", args, b"")
}

/// Writes `contents` to a file `name` of this test run's scratch folder.
fn scratch(name: &str, contents: &[u8]) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("forsyth-encoding");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("a scratch file");
    path.to_str().expect("a UTF-8 path").to_owned()
}

/// `text` in `encoding`, which must be able to write all of it.
fn encode(text: &str, encoding: &'static Encoding) -> Vec<u8> {
    if encoding == UTF_16LE || encoding == UTF_16BE {
        let big = encoding == UTF_16BE;
        return text
            .encode_utf16()
            .flat_map(|u| {
                if big {
                    u.to_be_bytes()
                } else {
                    u.to_le_bytes()
                }
            })
            .collect();
    }
    let (bytes, _, unmappable) = encoding.encode(text);
    assert!(!unmappable, "{} cannot write {text}", encoding.name());
    bytes.into_owned()
}

/// `bytes` read in `encoding`, which must all be valid.
fn decode(bytes: &[u8], encoding: &'static Encoding) -> String {
    let (text, malformed) = encoding.decode_without_bom_handling(bytes);
    assert!(!malformed, "not {}", encoding.name());
    text.into_owned()
}

fn seed_text() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/seed/oikonomopoulos-1881.pgn");
    std::fs::read_to_string(path).expect("the seed file is there")
}

fn lichess() -> Vec<u8> {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/pgn/lichess-100.pgn");
    std::fs::read(path).expect("the lichess sample is there")
}

/// The lines of standard error.
fn lines(stderr: &str) -> Vec<&str> {
    stderr.lines().collect()
}

#[test]
fn windows_1252_is_read_with_one_warning_and_written_back_byte_for_byte() {
    let bytes = encode(WINDOWS_GAMES, WINDOWS_1252);
    // As old collections have them: é is one byte, the en dash 0x96.
    assert!(bytes.windows(4).any(|w| w == b"R\xE9ti"));
    assert!(bytes.windows(13).any(|w| w == b"Nimzowitsch\x96L"));
    let file = scratch("reti-larsen.cp1252.pgn", &bytes);

    let check = forsyth(&["check", &file]);
    assert_eq!(check.code, Some(0), "{}", check.stderr);
    assert!(check.stdout.is_empty(), "{}", check.stdout_text());
    // One warning for the file, at its first byte that is not UTF-8, not one
    // per byte.
    assert_eq!(
        lines(&check.stderr),
        [format!(
            "warning: {file}:5:10: the file is not UTF-8; it is read as windows-1252 \
             (--encoding names another encoding)"
        )]
    );

    let de = forsyth(&["translate", "--to", "de", &file]);
    assert_eq!(de.code, Some(0), "{}", de.stderr);
    assert_eq!(lines(&de.stderr).len(), 1, "{}", de.stderr);
    // Windows-1252 again: only the moves changed.
    assert_eq!(de.stdout, encode(WINDOWS_GAMES_DE, WINDOWS_1252));

    // And back: the very bytes of the file.
    let german = scratch("reti-larsen-de.cp1252.pgn", &de.stdout);
    let en = forsyth(&["translate", "--from", "de", "--to", "en", &german]);
    assert_eq!(en.code, Some(0), "{}", en.stderr);
    assert_eq!(en.stdout, bytes);

    // Named, the encoding is not warned about.
    let named = forsyth(&[
        "translate",
        "--encoding",
        "windows-1252",
        "--to",
        "de",
        &file,
    ]);
    assert_eq!((named.code, named.stderr.as_str()), (Some(0), ""));
    assert_eq!(named.stdout, de.stdout);

    // Or written as UTF-8 when asked.
    let utf8 = forsyth(&[
        "translate",
        "--to",
        "de",
        "--output-encoding",
        "utf-8",
        &file,
    ]);
    assert_eq!(utf8.code, Some(0), "{}", utf8.stderr);
    assert_eq!(utf8.stdout_text(), WINDOWS_GAMES_DE);
}

#[test]
fn a_latin1_collection_in_german_notation() {
    let bytes = encode(LATIN1_GAME, WINDOWS_1252);
    assert!(
        bytes.iter().all(|b| !(0x80..0xA0).contains(b)),
        "Latin-1 only"
    );
    assert!(bytes.windows(3).any(|w| w == b"Z\xFCg"));
    let file = scratch("lasker-thomas.latin1.pgn", &bytes);

    let check = forsyth(&["check", "--lang", "de", "--encoding", "latin1", &file]);
    assert_eq!(
        (check.code, check.stderr.as_str(), check.stdout.len()),
        (Some(0), "", 0)
    );

    let en = forsyth(&["translate", "--encoding", "latin1", "--to", "en", &file]);
    assert_eq!((en.code, en.stderr.as_str()), (Some(0), ""));
    let text = decode(&en.stdout, WINDOWS_1252);
    assert!(text.contains("{Züge nach Edward Lasker"), "{text}");
    assert!(
        text.contains("[Opening \"Holländische Verteidigung\"]"),
        "{text}"
    );
    assert!(
        text.contains("11. Qxh7+ Kxh7 12. Nxf6+ Kh6 13. Neg4+ Kg5"),
        "{text}"
    );
    assert!(text.contains("17. Rh2+ Kg1 18. Kd2# 1-0"), "{text}");
    // Only move words changed: the rest is the file's own bytes.
    let back = scratch("lasker-thomas-en.latin1.pgn", &en.stdout);
    let de = forsyth(&["translate", "--encoding", "latin1", "--to", "de", &back]);
    assert_eq!(de.stdout, bytes);

    // Found without --encoding: the same, with one warning.
    let found = forsyth(&["translate", "--to", "en", &file]);
    assert_eq!(found.stdout, en.stdout);
    assert_eq!(lines(&found.stderr).len(), 1, "{}", found.stderr);
    assert!(found.stderr.contains(":7:15: "), "{}", found.stderr);
}

#[test]
fn utf16_with_a_byte_order_mark() {
    let seed = seed_text();
    let utf8_de = forsyth_in("en", &["translate", "--to", "de"], seed.as_bytes());
    assert_eq!(utf8_de.code, Some(0), "{}", utf8_de.stderr);
    for (encoding, bom) in [(UTF_16LE, &b"\xFF\xFE"[..]), (UTF_16BE, &b"\xFE\xFF"[..])] {
        let mut bytes = bom.to_vec();
        bytes.extend(encode(&seed, encoding));
        let file = scratch(&format!("seed.{}.pgn", encoding.name()), &bytes);

        let check = forsyth(&["check", &file]);
        assert_eq!(
            (check.code, check.stderr.as_str(), check.stdout.len()),
            (Some(0), "", 0)
        );
        // The same encoding, with its mark, comes out.
        let de = forsyth(&["translate", "--to", "de", &file]);
        assert_eq!((de.code, de.stderr.as_str()), (Some(0), ""));
        assert!(de.stdout.starts_with(bom));
        assert_eq!(decode(&de.stdout[2..], encoding), utf8_de.stdout_text());
        // Greek to Greek gives the file back.
        let el = forsyth(&["translate", "--to", "el", &file]);
        assert_eq!(el.stdout, bytes);
        let utf8 = forsyth(&[
            "translate",
            "--to",
            "de",
            "--output-encoding",
            "utf-8",
            &file,
        ]);
        assert_eq!(utf8.stdout, utf8_de.stdout);
    }
}

#[test]
fn places_are_those_of_the_decoded_text_in_characters() {
    // An illegal move after accented text and an en dash: in Windows-1252
    // each is one byte, in UTF-8 two and three, in UTF-16 two; the column
    // counts characters in all of them.
    let text = "[White \"Réti\"]\n\n{Réti – Tartakower} 1. e4 c6 2. Ke3 *\n";
    let column = text.lines().nth(2).unwrap().find("Ke3").unwrap();
    let column = text.lines().nth(2).unwrap()[..column].chars().count() + 1;
    let expected = format!(
        "\"line\":3,\"column\":{column},\"end_line\":3,\"end_column\":{}",
        column + 3
    );
    let mut utf16 = b"\xFF\xFE".to_vec();
    utf16.extend(encode(text, UTF_16LE));
    for (name, bytes) in [
        ("place.cp1252.pgn", encode(text, WINDOWS_1252)),
        ("place.utf8.pgn", text.as_bytes().to_vec()),
        ("place.utf16.pgn", utf16),
    ] {
        let file = scratch(name, &bytes);
        let json = forsyth(&["check", "--format", "json", &file]);
        assert_eq!(json.code, Some(1), "{name}: {}", json.stderr);
        assert!(
            json.stdout_text().contains(&expected),
            "{name}: {}",
            json.stdout_text()
        );
        assert!(json.stdout_text().contains("illegal-move"), "{name}");
        // The line is quoted as decoded.
        let shown = forsyth(&["check", &file]).stdout_text();
        assert!(
            shown.contains("3 | {Réti – Tartakower} 1. e4 c6 2. Ke3 *"),
            "{name}: {shown}"
        );
    }
}

#[test]
fn greek_in_iso_8859_7() {
    let seed = seed_text();
    let bytes = encode(&seed, ISO_8859_7);
    // Κλειδί in ISO-8859-7.
    assert!(bytes.windows(6).any(|w| w == b"\xCA\xEB\xE5\xE9\xE4\xDF"));
    let file = scratch("seed.iso-8859-7.pgn", &bytes);

    // Not UTF-8: its Greek letters tell a Greek code page (ISO-8859-7 and
    // Windows-1253 write the letters the same), which the warning names,
    // and the problem reads as it does named.
    let guessed = forsyth(&["check", &file]);
    assert_eq!((guessed.code, guessed.stdout.len()), (Some(0), 0));
    assert!(
        guessed.stderr.contains("read as ISO-8859-7")
            || guessed.stderr.contains("read as windows-1253"),
        "{}",
        guessed.stderr
    );

    // Named, it reads as the Greek it is.
    let check = forsyth(&["check", "--encoding", "iso-8859-7", &file]);
    assert_eq!(
        (check.code, check.stderr.as_str(), check.stdout.len()),
        (Some(0), "", 0)
    );
    let de = forsyth(&["translate", "--encoding", "iso-8859-7", "--to", "de", &file]);
    assert_eq!((de.code, de.stderr.as_str()), (Some(0), ""));
    let text = decode(&de.stdout, ISO_8859_7);
    assert!(text.contains("{Κλειδί :} 1. Sd4! Kd7"), "{text}");
    let el = forsyth(&["translate", "--encoding", "iso-8859-7", "--to", "el", &file]);
    assert_eq!(el.stdout, bytes);
}

/// Larsen–Spassky as a Greek collection might keep it, the place in Greek
/// (ISO-8859-7 has no é and no en dash, so the other game and the opening's
/// name stay out).
const LARSEN_SPASSKY: &str = "\
[Event \"USSR vs. Rest of the World\"]
[Site \"Belgrade YUG\"]
[Date \"1970.??.??\"]
[Round \"2\"]
[White \"Larsen, Bent\"]
[Black \"Spassky, Boris\"]
[Result \"0-1\"]

{Βελιγράδι, 1970.} 1. b3 e5 2. Bb2 Nc6 3. c4 Nf6 4. Nf3 e4 5. Nd4 Bc5 6. Nxc6 dxc6
7. e3 Bf5 8. Qc2 Qe7 9. Be2 O-O-O 10. f4 Ng4 11. g3 h5 12. h3 h4 13. hxg4 hxg3
14. Rg1 Rh1 15. Rxh1 g2 16. Rf1 Qh4+ 17. Kd1 gxf1=Q+ 0-1
";

#[test]
fn a_game_written_in_greek_notation_in_iso_8859_7_and_read_back() {
    let el = forsyth_in(
        "en",
        &["translate", "--to", "el", "--output-encoding", "iso-8859-7"],
        LARSEN_SPASSKY.as_bytes(),
    );
    assert_eq!((el.code, el.stderr.as_str()), (Some(0), ""));
    let greek = decode(&el.stdout, ISO_8859_7);
    assert!(
        greek.contains("{Βελιγράδι, 1970.} 1. β3 ε5 2. Αβ2 Ιγ6"),
        "{greek}"
    );
    assert!(greek.contains("17. Ρδ1 ηxζ1=Β+ 0-1"), "{greek}");
    let file = scratch("larsen-spassky.el.iso-8859-7.pgn", &el.stdout);
    let check = forsyth(&["check", "--lang", "el", "--encoding", "iso-8859-7", &file]);
    assert_eq!(
        (check.code, check.stderr.as_str(), check.stdout.len()),
        (Some(0), "", 0)
    );
    let en = forsyth(&[
        "translate",
        "--encoding",
        "iso-8859-7",
        "--output-encoding",
        "utf-8",
        "--to",
        "en",
        &file,
    ]);
    assert_eq!(en.stdout_text(), LARSEN_SPASSKY);
}

#[test]
fn bytes_that_are_not_utf8_in_a_utf8_file() {
    // The Greek seed in UTF-8, then a game pasted from a Windows file.
    let seed = seed_text();
    let mut bytes = seed.as_bytes().to_vec();
    bytes.push(b'\n');
    bytes.extend(encode(WINDOWS_GAMES, WINDOWS_1252));
    let file = scratch("mixed.pgn", &bytes);
    let line = seed.lines().count() + 1 + 5;

    let check = forsyth(&["check", &file]);
    assert_eq!(check.code, Some(0), "{}", check.stderr);
    assert!(check.stdout.is_empty());
    assert_eq!(
        lines(&check.stderr),
        [format!(
            "warning: {file}:{line}:10: bytes that are not UTF-8 in a UTF-8 file; they are \
             read as windows-1252 characters, here and further on (--encoding names the \
             encoding of the whole file)"
        )]
    );
    // The output is UTF-8 throughout.
    let de = forsyth(&["translate", "--to", "de", &file]);
    assert_eq!(de.code, Some(0), "{}", de.stderr);
    assert_eq!(lines(&de.stderr).len(), 1);
    let text = de.stdout_text();
    assert!(text.contains("{Κλειδί :} 1. Sd4!"), "{text}");
    assert!(text.ends_with(WINDOWS_GAMES_DE), "{text}");

    // `--encoding utf-8` is strict: each such byte is a syntax error, as
    // the reader finds it.
    let strict = forsyth(&["check", "--encoding", "utf-8", &file]);
    assert_eq!((strict.code, strict.stderr.as_str()), (Some(1), ""));
    let shown = strict.stdout_text();
    assert_eq!(shown.matches("error[syntax]").count(), 2, "{shown}");
}

#[test]
fn standard_input_is_decoded_as_it_streams() {
    // 76 KB of ASCII before the first accent: more than a first block.
    let ascii = lichess();
    let mut bytes = ascii.clone();
    bytes.extend(encode(WINDOWS_GAMES, WINDOWS_1252));
    let line = ascii.iter().filter(|&&b| b == b'\n').count() + 5;
    let run = forsyth_in("en", &["translate", "--to", "en"], &bytes);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        lines(&run.stderr),
        [format!(
            "warning: <stdin>:{line}:10: the file is not UTF-8; it is read as windows-1252 \
             (--encoding names another encoding)"
        )]
    );
    assert_eq!(run.stdout, bytes);

    // More ASCII than the reader looks through (1 MiB): the input is taken
    // as UTF-8, and the Windows-1252 bytes found later are one warning, not
    // a flood, and come out as UTF-8.
    let mut long = Vec::new();
    while long.len() <= 1024 * 1024 {
        long.extend_from_slice(&ascii);
    }
    let line = long.iter().filter(|&&b| b == b'\n').count() + 5;
    long.extend(encode(WINDOWS_GAMES, WINDOWS_1252));
    let run = forsyth_in("en", &["check", "-"], &long);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(lines(&run.stderr).len(), 1, "{}", run.stderr);
    assert!(
        run.stderr
            .contains(&format!("<stdin>:{line}:10: bytes that are not UTF-8")),
        "{}",
        run.stderr
    );
    let run = forsyth_in("en", &["translate"], &long);
    assert_eq!(run.code, Some(0));
    assert!(run.stdout_text().ends_with(WINDOWS_GAMES));
}

#[test]
fn code_page_437() {
    let text = "[White \"Réti, Richard\"]\n\n1. e4 c6 *\n";
    // é is 0x82 in code page 437.
    let bytes = b"[White \"R\x82ti, Richard\"]\n\n1. e4 c6 *\n";
    let file = scratch("dos.cp437.pgn", bytes);
    let utf8 = forsyth(&[
        "translate",
        "--encoding",
        "cp437",
        "--output-encoding",
        "utf-8",
        &file,
    ]);
    assert_eq!(utf8.stdout_text(), text);
    let de = forsyth(&["translate", "--encoding", "ibm437", "--to", "de", &file]);
    assert_eq!((de.code, de.stdout.as_slice()), (Some(0), &bytes[..]));
}

#[test]
fn a_utf8_byte_order_mark_stays() {
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(WINDOWS_GAMES.as_bytes());
    let file = scratch("bom.pgn", &bytes);
    let check = forsyth(&["check", &file]);
    assert_eq!(
        (check.code, check.stderr.as_str(), check.stdout.len()),
        (Some(0), "", 0)
    );
    let de = forsyth(&["translate", "--to", "de", &file]);
    assert!(de.stdout.starts_with(b"\xEF\xBB\xBF[Event"));
    assert_eq!(&de.stdout[3..], WINDOWS_GAMES_DE.as_bytes());
}

#[test]
fn an_unknown_label_is_a_usage_error() {
    let file = scratch("plain.pgn", b"1. e4 *\n");
    for command in ["translate", "check"] {
        let run = forsyth(&[command, "--encoding", "klingon", &file]);
        assert_eq!(run.code, Some(2), "{command}");
        assert!(run.stdout.is_empty());
        assert_eq!(
            run.stderr,
            "error: unknown encoding 'klingon': give a label of the WHATWG Encoding \
             Standard, such as utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, \
             koi8-r, cp866, utf-16le, or cp437\n"
        );
    }
    let run = forsyth(&["translate", "--output-encoding", "ebcdic", &file]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("'ebcdic'"), "{}", run.stderr);
    let de = forsyth_in("de", &["check", "--encoding", "klingon", &file], b"");
    assert!(
        de.stderr
            .starts_with("Fehler: unbekannte Kodierung „klingon“"),
        "{}",
        de.stderr
    );
}

#[test]
fn what_the_output_encoding_cannot_write_is_never_replaced() {
    let file = scratch(
        "greek-target.cp1252.pgn",
        &encode(WINDOWS_GAMES, WINDOWS_1252),
    );
    // Greek moves into Windows-1252: every game is still translated, into
    // UTF-8, with a warning that says so.
    let run = forsyth(&["translate", "--to", "el", &file]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout_text().contains("11. Αδ8# 1-0"));
    assert!(
        run.stderr.ends_with(
            "warning: windows-1252 cannot write the moves in Ελληνικά (ΙΑΠΒΡαβγδεζηθ): \
             the translation is written in UTF-8 (--output-encoding names another encoding)\n"
        ),
        "{}",
        run.stderr
    );
    // Asked for by name, an encoding that cannot write the moves is refused
    // before anything is written.
    let run = forsyth(&[
        "translate",
        "--to",
        "el",
        "--output-encoding",
        "latin1",
        &file,
    ]);
    assert_eq!(run.code, Some(2));
    assert!(run.stdout.is_empty());
    assert!(
        run.stderr.ends_with(
            "error: windows-1252 cannot write the moves in Ελληνικά (ΙΑΠΒΡαβγδεζηθ): \
             give --output-encoding utf-8\n"
        ),
        "{}",
        run.stderr
    );
    // Figurines likewise.
    let run = forsyth(&[
        "translate",
        "--style",
        "fan",
        "--output-encoding",
        "windows-1252",
        &file,
    ]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("♔"), "{}", run.stderr);
    // With UTF-8 output they are written.
    let run = forsyth(&[
        "translate",
        "--to",
        "el",
        "--output-encoding",
        "utf-8",
        &file,
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout_text().contains("11. Αδ8# 1-0"));

    // A comment that the output's encoding cannot write: the output stops
    // right before it, with an error that says where.
    let seed = seed_text();
    let run = forsyth_in(
        "en",
        &["translate", "--to", "de", "--output-encoding", "latin1"],
        seed.as_bytes(),
    );
    assert_eq!(run.code, Some(2));
    let stop = seed.find('{').unwrap();
    assert_eq!(run.stdout, seed.as_bytes()[..stop + 1]);
    assert_eq!(
        run.stderr,
        "error: line 10 of the output: windows-1252 cannot write 'Κ' (U+039A); the \
         translation stops there: give --output-encoding utf-8\n"
    );
}

#[test]
fn the_warnings_are_in_the_users_language() {
    let file = scratch("language.cp1252.pgn", &encode(WINDOWS_GAMES, WINDOWS_1252));
    let english = forsyth(&["check", &file]).stderr;
    for (lang, prefix) in [
        ("de", "Warnung: "),
        ("it", "avviso: "),
        ("el", "προειδοποίηση: "),
        ("he", "אזהרה: "),
    ] {
        let run = forsyth_in(lang, &["check", &file], b"");
        assert_eq!(run.code, Some(0));
        assert_eq!(lines(&run.stderr).len(), 1, "{lang}: {}", run.stderr);
        assert!(run.stderr.starts_with(prefix), "{lang}: {}", run.stderr);
        assert!(
            run.stderr.contains("windows-1252"),
            "{lang}: {}",
            run.stderr
        );
        assert!(run.stderr.contains(":5:10"), "{lang}: {}", run.stderr);
        assert_ne!(run.stderr, english);
    }
}

#[test]
fn help_tells_of_the_encodings() {
    let translate = forsyth(&["translate", "--help"]).stdout_text();
    assert!(translate.contains("--encoding <LABEL>"), "{translate}");
    assert!(
        translate.contains("--output-encoding <LABEL>"),
        "{translate}"
    );
    assert!(
        translate.contains("code page its letters and moves tell"),
        "{translate}"
    );
    let check = forsyth(&["check", "--help"]).stdout_text();
    assert!(check.contains("--encoding <LABEL>"), "{check}");
    assert!(check.contains("decoded"), "{check}");
    let greek = forsyth_in("el", &["check", "--help"], b"").stdout_text();
    assert!(greek.contains("κωδικοποίηση"), "{greek}");
}

/// The notice of a stray byte comes out in the order of the text, among
/// the findings: after those of the games before it, before those after
/// it. (The reader reads ahead of the findings: said as its bytes were
/// read, it came out before them all in a small file, and at a place
/// that changed from run to run in a large one.)
#[test]
fn a_stray_byte_is_said_in_the_order_of_the_text() {
    // The Greek seed in UTF-8, the illegal alternatives of
    // `tests/data/findings/illegal-moves.pgn`, a game pasted from a
    // Windows file, and the illegal alternatives again.
    let illegal = std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../tests/data/findings/illegal-moves.pgn"),
    )
    .expect("the fixture is there");
    let mut bytes = seed_text().into_bytes();
    bytes.push(b'\n');
    bytes.extend(&illegal);
    bytes.push(b'\n');
    let before = bytes.len();
    bytes.extend(encode(WINDOWS_GAMES, WINDOWS_1252));
    // The line of the first byte that is not ASCII in the pasted game.
    let stray = before + bytes[before..].iter().position(|b| !b.is_ascii()).unwrap();
    let stray_line = bytes[..stray].iter().filter(|&&b| b == b'\n').count() + 1;
    bytes.push(b'\n');
    bytes.extend(&illegal);
    let file = scratch("stray-among-findings.pgn", &bytes);
    let run = forsyth(&["translate", "--to", "de", &file]);
    let lines = lines(&run.stderr);
    let at = lines
        .iter()
        .position(|l| l.starts_with("warning: ") && l.contains("not UTF-8 in a UTF-8 file"))
        .unwrap_or_else(|| panic!("no notice: {}", run.stderr));
    assert!(
        lines[at].starts_with(&format!("warning: {file}:{stray_line}:")),
        "{}",
        lines[at]
    );
    // As many findings on each side, each on its side of the notice.
    let line_of = |l: &str| -> usize {
        l.strip_prefix(&format!("{file}:"))
            .and_then(|rest| rest.split(':').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("not a finding: {l}"))
    };
    assert!(at > 0);
    assert_eq!(at, lines.len() - 1 - at, "{}", run.stderr);
    assert!(lines[..at].iter().all(|l| line_of(l) < stray_line));
    assert!(lines[at + 1..].iter().all(|l| line_of(l) > stray_line));
}

/// A real page of each script with a code page of its own, saved in that
/// code page as old Windows editors did (Greek Windows-1253, Hebrew
/// Windows-1255, Russian Windows-1251, Czech Windows-1250): read with no
/// encoding named, each is told by its letters and reads exactly as the
/// UTF-8 page does (the same findings at the same places), with one warning
/// naming the code page, and translates as it does, written back in its
/// code page.
#[test]
fn pages_in_the_code_pages_of_their_scripts_are_told_by_their_letters() {
    let pages = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/pages");
    for (page, lang, encoding) in [
        ("el-wikipedia-napoleon.txt", "el", encoding_rs::WINDOWS_1253),
        (
            "he-wikipedia-mat-legal.txt",
            "he",
            encoding_rs::WINDOWS_1255,
        ),
        (
            "ru-panov-interesnaya-igra.txt",
            "ru",
            encoding_rs::WINDOWS_1251,
        ),
        ("cs-nss-szabo-short.txt", "cs", encoding_rs::WINDOWS_1250),
    ] {
        let text = std::fs::read_to_string(pages.join(page)).expect("the page is there");
        let utf8 = scratch(page, text.as_bytes());
        let legacy = scratch(
            &format!("{}.{page}", encoding.name()),
            &encode(&text, encoding),
        );
        let want = forsyth(&["check", "--format", "json", &utf8]);
        let got = forsyth(&["check", "--format", "json", &legacy]);
        assert_eq!(
            got.stdout_text().replace(&legacy, &utf8),
            want.stdout_text(),
            "{page}"
        );
        assert_eq!(got.code, want.code, "{page}");
        assert_eq!(
            lines(&got.stderr)
                .iter()
                .filter(|l| l.contains(&format!("read as {}", encoding.name())))
                .count(),
            1,
            "{page}: {}",
            got.stderr
        );
        let want = forsyth(&["translate", "--from", lang, "--to", "en", &utf8]);
        let got = forsyth(&["translate", "--from", lang, "--to", "en", &legacy]);
        assert_eq!(got.stdout, encode(&want.stdout_text(), encoding), "{page}");
    }
}
