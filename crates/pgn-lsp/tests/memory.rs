//! The memory one long game takes (issue 16): the peak of the bytes held
//! while the language server reads a document of one game, and while
//! `forsyth check` and `translate` read it, counted by a global allocator
//! and divided by the game's length. The README's "Limits" promise memory
//! bounded by a constant plus a small multiple of the largest game; these
//! limits fail if the bytes per byte of a game grow back (the syntax tree
//! copying its text, or holding its tokens twice).
//!
//! Counted are the bytes asked of the allocator (a vector's capacity, not
//! the pages it touched), so the figures do not depend on the machine.

use std::{
    alloc::{GlobalAlloc, Layout, System},
    sync::atomic::{AtomicUsize, Ordering},
};

use forsyth_notation::{
    analysis::LanguageChoice,
    finding::Finding,
    lint::check_pgn_threads,
    locale::Locales,
    translate::{ReadOptions, translate_pgn},
    write::Target,
};
use pgn_lsp::{
    games::{Kind, Settings, read_all},
    protocol::Text,
};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let now = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

fn shrank(bytes: usize) {
    LIVE.fetch_sub(bytes, Ordering::Relaxed);
}

// SAFETY: every call is passed on to the system allocator unchanged; only
// the sizes are counted.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size > layout.size() {
                grew(new_size - layout.size());
            } else {
                shrank(layout.size() - new_size);
            }
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The peak of the bytes held while `f` runs, above those held before.
/// One measure at a time: the tests of this file share the counters.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn peak_of(f: impl FnOnce()) -> usize {
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    f();
    PEAK.load(Ordering::Relaxed) - before
}

/// One legal game of about `bytes` bytes as annotators write long ones:
/// the knights going out and back, a comment every four plies and a
/// variation (with its right move numbers) every sixteen, 16 plies a line.
fn annotated_game(bytes: usize) -> String {
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut text = String::from("[Event \"long\"]\n[White \"A\"]\n[Black \"B\"]\n\n");
    let mut ply = 0;
    while text.len() < bytes {
        let number = ply / 2 + 1;
        if ply % 2 == 0 {
            text.push_str(&format!("{number}. "));
        }
        text.push_str(moves[ply % 4]);
        text.push(' ');
        if ply % 8 == 3 {
            text.push_str("{the knights go home} ");
        }
        if ply % 16 == 5 {
            text.push_str(&format!("({number}... Nc6 {}. Nc3) ", number + 1));
        }
        ply += 1;
        if ply % 16 == 0 {
            text.push('\n');
        }
    }
    text.push_str("*\n");
    text
}

