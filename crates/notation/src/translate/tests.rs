//! The streaming translation driver agrees with the in-memory one, and
//! the plain reader with the tree on translated games. (Here, beside the
//! driver, because it runs the translation.)

use crate::{
    analysis::LanguageChoice,
    events::tests::{compare, real_games},
    locale::Locales,
    translate::{
        ReadOptions, evaluation_apart, printed_glyph, sign_apart, translate_pgn,
        translate_pgn_written, translate_text, without_placeholders,
    },
    write::{Notation, Target},
};

/// The real games, and their first 20 kB translated into every language
/// in short and long notation.
fn texts(locales: &Locales) -> Vec<Vec<u8>> {
    let en = locales.get("en").unwrap();
    let mut texts = real_games();
    for locale in locales.iter() {
        for notation in [Notation::San, Notation::Lan] {
            let target = Target {
                locale,
                notation: Some(notation),
                isolate: false,
                comments: Default::default(),
            };
            let (out, _) = translate_text(
                &texts[0][..20_000],
                locales,
                LanguageChoice::Fixed(en),
                &target,
            );
            texts.push(out);
        }
    }
    texts
}

#[test]
fn translated_games_are_read_plain_with_the_trees_events() {
    let locales = Locales::embedded();
    for (i, text) in texts(&locales).iter().enumerate().skip(3) {
        let (taken, games) = compare(text);
        assert!(taken * 100 >= games * 80, "file {i}: {taken} of {games}");
    }
}

/// The streaming translation, on one thread or two, is the in-memory one.
#[test]
fn streaming_translation_is_the_in_memory_one() {
    let locales = Locales::embedded();
    let mut texts = texts(&locales);
    texts.truncate(6);
    texts.push(
        "[Event \"x\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 # 1-0\n\n\
         [Event \"y\"]\n\n1. e4 e5 2. Nf3 N 2... Nc6 3. Bb5 *\n\n\
         [Event \"z\"]\n\n1. e4 e5 2. Kf3 Nc6 3. Bb5 *\n"
            .as_bytes()
            .to_vec(),
    );
    let targets = [
        ("de", None),
        ("he", Some(Notation::Lan)),
        ("el", Some(Notation::Fan)),
        ("it", None),
    ];
    for (i, text) in texts.iter().enumerate() {
        let (tag, notation) = targets[i % targets.len()];
        let target = Target {
            locale: locales.get(tag).unwrap(),
            notation,
            isolate: false,
            comments: Default::default(),
        };
        let (expected, _) = translate_text(text, &locales, LanguageChoice::Auto, &target);
        for threads in [1, 2] {
            let out = streamed(text, &locales, &target, threads);
            assert!(
                out == expected,
                "text {i}, {threads} threads:\n{}",
                String::from_utf8_lossy(&out)
            );
        }
    }
}

/// `text` translated by the streaming driver on `threads` threads, the
/// language found.
fn streamed(text: &[u8], locales: &Locales, target: &Target<'_>, threads: usize) -> Vec<u8> {
    let mut out = Vec::new();
    translate_pgn(
        text,
        &mut out,
        locales,
        ReadOptions {
            threads,
            ..ReadOptions::new(LanguageChoice::Auto)
        },
        target,
        |_| {},
        |_| {},
    )
    .unwrap();
    out
}

/// A note of a game of the text's head is written in the language of its
/// game's moves alone, in memory as in the streaming driver, which writes
/// those games before the file's language is known (the fuzz target
/// `pgn_check` found them apart: `{Bb5` after a game whose moves read alike
/// in several languages, the file's language Bulgarian).
#[test]
fn notes_of_the_heads_games_are_written_as_the_stream_writes_them() {
    let locales = Locales::embedded();
    let texts: [&[u8]; 5] = [
        b"\x01e4[]S\n[y\"{Bb5",
        b"\x01e4 {Bb5",
        b"1. e4 e5 {Bb5} *\n",
        b"Text.\n\n1. e4 e5 2. Bb5 c6 (Bb5 a6) 1-0\n\nMore text 1. e4 {Bb5} *\n",
        b"1.e4 e5 2.Cf3 Cc6 3.Ab5 {Bb5} 1-0\n",
    ];
    streamed_as_in_memory(&locales, &texts, &["bg", "de", "en", "he"]);
}

