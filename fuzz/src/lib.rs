//! What the fuzz targets share: the embedded locales, loaded once, and
//! generators that turn the fuzzer's bytes into structured inputs (legal
//! games written as PGN with comments, variations and NAGs; locale files
//! whose letters are picked from lists of troublesome characters), and the
//! `lsp` target's model of the protocol's positions ([`positions`]).

pub mod positions;

use std::cell::RefCell;
use std::fmt::Write as _;
use std::sync::OnceLock;

use arbitrary::{Result, Unstructured};
use forsyth_core::{Color, Move, Position};
use forsyth_notation::analysis::{Analysis, LanguageChoice};
use forsyth_notation::letters::Letters;
use forsyth_notation::locale::{Locale, Locales};
use forsyth_notation::translate::TextTranslator;
use forsyth_notation::write::{Notation, Target, move_to_string};

/// The embedded locales, loaded once per process.
pub fn locales() -> &'static Locales {
    static LOCALES: OnceLock<Locales> = OnceLock::new();
    LOCALES.get_or_init(Locales::embedded)
}

/// [`forsyth_notation::translate::translate_text`] with one translator
/// per thread, whose readers of every language are prepared once, as the
/// language server keeps one for a document's games: building them for
/// each text cost more than the translations (a round trip through every
/// language translates about 120 texts), and a translator that carries
/// anything from one text to the next is caught by the targets' checks.
pub fn translate_text(
    src: &[u8],
    from: LanguageChoice<'static>,
    target: &Target<'_>,
) -> (Vec<u8>, Vec<Analysis>) {
    thread_local! {
        static TRANSLATOR: RefCell<TextTranslator<'static>> =
            RefCell::new(TextTranslator::new(locales()));
    }
    TRANSLATOR.with_borrow_mut(|t| t.translate(src, from, target))
}

/// The English locale.
pub fn english() -> &'static Locale {
    locales().get("en").expect("English is embedded")
}

/// Text that is valid UTF-8, or `None`.
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

// ---------------------------------------------------------------------------
// Games

/// Words and marks a comment is made of: plain words, words that look like
/// moves (a translator must leave them alone), other scripts, and the
/// characters PGN gives a meaning to outside comments.
const COMMENT_PIECES: &[&str] = &[
    "good",
    "Nf3",
    "e4",
    "O-O",
    "Ιδ4",
    "פו3",
    "Sd4",
    "1.",
    "2...",
    "(",
    ")",
    "[",
    "]",
    "$1",
    "!",
    "?",
    ";",
    "%",
    "\"",
    "\\",
    "*",
    "1-0",
    "{",
    "\n",
    " ",
    "  ",
    "\t",
    "κλειδί",
    "מט",
    "Хорошо",
    "🙂",
    "𝕏",
    "e\u{301}",
    "é",
    "\u{2068}",
    "\u{200f}",
    "[%clk 0:01:00]",
];

/// Glyphs written after a move.
const GLYPHS: &[&str] = &["!", "?", "!!", "??", "!?", "?!"];

/// Results.
const RESULTS: &[&str] = &["*", "1-0", "0-1", "1/2-1/2"];

/// A legal game from `u`, written in English as PGN: a tag section
/// (sometimes with a `[FEN]` start reached by random moves), and movetext
/// with move numbers, moves in SAN and the other forms a writer may choose
/// (long algebraic, UCI, figurines, ICCF, no check mark, `0-0`, `e8Q`),
/// glyphs, NAGs, brace and line comments, and nested variations.
///
/// # Errors
/// When `u` runs out of bytes in a way `arbitrary` reports.
pub fn pgn_game(u: &mut Unstructured<'_>) -> Result<String> {
    let mut out = String::new();
    out.push_str("[Event \"");
    for _ in 0..u.int_in_range(0..=3)? {
        out.push_str(u.choose(&["Open", "Κύπελλο", "אליפות", "x", "1"])?);
    }
    out.push_str("\"]\n");
    let mut start = Position::new();
    if u.ratio(1, 4)? {
        for _ in 0..u.int_in_range(1..=40)? {
            let moves = start.legal_moves();
            if moves.is_empty() {
                break;
            }
            start.play_unchecked(moves[u.choose_index(moves.len())?]);
        }
        let _ = writeln!(out, "[SetUp \"1\"]\n[FEN \"{}\"]", start.fen());
    }
    out.push('\n');
    let plies = u.int_in_range(0..=80)?;
    line(u, &start, plies, 0, &mut out)?;
    if !out.ends_with('\n') {
        out.push(' ');
    }
    out.push_str(u.choose(RESULTS)?);
    out.push('\n');
    Ok(out)
}