/// The peak of bytes held per byte of `text` while the language server
/// reads it as a document, while `check` reads it (each finding handed to
/// `finding`), and while `translate` writes it in German (into `out`): one
/// measure at a time, since the tests of this file share the counters.
fn bytes_a_byte(
    text: &str,
    mut finding: impl FnMut(&Finding<'_>),
    out: &mut Vec<u8>,
) -> (f64, f64, f64) {
    let _serial = SERIAL
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let len = text.len() as f64;
    let locales: &'static Locales = Box::leak(Box::new(Locales::embedded()));
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());

    let document = Text::new(text);
    let settings = Settings {
        locales,
        choice: LanguageChoice::Auto,
        preferred: None,
        max_game_bytes: forsyth_notation::tree::MAX_GAME_BYTES,
    };
    // On a thread of its own: the server's reader keeps its buffers for
    // the thread's next game (below 4 MiB), which would take the room it
    // needs from a game measured before.
    let lsp = peak_of(|| {
        std::thread::scope(|s| {
            s.spawn(|| {
                let index = read_all(&document, Kind::Pgn, &settings);
                assert_eq!(index.iter().count(), 1);
            })
            .join()
            .unwrap();
        });
    });

    let check = peak_of(|| {
        check_pgn_threads(text.as_bytes(), locales, en, 1, &mut finding).unwrap();
    });

    let de = Target {
        locale: locales.get("de").unwrap(),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    out.clear();
    out.reserve(text.len() + 1024);
    let translate = peak_of(|| {
        translate_pgn(
            text.as_bytes(),
            out,
            locales,
            ReadOptions {
                threads: 1,
                ..ReadOptions::new(en)
            },
            &de,
            |_| {},
            |_| {},
        )
        .unwrap();
    });
    let per_byte = |bytes: usize| bytes as f64 / len;
    (per_byte(lsp), per_byte(check), per_byte(translate))
}

/// Bytes held at the peak per byte of the game, for each way of reading
/// it; the limits are the figures measured when this test was written
/// (commit message), with a fifth to spare.
#[test]
fn one_long_game_takes_a_small_multiple_of_its_length() {
    let text = annotated_game(4 << 20);
    let mut findings = 0;
    let mut out = Vec::new();
    let (lsp, check, translate) = bytes_a_byte(&text, |_| findings += 1, &mut out);
    assert_eq!(findings, 0);
    assert!(out.starts_with(b"[Event \"long\"]"));

    let figures = format!("lsp {lsp:.1}, check {check:.1}, translate {translate:.1} bytes a byte");
    println!("{figures}");
    assert!(lsp < LSP_LIMIT, "{figures}");
    assert!(check < CHECK_LIMIT, "{figures}");
    assert!(translate < TRANSLATE_LIMIT, "{figures}");
}

const LSP_LIMIT: f64 = 26.0;
const CHECK_LIMIT: f64 = 19.0;
const TRANSLATE_LIMIT: f64 = 21.0;

/// A game made of errors, the reproducer of F1 in issue 16: one line of
/// `)` followed by a backslash and an `n`, 330,000 times (1 MB). Each `)`
/// and each `\` is a syntax error (each `n` a move word). Past the hundred
/// a game keeps of a kind, the tree builds no error node and keeps no error
/// for them, and they are only counted (`SyntaxTree::more_errors`): such a
/// game takes what the same game with two errors takes, its twin, where
/// every `)` and `\` but the first is a line break (the same tokens, moves
/// and nodes), within a twentieth. Before, its errors took more than the
/// game: about 300 bytes a byte of it when each error was a finding, then
/// 81 (language server) and 100 (`check`, `translate`) when each was still
/// an error node and an entry in the tree.
#[test]
fn a_game_of_errors_takes_no_more_than_a_game() {
    const REPEATS: usize = 330_000;
    let game = |first: &str, unit: &str| {
        let mut text = String::from("[Event \"t\"]\n\n1. e4 ");
        text.push_str(first);
        for _ in 1..REPEATS {
            text.push_str(unit);
        }
        text.push_str("*\n");
        text
    };
    let text = game(")\\n", ")\\n");
    let mut more = Vec::new();
    let mut shown = 0;
    let mut out = Vec::new();
    let (lsp, check, translate) = bytes_a_byte(
        &text,
        |f| {
            shown += 1;
            more.extend(
                f.diagnostic
                    .related
                    .iter()
                    .filter(|r| r.message == "diag-more-like-this")
                    .flat_map(|r| r.args.iter().map(|(_, a)| format!("{a:?}"))),
            );
        },
        &mut out,
    );
    // A hundred of each kind shown; the last says how many more, counted
    // by the tree past those it keeps.
    assert!(shown <= 300, "{shown}");
    let expected = format!("Number({})", REPEATS - 100);
    assert_eq!(more, [expected.clone(), expected], "{shown}");
    assert_eq!(out, text.as_bytes(), "copied as written");

    let twin = game(")\\n", "\n\nn");
    assert_eq!(twin.len(), text.len());
    let mut findings = 0;
    let (twin_lsp, twin_check, twin_translate) = bytes_a_byte(&twin, |_| findings += 1, &mut out);
    assert_eq!(
        findings, 3,
        "two syntax errors and the first n, which no language reads"
    );

    let figures = format!(
        "lsp {lsp:.1}, check {check:.1}, translate {translate:.1} bytes a byte \
         (the twin with two errors: {twin_lsp:.1}, {twin_check:.1}, {twin_translate:.1})"
    );
    println!("{figures}");
    assert!(lsp < twin_lsp * 1.05, "{figures}");
    assert!(check < twin_check * 1.05, "{figures}");
    assert!(translate < twin_translate * 1.05, "{figures}");
    // Measured (commit message), with a fifth to spare: a game of one
    // token a byte and a move every three, errors or not, takes more than
    // an ordinary game (a token in three or four bytes, a move in six).
    assert!(lsp < ERRORS_LSP_LIMIT, "{figures}");
    assert!(check < ERRORS_CHECK_LIMIT, "{figures}");
    assert!(translate < ERRORS_TRANSLATE_LIMIT, "{figures}");
}

const ERRORS_LSP_LIMIT: f64 = 64.0;
const ERRORS_CHECK_LIMIT: f64 = 75.0;
const ERRORS_TRANSLATE_LIMIT: f64 = 76.0;