/// A White move under a number lower than its own that plays where it
/// stands and at the earlier move too (`2. Nf3` after `2. e4 e5`, the game
/// numbered from 2) is told apart by the moves after it: the streamed walk,
/// which has no list to look ahead in, walks the game again from it, and
/// reads it as the list does (the fuzz target `pgn_check` found the two
/// apart: streamed, `2. Nf3` was the line's move and the alternative
/// `1. e4` after it translated; in memory, `2. Nf3` was the alternative and
/// the moves from `1. e4` copied as written).
#[test]
fn an_alternative_told_by_the_moves_after_it_is_read_alike_streamed() {
    let locales = Locales::embedded();
    let texts: [&[u8]; 2] = [
        b"[Event \"a\"]\n\n2. e4 e5 2. Nf3 Nc6 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n",
        b"[Event \"a\"]\n\n\x0b\x0b2. e4 e5 2. Nf3 Nc6 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\
          Nc6 33. Bb5 a6 *\nNc6 3.",
    ];
    streamed_as_in_memory(&locales, &texts, &["bg", "de", "en"]);
}

/// Each of `texts`, translated faithfully into each language of `tags` with
/// the language found, is the same streamed (one thread) as in memory.
fn streamed_as_in_memory(locales: &Locales, texts: &[&[u8]], tags: &[&str]) {
    for (text, tag) in texts.iter().flat_map(|t| tags.iter().map(move |g| (t, g))) {
        let target = Target {
            locale: locales.get(tag).unwrap(),
            notation: None,
            isolate: false,
            comments: Default::default(),
        };
        let (expected, _) = translate_text(text, locales, LanguageChoice::Auto, &target);
        let out = streamed(text, locales, &target, 1);
        assert_eq!(
            String::from_utf8_lossy(&out),
            String::from_utf8_lossy(&expected),
            "{tag}: {}",
            String::from_utf8_lossy(text)
        );
    }
}

/// In bare text a `[` is a word ([`GameChunk::is_bare`]): a chunk that
/// holds one is read from its tree, by the streaming driver as in memory,
/// never as a tag pair by the plain reader (the fuzz target `pgn_check`
/// found them apart: `*[t ""]e4 f3*`, the streaming driver reading a tag
/// pair and an illegal `f3` where the tree reads a word of no language).
///
/// [`GameChunk::is_bare`]: crate::tree::GameChunk::is_bare
#[test]
fn a_bracket_in_bare_text_is_read_by_the_tree_in_the_stream_too() {
    let locales = Locales::embedded();
    let texts: [&[u8]; 3] = [
        b"*[t \"\"]e4 f3*",
        b"* [Event \"x\"]1. e4 f3 *\n",
        b"Text.\n\n1. e4 e5 * [t \"\"]e4 f3*\n",
    ];
    streamed_as_in_memory(&locales, &texts, &["he", "de"]);
}

/// Every file under `tests/data`, and the first megabyte (cut after a game)
/// of each large corpus that is there (`FORSYTH_CORPUS` names files,
/// separated like `PATH`; by default the plain and the annotated corpus,
/// `/tmp/forsyth-corpus/big.pgn` and `/tmp/forsyth-real/big.pgn`).
pub(crate) fn data_and_corpora() -> Vec<(String, Vec<u8>)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, Vec<u8>)>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else {
                out.push((path.display().to_string(), std::fs::read(&path).unwrap()));
            }
        }
    }
    let mut files = Vec::new();
    walk(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data")),
        &mut files,
    );
    assert!(files.len() > 100, "{}", files.len());
    // Kings named with their file, which the plain path leaves alone: in
    // Hebrew the king's letter and the file spell the queen's letter.
    files.push((
        "kings with files".to_owned(),
        b"[Event \"k\"]\n\n1. e4 e5 2. Ke2 Ke7 3. Kef3 Kef6 4. Ke3 Ke6 5. Kd3 Kd6 *\n".to_vec(),
    ));
    let corpora = std::env::var_os("FORSYTH_CORPUS")
        .unwrap_or_else(|| "/tmp/forsyth-corpus/big.pgn:/tmp/forsyth-real/big.pgn".into());
    for path in std::env::split_paths(&corpora) {
        let Ok(file) = std::fs::File::open(&path) else {
            eprintln!("{} is not there: not compared", path.display());
            continue;
        };
        let mut head = Vec::new();
        std::io::Read::read_to_end(&mut std::io::Read::take(file, 1 << 20), &mut head).unwrap();
        if let Some(cut) = head.windows(3).rposition(|w| w == b"\n\n[") {
            head.truncate(cut + 2);
        }
        files.push((path.display().to_string(), head));
    }
    files
}