/// Writes up to `plies` random legal moves from `start`, with annotations
/// and variations (nested at most three deep).
fn line(
    u: &mut Unstructured<'_>,
    start: &Position,
    plies: u32,
    depth: u32,
    out: &mut String,
) -> Result<()> {
    let mut pos = *start;
    let mut need_number = true;
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() || u.is_empty() {
            break;
        }
        let mv = moves[u.choose_index(moves.len())?];
        if !out.is_empty() && !out.ends_with(['\n', '(', ' ']) {
            out.push(' ');
        }
        let number = pos.to_setup().fullmoves;
        if pos.turn() == Color::White {
            let _ = write!(out, "{number}. ");
        } else if need_number {
            let _ = write!(out, "{number}... ");
        }
        need_number = false;
        write_form(u, &pos, &mv, out)?;
        if u.ratio(1, 8)? {
            if u.ratio(1, 2)? {
                out.push(' ');
            }
            out.push_str(u.choose(GLYPHS)?);
        }
        if u.ratio(1, 8)? {
            let _ = write!(out, " ${}", u.int_in_range(0..=255u16)?);
        }
        if u.ratio(1, 8)? {
            comment(u, out)?;
            need_number = true;
        }
        if depth < 3 && u.ratio(1, 8)? {
            out.push_str(" (");
            let plies = u.int_in_range(1..=8)?;
            line(u, &pos, plies, depth + 1, out)?;
            out.push(')');
            need_number = true;
        }
        pos.play_unchecked(mv);
    }
    Ok(())
}

/// A brace comment, or a line comment (then the line ends).
fn comment(u: &mut Unstructured<'_>, out: &mut String) -> Result<()> {
    let line_comment = u.ratio(1, 5)?;
    out.push_str(if line_comment { " ;" } else { " {" });
    for _ in 0..u.int_in_range(0..=6)? {
        let piece = u.choose(COMMENT_PIECES)?;
        if line_comment && piece.contains('\n') {
            continue;
        }
        out.push_str(piece);
    }
    out.push_str(if line_comment { "\n" } else { "}" });
    Ok(())
}

/// `mv` in one of the forms a writer may choose.
fn write_form(u: &mut Unstructured<'_>, pos: &Position, mv: &Move, out: &mut String) -> Result<()> {
    let english = Letters::english();
    let san = || move_to_string(pos, mv, &english, Notation::San);
    let text = match u.int_in_range(0..=12)? {
        0 => move_to_string(pos, mv, &english, Notation::Lan),
        1 => move_to_string(pos, mv, &english, Notation::Uci),
        2 => move_to_string(pos, mv, &english, Notation::Fan),
        3 => move_to_string(pos, mv, &english, Notation::Iccf),
        // No check mark.
        4 => san().trim_end_matches(['+', '#']).to_owned(),
        // Castling with zeros, promotions without `=`, pawn captures
        // without `x`.
        5 => {
            let s = san();
            if s.starts_with("O-O") {
                s.replace('O', "0")
            } else if s.contains('=') {
                s.replace('=', "")
            } else if mv.role() == Some(forsyth_core::Role::Pawn) {
                s.replacen('x', "", 1)
            } else {
                s
            }
        }
        _ => san(),
    };
    out.push_str(&text);
    Ok(())
}

// ---------------------------------------------------------------------------
// Locales

/// The notation messages whose values are letters or marks, with the
/// candidates for each (the shipped locales' values first).
const FILE_SETS: &[[&str; 8]] = &[
    ["a", "b", "c", "d", "e", "f", "g", "h"],
    ["α", "β", "γ", "δ", "ε", "ζ", "η", "θ"],
    ["א", "ב", "ג", "ד", "ה", "ו", "ז", "ח"],
    ["а", "б", "в", "г", "д", "е", "ж", "з"],
    ["i", "j", "k", "l", "m", "n", "o", "p"],
];

const PIECE_SETS: &[[&str; 5]] = &[
    ["K", "Q", "R", "B", "N"],
    ["K", "D", "T", "L", "S"],
    ["R", "D", "T", "A", "C"],
    ["Ρ", "Β", "Π", "Α", "Ι"],
    ["מ", "מה", "צ", "ר", "פ"],
    ["Кр", "Ф", "Л", "С", "К"],
    ["R", "D", "T", "F", "C"],
];