/// The streaming writer's plain path ([`crate::write::write_plain_as_written`])
/// writes every move it takes as the general writer does: a translation
/// with it is the translation without it, byte for byte, and so are the
/// findings, of every file of `tests/data` and of the corpora, into a Latin,
/// a Greek, a Hebrew and a Cyrillic language, and with look-alike letters
/// (the files read in Russian).
#[test]
fn the_plain_path_writes_what_the_general_writer_writes() {
    let locales = Locales::embedded();
    let files = data_and_corpora();
    let mut changed = 0;
    for tag in ["de", "el", "he", "ru"] {
        let target = Target {
            locale: locales.get(tag).unwrap(),
            notation: None,
            isolate: false,
            comments: Default::default(),
        };
        for (name, text) in &files {
            let run = |plain: bool| {
                let mut out = Vec::new();
                let mut findings = Vec::new();
                translate_pgn_written(
                    &text[..],
                    &mut out,
                    &locales,
                    ReadOptions {
                        threads: 1,
                        ..ReadOptions::new(LanguageChoice::Auto)
                    },
                    &target,
                    |f| findings.push(format!("{:?} {:?}", f.diagnostic.code, f.diagnostic.span)),
                    |_| {},
                    plain,
                )
                .unwrap();
                (out, findings)
            };
            let (general, general_findings) = run(false);
            let (plain, plain_findings) = run(true);
            if plain != general {
                let at = plain
                    .iter()
                    .zip(&general)
                    .take_while(|(a, b)| a == b)
                    .count();
                panic!(
                    "{name} into {tag}, from byte {at}:\nplain:   {}\ngeneral: {}",
                    String::from_utf8_lossy(&plain[at..plain.len().min(at + 80)]),
                    String::from_utf8_lossy(&general[at..general.len().min(at + 80)])
                );
            }
            assert_eq!(plain_findings, general_findings, "{name} into {tag}");
            changed += usize::from(plain != *text);
        }
    }
    // The translations change moves (the plain path has work to do).
    assert!(changed > files.len(), "{changed}");
}

/// An en passant mark is kept as written, once: glued to its move
/// (`exd6e.p.`) it is written with the move, standing apart (`exd6 e.p.`)
/// it is copied where it stands. Before, one standing apart was written
/// twice (`exd6e.p. e.p.`), in every language (found on a Slovak column).
#[test]
fn an_en_passant_mark_is_written_once_where_it_stands() {
    let locales = Locales::embedded();
    let game = |ep: &str| format!("1. e4 Nf6 2. e5 d5 3. {ep} Qxd6 *\n");
    for (to, queen) in [("de", "Dxd6"), ("en", "Qxd6"), ("sk", "Dxd6")] {
        let target = Target {
            locale: locales.get(to).unwrap(),
            notation: None,
            isolate: false,
            comments: Default::default(),
        };
        for ep in ["exd6 e.p.", "exd6e.p.", "exd6 ep", "exd6ep", "exd6 e.p.+"] {
            let text = game(ep);
            let (out, _) = translate_text(text.as_bytes(), &locales, LanguageChoice::Auto, &target);
            let want = text
                .replace(
                    "Nf6",
                    &format!(
                        "{}f6",
                        &locales
                            .get(to)
                            .unwrap()
                            .letters()
                            .piece(forsyth_core::Role::Knight)
                    ),
                )
                .replace("Qxd6", queen);
            assert_eq!(String::from_utf8(out).unwrap(), want, "{ep} -> {to}");
        }
    }
}

#[test]
fn an_annotation_printed_apart_is_glued_to_its_move() {
    // Capablanca's "Chess Fundamentals" prints `19 Kt × K P !`; Magyar
    // Nemzet `Hg3 (?)`; a column `Dxh3+!!!!`.
    assert_eq!(printed_glyph(b" !      Kf8"), Some((2, &b"!"[..])));
    assert_eq!(printed_glyph(b" (?) 13. Nf3"), Some((4, &b"?"[..])));
    assert_eq!(printed_glyph(b"!!!! 16."), Some((4, &b"!!"[..])));
    assert_eq!(printed_glyph(b" !?\n"), Some((3, &b"!?"[..])));
    // Signs as PGN writes them, and anything else, stay as they are.
    assert_eq!(printed_glyph(b"!! 16."), None);
    assert_eq!(printed_glyph(b" 16. Nf3"), None);
    assert_eq!(printed_glyph(b" (16. Nf3 !)"), None);
    assert_eq!(printed_glyph(b" !a"), None);
    // A check or mate sign printed apart goes (the move is written with
    // its own), with the stop of a sentence after it: Polish `Gxh2 +!`,
    // `h5 #.`.
    assert_eq!(printed_glyph(b" +! 10. Kh1"), Some((3, &b"!"[..])));
    assert_eq!(printed_glyph(b" #. 0-1"), Some((3, &b""[..])));
    assert_eq!(printed_glyph(b" + 15. Kf3"), Some((2, &b""[..])));
    // A check sign after the annotation goes too: `Be7-h4?!+` on
    // maletaja.blogspot.com (en-maletaja of the printed pages).
    assert_eq!(printed_glyph(b"?!+ Kg8"), Some((3, &b"?!"[..])));
    assert_eq!(printed_glyph(b"!# 1-0"), Some((2, &b"!"[..])));
    assert_eq!(printed_glyph(b"!+a"), None);
    // The dagger and double dagger of German books for check and mate,
    // apart (`Dd1–f3 †`, Die Gartenlaube 1887: `D f 5 : †`).
    assert_eq!(
        printed_glyph(" \u{2020} Ke6".as_bytes()),
        Some((4, &b""[..]))
    );
    assert_eq!(printed_glyph(" \u{2021}!".as_bytes()), Some((5, &b"!"[..])));
    assert_eq!(
        printed_glyph("!\u{2021} 1-0".as_bytes()),
        Some((4, &b"!"[..]))
    );
    assert!(sign_apart(" \u{2020} Ke6".as_bytes()));
    assert!(sign_apart(b" + Ke6"));
    assert!(!sign_apart("\u{2020} Ke6".as_bytes()));
    assert!(!sign_apart(b" Ke6 +"));
    // An evaluation apart (`21.Rxe5+! +- dxe5`, gambitchessplayer.com).
    assert!(!sign_apart(b" +- dxe5"));
    assert!(!sign_apart(b" +/= dxe5"));
}

#[test]
fn dots_for_a_move_left_out_are_no_pgn() {
    let copy = |gap: &str| {
        let mut out = Vec::new();
        without_placeholders(gap.as_bytes(), true, true, &mut out);
        String::from_utf8(out).unwrap()
    };
    // One move a line, as a Spanish web page prints it (farsalia.com:
    // `3. Cc3 ...` and `... Da5` on the next line), with no space left
    // at the line's end.
    assert_eq!(copy(" ...\n... "), "\n ");
    assert_eq!(copy(" \u{2026} "), "  ");
    // Black's number, and dots inside a comment, stay.
    assert_eq!(copy(" 5... "), " 5... ");
    assert_eq!(copy(" {and ... so} "), " {and ... so} ");
    // A move a paragraph (a Dutch magazine of 1925): one line break.
    assert_eq!(copy("\n\n3 "), "\n3 ");
    assert_eq!(copy(" {a\n\nb}\n \n"), " {a\n\nb}\n");
}

#[test]
fn a_comment_glued_to_a_word_is_set_apart() {
    let copy = |gap: &str, apart: bool| {
        let mut out = b"Kg7?".to_vec();
        without_placeholders(gap.as_bytes(), true, apart, &mut out);
        String::from_utf8(out).unwrap()
    };
    // A line of prose between two moves made a comment in place of the
    // line breaks around it (Herder-Schach: `2.Sf3!?`, a line `Das
    // Tennison-Gambit.`, `2…dxe4`), two comments in a row, a `{` inside a
    // comment.
    assert_eq!(copy("{Ein Fehler.}18...", true), "Kg7? {Ein Fehler.} 18...");
    assert_eq!(copy("{a}{b} ", true), "Kg7? {a} {b} ");
    assert_eq!(copy(" {a {b}(", true), "Kg7? {a {b} (");
    assert_eq!(copy("{a})", true), "Kg7? {a})");
    // Before the game's first move, where its tags may hold braces: as
    // they are.
    assert_eq!(copy("{a}18...", false), "Kg7?{a}18...");
}