const FORSYTH_SETS: &[[&str; 6]] = &[
    ["K", "Q", "R", "B", "N", "P"],
    ["K", "D", "T", "L", "S", "B"],
    ["Ρ", "Β", "Π", "Α", "Ι", "Σ"],
    ["", "", "", "", "", ""],
    ["Ж", "Ф", "Л", "С", "К", "П"],
];

/// Characters that collide with something in a move, a FEN or PGN, or
/// whose case or script is odd.
const TROUBLE: &[&str] = &[
    "a", "b", "e", "h", "x", "X", "O", "o", "0", "1", "8", "9", "+", "#", "-", "=", "/", "(", ")",
    ".", "@", "!", "?", ":", "×", "✕", "†", "K", "Q", "N", "P", "Z", "c", "p", "ch", "ep", "e.p.",
    "α", "Α", "ο", "Ο", "О", "Ρ", "מ", "ה", "ם", "מה", "\u{212A}", "İ", "ß", "ǅ", "\u{301}",
    "K\u{301}", "ﬀ", "ς", "Σ", "♘", "½", "\u{2068}", "\u{200f}", "\u{a0}", " ", "", "KK", "Kx",
    "Bch", "ab", "xx", "O-O", "0-0-0", "OO", "[", "]", "{", "}", "\"", "\\", "%", ";", "$", "*",
    "~", "_", "Ⅻ", "١", "\u{0}", "\t",
];

fn pick<'a>(u: &mut Unstructured<'_>, usual: &'a str) -> Result<&'a str> {
    if u.ratio(1, 6)? {
        u.choose(TROUBLE).copied()
    } else {
        Ok(usual)
    }
}

/// A Fluent string literal: `{ "…" }` with `"` and `\` escaped, so that
/// any value, even an empty one or one with braces, is one message value.
fn literal(value: &str) -> String {
    let mut out = String::from("{ \"");
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:06X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push_str("\" }");
    out
}

/// A `notation.ftl` whose letters are picked by `u`: mostly those of a
/// real language, now and then a troublesome character instead.
///
/// # Errors
/// When `u` runs out of bytes in a way `arbitrary` reports.
pub fn notation_ftl(u: &mut Unstructured<'_>) -> Result<String> {
    let mut out = String::from("language-name = Fuzz\nlanguage-name-english = Fuzz\n");
    let put = |out: &mut String, id: &str, value: &str| {
        let _ = writeln!(out, "{id} = {}", literal(value));
    };
    let pieces = *u.choose(PIECE_SETS)?;
    for (i, role) in ["king", "queen", "rook", "bishop", "knight"]
        .iter()
        .enumerate()
    {
        let value = pick(u, pieces[i])?;
        put(&mut out, &format!("piece-letter-{role}"), value);
    }
    put(&mut out, "piece-letter-pawn", pick(u, "")?);
    for role in ["king", "queen", "rook", "bishop", "knight", "pawn"] {
        if u.ratio(1, 8)? {
            let value = u.choose(TROUBLE)?;
            put(&mut out, &format!("piece-letter-extra-{role}"), value);
        }
    }
    let forsyth = *u.choose(FORSYTH_SETS)?;
    for (i, role) in ["king", "queen", "rook", "bishop", "knight", "pawn"]
        .iter()
        .enumerate()
    {
        let value = pick(u, forsyth[i])?;
        put(&mut out, &format!("forsyth-letter-{role}"), value);
    }
    let files = *u.choose(FILE_SETS)?;
    for (i, file) in files.iter().enumerate() {
        let value = pick(u, file)?;
        let id = format!("file-{}", char::from(b'a' + i as u8));
        put(&mut out, &id, value);
    }
    let usual = *u.choose(&["O-O", "0-0", "OO", "Ο-Ο"])?;
    let short = pick(u, usual)?;
    put(&mut out, "castle-short", short);
    let usual = *u.choose(&["O-O-O", "0-0-0", "OOO", "Ο-Ο-Ο"])?;
    let long = pick(u, usual)?;
    put(&mut out, "castle-long", long);
    let usual = *u.choose(&["x", ":", "×", "✕"])?;
    let capture = pick(u, usual)?;
    put(&mut out, "capture-mark", capture);
    Ok(out)
}