#[test]
fn an_evaluation_printed_apart_is_its_nag() {
    // gambitchessplayer.com (en-gambitchessplayer-team-vote of the printed
    // pages): `21.Rxe5+! +- dxe5`.
    assert_eq!(evaluation_apart(b" +- dxe5", false), Some((3, 18)));
    assert_eq!(
        evaluation_apart(" \u{b1}\n".as_bytes(), false),
        Some((3, 16))
    );
    assert_eq!(evaluation_apart(b" =+", false), Some((3, 15)));
    // Glued, a sign PGN writes as it is, a word, a number: not one.
    assert_eq!(evaluation_apart(b"+- dxe5", false), None);
    // Glued to a move that gives no check, an evaluation (`32. h5+-`).
    assert_eq!(evaluation_apart(b"+-\n)", true), Some((2, 18)));
    assert_eq!(evaluation_apart(b"=\n", true), None);
    assert_eq!(evaluation_apart(b" !? dxe5", false), None);
    assert_eq!(evaluation_apart(b" N dxe5", false), None);
    assert_eq!(evaluation_apart(b" inf", false), None);
    assert_eq!(evaluation_apart(b" 22. Rd8", false), None);
    assert_eq!(evaluation_apart(b" +-x", false), None);
}

#[test]
fn a_period_glued_to_a_move_is_no_pgn() {
    let copy = |gap: &str| {
        let mut out = Vec::new();
        without_placeholders(gap.as_bytes(), true, true, &mut out);
        String::from_utf8(out).unwrap()
    };
    // A number lost in a scan (64.ru, Rubinstein: `1. Кf3 кf6 .b3 g6`),
    // and a stop after a comment in parentheses (NIN: `napad).14.a4`,
    // `).15...f4?`).
    assert_eq!(copy(" ."), " ");
    assert_eq!(copy(" {napad}.14."), " {napad} 14.");
    assert_eq!(copy("}.15..."), "} 15...");
    // Numbers, stops in comments and dots apart stay as they are.
    assert_eq!(copy(" 14."), " 14.");
    assert_eq!(copy(" {napad.} "), " {napad.} ");
    assert_eq!(copy(" . 14."), " . 14.");
    assert_eq!(copy(" .a "), " .a ");
}

/// A move of a variation that cannot be read or played stops that
/// variation only: its rest is copied as written, and the main line after
/// it is translated (lichess's Greek Gift study, tests/data/real, has
/// `(20... Kf8)` where Black's rook stands on f8). A main line that stops
/// stops the game.
#[test]
fn a_line_that_stops_stops_only_itself() {
    let locales = Locales::embedded();
    let de = Target {
        locale: locales.get("de").unwrap(),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    let translate = |text: &str| {
        let (out, _) = translate_text(text.as_bytes(), &locales, en, &de);
        String::from_utf8(out).unwrap()
    };
    assert_eq!(
        translate(
            "1. e4 (1. Ke3 e5 2. Nf3 {Nf3 here}) 1... e5 2. Nf3 (2. Kxx Nc6 (2... Nf6)) \
             2... Nc6 {then Bb5} 3. Bb5 (3. Bc4 Nf6 (3... Ke6 4. Nc3)) 3... a6 4. Ke5 Nf6 *"
        ),
        "1. e4 (1. Ke3 e5 2. Nf3 {Nf3 here}) 1... e5 2. Sf3 (2. Kxx Nc6 (2... Nf6)) \
         2... Sc6 {then Lb5} 3. Lb5 (3. Lc4 Sf6 (3... Ke6 4. Nc3)) 3... a6 4. Ke5 Nf6 *"
    );
    // Standard notation writes the lines it reads, and copies the rest.
    let san = Target {
        notation: Some(Notation::San),
        ..de
    };
    let (out, _) = translate_text(
        b"[Event \"x\"]\n\n1 e4 (1 Ke3 e5) 1... e5 2 Nf3 *\n",
        &locales,
        en,
        &san,
    );
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "[Event \"x\"]\n\n1. e4 (1. {Ke3 e5}) 1... e5 2. Sf3 *\n"
    );
}

/// With a notation (`--style`), the moves that comments name get the
/// target's letters as in a faithful translation (their form as written),
/// unless comments are kept.
#[test]
fn a_notation_translates_the_moves_comments_name() {
    let locales = Locales::embedded();
    let it = LanguageChoice::Fixed(locales.get("it").unwrap());
    let text = b"1. e4 e5 2. Cf3 {meglio 2. Ac4 o Dh5} Cc6 *\n";
    for (comments, expected) in [
        (
            crate::notes::Comments::Translate,
            "1. e4 e5 2. Nf3 {meglio 2. Bc4 o Qh5} Nc6 *\n",
        ),
        (
            crate::notes::Comments::Keep,
            "1. e4 e5 2. Nf3 {meglio 2. Ac4 o Dh5} Nc6 *\n",
        ),
    ] {
        let target = Target {
            locale: locales.get("en").unwrap(),
            notation: Some(Notation::San),
            isolate: false,
            comments,
        };
        let (out, _) = translate_text(text, &locales, it, &target);
        let out = String::from_utf8(out).unwrap();
        assert!(out.ends_with(expected), "{comments:?}: {out}");
    }
}

/// With a notation, a word for mate gives its move the sign; the stop
/// glued to the word goes and an annotation glued to it is glued to the
/// move (as Danish `Dd2 mat.`, Skanderborg Skakklub, and Serbian `Sd6
/// mat!`, NIN, print it; here in German).
#[test]
fn a_word_for_mate_leaves_no_stop_or_annotation_apart() {
    let locales = Locales::embedded();
    let de = LanguageChoice::Fixed(locales.get("de").unwrap());
    let target = Target {
        locale: locales.get("en").unwrap(),
        notation: Some(Notation::San),
        isolate: false,
        comments: Default::default(),
    };
    for (mate, written) in [
        ("Matt.", "4.Qxf7# 1-0"),
        ("Matt!", "4.Qxf7#! 1-0"),
        ("Matt", "4.Qxf7# 1-0"),
        ("Matt!?", "4.Qxf7#!? 1-0"),
    ] {
        let text = format!("1.e4 e5 2.Dh5 Sc6 3.Lc4 Sf6 4.Dxf7 {mate} 1-0\n");
        let (out, _) = translate_text(text.as_bytes(), &locales, de, &target);
        let out = String::from_utf8(out).unwrap();
        assert!(out.ends_with(&format!("{written}\n")), "{mate}: {out}");
    }
}

/// With a notation (`--style`), a sign no PGN reader knows between the
/// moves (`£` of a scan's `19. — £g1—g6`, tidskrift 1909) is written as a
/// comment of its own, so that the output is standard PGN; a faithful
/// translation copies it.
#[test]
fn a_notation_writes_an_unknown_sign_as_a_comment() {
    let locales = Locales::embedded();
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    let text = b"[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 \xC2\xA3Nf6 *\n";
    for (notation, expected) in [
        (
            Some(Notation::San),
            "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 {£} Nf6 *\n",
        ),
        (
            None,
            "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 £Nf6 *\n",
        ),
    ] {
        let target = Target {
            locale: locales.get("en").unwrap(),
            notation,
            isolate: false,
            comments: Default::default(),
        };
        let (out, _) = translate_text(text, &locales, en, &target);
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }
}

/// The dots printed in place of the other side's move, a line each
/// (`1. P4R,     ...` and `1. ...,     P4R`, as the Chilean page of
/// tests/data/pages/es-sectormatematica-descriptiva.txt prints its game,
/// here in algebraic notation): standard PGN has none, whether a comma or
/// spaces stand before them, and no spaces are left at the line's end.
#[test]
fn style_drops_the_dots_of_a_move_left_out() {
    let locales = Locales::embedded();
    let target = Target {
        locale: locales.get("en").unwrap(),
        notation: Some(Notation::San),
        isolate: false,
        comments: Default::default(),
    };
    let text = b"1. e4,     ...\n1. ...,     e5\n2. Cf3,     ...\n2. ...,     Cc6 *\n";
    let (out, _) = translate_text(text, &locales, LanguageChoice::Auto, &target);
    let out = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| !l.starts_with('[') && !l.is_empty())
        .collect();
    assert!(lines.iter().all(|l| !l.ends_with([' ', '\t'])), "{out}");
    let words: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
    assert_eq!(
        words,
        ["1.", "e4", "1...", "e5", "2.", "Nf3", "2...", "Nc6", "*"],
        "{out}"
    );
}
