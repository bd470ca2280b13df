//! The obvious edits that mend a finding, as plain data.
//!
//! Some findings report text that forsyth reads after a repair any reader
//! would make (see [`crate::diagnostic::Code::FenRepaired`] and the
//! `unescaped-quote` and `stray-backslash` warnings of
//! [`crate::tree::SyntaxErrorKind`]). For those, [`fixes`] gives the edits
//! that write the text as it is read, so that the finding goes away: a
//! fullmove number 0 becomes `1` (unless the game numbers its moves from 0:
//! then no fix is obvious), a castling right the board contradicts is
//! removed (`-` when none is left), an en passant square no double step
//! backs becomes `-`, a halfmove clock after a double step `0`, missing
//! fields get their default values, a typographic dash becomes `-`, quotes
//! inside a tag value get their backslash.
//!
//! A wrong move number (`move-number`, reported once where the numbering
//! goes off) is mended by [`renumber`], from the game read with its moves:
//! that number and every later one of the game, in the main line and in
//! variations, are written as the positions say, from the number the
//! finding expects on.
//!
//! A [`Fix`] is byte spans of the text the finding was made on, their
//! replacements and the message id of its title in `messages.ftl`; callers
//! turn it into whatever edits they apply (an editor's code action). A fix
//! is only given when the text at the finding is what the finding says it
//! is: a finding on another text, or on a text edited since, gives none.

use std::ops::Range;

use forsyth_core::{CastlingMode, Color, Fen, FenField, ParsedFen, Repair};

use crate::{
    analysis::MoveRecord,
    cursor::GameDetail,
    diagnostic::{Arg, Code, Diagnostic, format_message},
    lexer::{Lexer, TokenKind, standard_string},
    locale::Locale,
    tree::{Item, MoveNumberItem, SyntaxTree, WalkEvent},
};

/// One replacement: the bytes of `span` become `text` (an empty span
/// inserts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub span: Range<usize>,
    pub text: String,
}

/// `text` with `edits` made (in text order, none overlapping another), or
/// `None` if an edit does not fit it (out of order, out of range, or inside
/// a character).
#[must_use]
pub fn apply(edits: &[Edit], text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len() + 8);
    let mut at = 0;
    for edit in edits {
        out.push_str(text.get(at..edit.span.start)?);
        text.get(edit.span.clone())?;
        out.push_str(&edit.text);
        at = edit.span.end;
    }
    out.push_str(text.get(at..)?);
    Some(out)
}

/// Edits that mend one finding, with their title.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fix {
    /// The message id of the title in `messages.ftl` (`fix-fullmoves-one`).
    pub message: &'static str,
    /// The title's arguments.
    pub args: Vec<(&'static str, Arg)>,
    /// The edits, in text order, none overlapping another.
    pub edits: Vec<Edit>,
}

impl Fix {
    /// The title in the reader's language ("Set the fullmove number to 1").
    #[must_use]
    pub fn title(&self, locale: &Locale) -> String {
        format_message(locale, self.message, &self.args)
    }

    /// `text` with the edits made, or `None` if an edit does not fit it
    /// (out of range, or inside a character).
    #[must_use]
    pub fn apply(&self, text: &str) -> Option<String> {
        apply(&self.edits, text)
    }

    fn one(message: &'static str, span: Range<usize>, text: impl Into<String>) -> Fix {
        Fix {
            message,
            args: Vec::new(),
            edits: vec![Edit {
                span,
                text: text.into(),
            }],
        }
    }

    fn with(mut self, name: &'static str, arg: Arg) -> Fix {
        self.args.push((name, arg));
        self
    }
}

/// Whether [`fixes`] may give something for findings of this code and
/// variant (without looking at the text). A `move-number` finding is
/// mended by [`renumber`] instead, which reads the game.
#[must_use]
pub fn is_fixable(code: Code, variant: Option<&str>) -> bool {
    match code {
        Code::FenRepaired | Code::PrintedResult | Code::PrintedQuotes => true,
        Code::Syntax => matches!(variant, Some("unescaped-quote" | "stray-backslash")),
        _ => false,
    }
}

/// The obvious fixes of `diagnostic`, a finding whose span is a span of
/// `text`: none when the finding has no obvious fix, or when `text` does
/// not hold at that span what the finding is about.
#[must_use]
pub fn fixes(diagnostic: &Diagnostic, text: &str) -> Vec<Fix> {
    let fix = match (diagnostic.code, diagnostic.variant) {
        (Code::FenRepaired, _) => fen_fix(diagnostic, text),
        (Code::PrintedResult, _) => standard_result(diagnostic, text),
        (Code::PrintedQuotes, _) => standard_quotes(&diagnostic.span, text),
        (Code::Syntax, Some("unescaped-quote")) => escape_quotes(&diagnostic.span, text),
        (Code::Syntax, Some("stray-backslash")) => escape_backslash(&diagnostic.span, text),
        _ => None,
    };
    fix.into_iter().collect()
}

/// A printed result (`1 : 0`, `patta`) written as PGN writes it, the
/// finding's `result`.
fn standard_result(diagnostic: &Diagnostic, text: &str) -> Option<Fix> {
    let Some(Arg::Text(result)) = arg(diagnostic, "result") else {
        return None;
    };
    text.get(diagnostic.span.clone())?;
    Some(
        Fix::one(
            "fix-printed-result",
            diagnostic.span.clone(),
            result.clone(),
        )
        .with("result", Arg::Text(result.clone())),
    )
}

/// Tag values printed between quotes of print (`[Event «…»]`), the
/// values of a `printed-quotes` finding (from the first to the last),
/// written between PGN's `"` ([`standard_string`]): the tag pairs are lexed
/// again from the `[` before the first.
fn standard_quotes(span: &Range<usize>, text: &str) -> Option<Fix> {
    text.get(span.clone())?;
    let open = text[..span.start].rfind('[')?;
    // To the end of the last value's line, where its `]` stands.
    let end = text[span.end..]
        .find(['\n', '\r'])
        .map_or(text.len(), |n| span.end + n);
    let src = &text.as_bytes()[open..end];
    let edits: Vec<Edit> = Lexer::new(src)
        .filter(|t| t.kind == TokenKind::PrintedString)
        .filter_map(|t| {
            Some(Edit {
                span: open + t.start as usize..open + t.end as usize,
                text: standard_string(t.bytes(src))?,
            })
        })
        .collect();
    (edits.first()?.span.start == span.start).then_some(Fix {
        message: "fix-printed-quotes",
        args: Vec::new(),
        edits,
    })
}

/// A named argument of a finding.
fn arg<'d>(diagnostic: &'d Diagnostic, name: &str) -> Option<&'d Arg> {
    diagnostic
        .args
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, a)| a)
}

/// The FEN of a `fen-repaired` finding as it stands in `text`: its start,
/// its text, and its lenient reading (for the fields' places).
struct FenAt<'t> {
    start: usize,
    text: &'t str,
    parsed: ParsedFen,
}

impl FenAt<'_> {
    /// The span of `field` in the text, if the FEN has it.
    fn field(&self, field: FenField) -> Option<Range<usize>> {
        let span = self.parsed.spans.fields[field as usize].clone()?;
        // An EPD line's FEN is read with counters it lacks ("… 0 1").
        (span.end <= self.text.len()).then(|| self.start + span.start..self.start + span.end)
    }

    /// A span of the FEN's text (relative to it) as a span of the text.
    fn at(&self, span: &Range<usize>) -> Option<Range<usize>> {
        (span.start <= span.end && span.end <= self.text.len())
            .then(|| self.start + span.start..self.start + span.end)
    }
}

/// Finds the FEN `value` (the finding's `fen` argument) in `text` at
/// `start`. The finding of an EPD line was made on its four fields with
/// the counters `0 1` added: the text then holds the four fields only.
fn fen_at<'t>(text: &'t str, start: usize, value: &str) -> Option<FenAt<'t>> {
    let found = if text.get(start..)?.starts_with(value) {
        value
    } else {
        let epd = value.strip_suffix(" 0 1")?;
        if !text.get(start..)?.starts_with(epd) {
            return None;
        }
        epd
    };
    let parsed = Fen::parse_lenient(value, None)
        .or_else(|_| Fen::parse_lenient(value, Some(CastlingMode::Chess960)))
        .ok()?
        .1;
    Some(FenAt {
        start,
        text: text.get(start..start + found.len())?,
        parsed,
    })
}

/// The fix of one FEN repair.
fn fen_fix(diagnostic: &Diagnostic, text: &str) -> Option<Fix> {
    let Some(Arg::Repair(repair)) = arg(diagnostic, "repair") else {
        return None;
    };
    let Some(Arg::Text(value)) = arg(diagnostic, "fen") else {
        return None;
    };
    let at = diagnostic.span.start;
    // Where the FEN starts: the finding's span is a span of the FEN moved
    // to the text (see `analysis::read_fen`).
    let start = match repair {
        Repair::Dash { span }
        | Repair::DroppedCastling { span, .. }
        | Repair::DroppedEpSquare { span } => at.checked_sub(span.start)?,
        // A missing field's finding covers the FEN's last character.
        Repair::Defaulted(_) => diagnostic.span.end.checked_sub(value.len())?,
        Repair::StrippedBrackets | Repair::Separators => at,
        Repair::FullmovesZero | Repair::ResetHalfmoves => {
            let field = if *repair == Repair::FullmovesZero {
                FenField::Fullmoves
            } else {
                FenField::Halfmoves
            };
            let parsed = Fen::parse_lenient(value, None).ok()?.1;
            at.checked_sub(parsed.spans.fields[field as usize].as_ref()?.start)?
        }
    };
    let fen = fen_at(text, start, value)?;
    match repair {
        Repair::FullmovesZero => {
            let span = fen.field(FenField::Fullmoves)?;
            let written = text.get(span.clone())?;
            (!written.is_empty()
                && written.bytes().all(|b| b == b'0')
                && !numbered_from_zero(text, span.start))
            .then(|| Fix::one("fix-fullmoves-one", span, "1"))
        }
        Repair::ResetHalfmoves => {
            let span = fen.field(FenField::Halfmoves)?;
            let written = text.get(span.clone())?;
            (!written.is_empty() && written.bytes().all(|b| b.is_ascii_digit()) && written != "0")
                .then(|| Fix::one("fix-halfmoves-zero", span, "0"))
        }
        Repair::DroppedEpSquare { span } => {
            let span = fen.at(span)?;
            let written = text.get(span.clone())?.to_owned();
            (span == fen.field(FenField::EnPassant)?).then(|| {
                Fix::one("fix-drop-ep-square", span, "-").with("square", Arg::Text(written))
            })
        }
        Repair::DroppedCastling { letter, span } => {
            let span = fen.at(span)?;
            let field = fen.field(FenField::Castling)?;
            let inside = field.start <= span.start && span.end <= field.end;
            if !inside || !text.get(span.clone())?.chars().eq([*letter]) {
                return None;
            }
            let fix = if span == field {
                // The only letter: no right is left.
                Fix::one("fix-drop-castling", span, "-")
            } else {
                Fix::one("fix-drop-castling", span, "")
            };
            Some(fix.with("letter", Arg::Text(letter.to_string())))
        }
        Repair::Dash { span } => {
            let span = fen.at(span)?;
            let written = text.get(span.clone())?.to_owned();
            (written.chars().count() == 1 && written != "-")
                .then(|| Fix::one("fix-dash", span, "-").with("dash", Arg::Text(written)))
        }
        Repair::Defaulted(_) => {
            let fields = &fen.parsed.spans.fields;
            let present = fields
                .iter()
                .take_while(|f| f.as_ref().is_some_and(|s| s.end <= fen.text.len()))
                .count();
            if present == 0 || present == FenField::ALL.len() {
                return None;
            }
            let end = fen.field(FenField::ALL[present - 1])?.end;
            let values: Vec<&str> = FenField::ALL[present..]
                .iter()
                .map(|f| f.default_value())
                .collect();
            let values = values.join(" ");
            Some(
                Fix::one("fix-add-fields", end..end, format!(" {values}"))
                    .with("values", Arg::Text(values)),
            )
        }
        Repair::StrippedBrackets => {
            // The FEN inside its brackets, without the spaces next to them.
            let board = fen.field(FenField::Board)?;
            let last = fields_end(&fen)?;
            let (open, close) = (fen.start..board.start, last..fen.start + fen.text.len());
            let opening = text.get(open.clone())?.trim();
            let closing = text.get(close.clone())?.trim();
            (opening.chars().count() == 1 && closing.chars().count() == 1).then(|| Fix {
                message: "fix-strip-brackets",
                args: Vec::new(),
                edits: vec![
                    Edit {
                        span: open,
                        text: String::new(),
                    },
                    Edit {
                        span: close,
                        text: String::new(),
                    },
                ],
            })
        }
        Repair::Separators => {
            let first = fen.field(FenField::Board)?.start;
            let last = fields_end(&fen)?;
            let fields: Vec<&str> = FenField::ALL
                .iter()
                .filter_map(|f| fen.field(*f))
                .filter_map(|s| text.get(s))
                .collect();
            let joined = fields.join(" ");
            (text.get(first..last)? != joined)
                .then(|| Fix::one("fix-separators", first..last, joined))
        }
    }
}

/// Whether the game of `text` that holds byte `at` numbers its first move
/// 0, as its FEN's fullmove number 0 says (`0. Rha7`): the number 1 would
/// make its move numbers wrong, so that no fix is obvious.
fn numbered_from_zero(text: &str, at: usize) -> bool {
    let tree = SyntaxTree::parse(text.as_bytes());
    tree.games().filter(|g| g.span().contains(&at)).any(|g| {
        g.mainline()
            .and_then(|line| {
                line.items().find_map(|item| match item {
                    Item::MoveNumber(n) => n.number(),
                    _ => None,
                })
            })
            .is_some_and(|n| n.number == 0)
    })
}

/// The end of the FEN's last field in the text.
fn fields_end(fen: &FenAt<'_>) -> Option<usize> {
    FenField::ALL
        .iter()
        .filter_map(|f| fen.field(*f))
        .map(|s| s.end)
        .max()
}

/// `unescaped-quote`: the span runs from the first quote that no `\`
/// escapes to the last, inside a tag value; each such quote gets its `\`.
fn escape_quotes(span: &Range<usize>, text: &str) -> Option<Fix> {
    let written = text.get(span.clone())?;
    if !(written.starts_with('"') && written.ends_with('"')) {
        return None;
    }
    let mut escaped = String::with_capacity(written.len() + 4);
    let mut chars = written.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                escaped.push('\\');
                // `\"` and `\\` are escapes already; `\` before anything
                // else is kept as written.
                if let Some(next) = chars.next() {
                    escaped.push(next);
                }
            }
            '"' => escaped.push_str("\\\""),
            c => escaped.push(c),
        }
    }
    Some(Fix::one("fix-escape-quotes", span.clone(), escaped))
}

/// `stray-backslash`: a `\` right before a tag value's closing quote,
/// written `\\` so that it stays part of the value.
fn escape_backslash(span: &Range<usize>, text: &str) -> Option<Fix> {
    (text.get(span.clone())? == "\\")
        .then(|| Fix::one("fix-escape-backslash", span.clone(), "\\\\"))
}

/// The fix of a `move-number` finding: its number written as the finding
/// expects ("34." → "1."), and every later move number of its game, in
/// the main line and in variations, written to follow on from it as the
/// positions say. A number keeps its form — `12...` or `12…` before a
/// Black move, `12.` before either, `12` without a period — except that a
/// Black form before a White move becomes `12.`. A number whose move could
/// not be played (after an illegal or unreadable move of its line) is left
/// as written, as the check leaves it.
///
/// `finding` is the finding, its span in document offsets; `parts` its
/// game read with its moves ([`GameDetail::read`]), whole or stretch by
/// stretch in text order (the [`crate::cursor::Checkpoints`] of a long
/// game). The edits are in document offsets. `None` when the finding is
/// no `move-number` finding of this game (another text, or one edited
/// since) or nothing would change.
#[must_use]
pub fn renumber<'l>(
    finding: &Diagnostic,
    parts: impl IntoIterator<Item = GameDetail<'l>>,
) -> Option<Fix> {
    if finding.code != Code::MoveNumber {
        return None;
    }
    let Some(Arg::Text(expected)) = arg(finding, "expected") else {
        return None;
    };
    let wanted: i128 = expected.trim_end_matches(['.', '…']).parse().ok()?;
    let from = finding.span.start;
    // How far the written numbers are to be from the positions' fullmove
    // numbers: set at the finding's own number.
    let mut shift: Option<i128> = None;
    let mut edits = Vec::new();
    for part in parts {
        let Some(game) = part.game() else {
            continue;
        };
        // Per open line, the number waiting for its move: a move takes
        // it, a later number replaces it, as the check reads them.
        let mut waiting: Vec<Option<MoveNumberItem<'_>>> = Vec::new();
        for event in game.walk() {
            let item = match event {
                WalkEvent::Enter(_) => {
                    waiting.push(None);
                    continue;
                }
                WalkEvent::Exit(_) => {
                    waiting.pop();
                    continue;
                }
                WalkEvent::Item(item) => item,
            };
            let Some(slot) = waiting.last_mut() else {
                continue;
            };
            let word = match item {
                Item::MoveNumber(n) => {
                    *slot = Some(n);
                    continue;
                }
                Item::Move(m) => m.word_span(),
                Item::Alternatives(a) => match a.moves().next() {
                    Some(m) => m.word_span(),
                    None => continue,
                },
                _ => continue,
            };
            let Some(number) = slot.take() else {
                continue;
            };
            let at = part.doc(number.span());
            if at.start < from {
                continue;
            }
            // The move it numbers, as played; none after a move that could
            // not be.
            let Some(record) = record_at(&part, word.start) else {
                continue;
            };
            let fullmoves = i128::from(record.before.fullmoves());
            let shift = match shift {
                Some(s) => s,
                None if at.start == from => *shift.insert(wanted - fullmoves),
                // The finding's number is not where it says.
                None => return None,
            };
            let white = record.before.turn() == Color::White;
            edits.extend(number_edit(&number, fullmoves + shift, white, &part)?);
        }
    }
    shift?;
    (!edits.is_empty()).then(|| Fix {
        message: "fix-renumber",
        args: vec![("expected", Arg::Text(expected.clone()))],
        edits,
    })
}

/// The recorded move whose word starts at game offset `start`.
fn record_at<'g>(game: &'g GameDetail<'_>, start: usize) -> Option<&'g MoveRecord> {
    let moves = &game.analysis.moves;
    let i = moves.partition_point(|r| r.word.start < start);
    moves.get(i).filter(|r| r.word.start == start)
}

/// The edit that writes move number item `number` of `game` as `value`
/// before a move of White (`white`) or Black: `None` for a value no
/// number can be, no edit when it is written so already.
fn number_edit(
    number: &MoveNumberItem<'_>,
    value: i128,
    white: bool,
    game: &GameDetail<'_>,
) -> Option<Option<Edit>> {
    if value < 0 {
        return None;
    }
    let bytes = number.bytes();
    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    let rest = String::from_utf8_lossy(&bytes[digits..]);
    let black_form = rest.contains('…') || rest.matches('.').count() >= 3;
    let span = number.span();
    let (span, text) = if black_form && white {
        (span, format!("{value}."))
    } else {
        (span.start..span.start + digits, value.to_string())
    };
    let written = bytes.get(..span.end - span.start)?;
    Some((written != text.as_bytes()).then(|| Edit {
        span: game.doc(span),
        text,
    }))
}

#[cfg(test)]
mod tests {
    use std::sync::OnceLock;

    use super::*;
    use crate::{
        analysis::{Analysis, Analyzer, LanguageChoice},
        finding::tree_diagnostics,
        locale::Locales,
        tree::SyntaxTree,
    };

    fn locales() -> &'static Locales {
        static LOCALES: OnceLock<Locales> = OnceLock::new();
        LOCALES.get_or_init(Locales::embedded)
    }

    /// Every finding of a PGN text, as `forsyth check` makes them.
    fn findings(text: &str) -> Vec<Diagnostic> {
        let tree = SyntaxTree::parse(text.as_bytes());
        let mut analyzer = Analyzer::new(locales());
        let mut analysis = Analysis::default();
        let mut out = Vec::new();
        tree_diagnostics(
            &tree,
            &mut analyzer,
            LanguageChoice::Auto,
            &mut analysis,
            |_| {},
            &mut out,
        );
        out
    }

    fn repair_of(d: &Diagnostic) -> Option<&Repair> {
        match arg(d, "repair") {
            Some(Arg::Repair(r)) => Some(r),
            _ => None,
        }
    }

    /// The findings that have a fix, each with its only fix.
    fn fixed(text: &str) -> Vec<(Diagnostic, Fix)> {
        findings(text)
            .into_iter()
            .filter(|d| is_fixable(d.code, d.variant))
            .filter_map(|d| {
                let mut found = fixes(&d, text);
                assert!(found.len() <= 1, "{d:?}: {found:?}");
                (!found.is_empty()).then(|| (d, found.remove(0)))
            })
            .collect()
    }

    /// `text` with the edits of all `fixes` made (identical edits once).
    fn apply_all(text: &str, fixes: &[Fix]) -> String {
        let mut edits: Vec<Edit> = fixes.iter().flat_map(|f| f.edits.clone()).collect();
        edits.sort_by_key(|e| (e.span.start, e.span.end));
        edits.dedup();
        assert!(
            edits.windows(2).all(|w| w[0].span.end <= w[1].span.start),
            "overlapping edits: {edits:?}"
        );
        Fix {
            message: "",
            args: Vec::new(),
            edits,
        }
        .apply(text)
        .expect("the edits fit the text")
    }

    /// The codes of the findings that are not about `code`, in order.
    fn other_codes(findings: &[Diagnostic], code: Code) -> Vec<(Code, Option<&'static str>)> {
        findings
            .iter()
            .filter(|d| d.code != code)
            .map(|d| (d.code, d.variant))
            .collect()
    }

    /// Each game's `[FEN]` reads strictly.
    fn assert_fens_strict(text: &str) {
        let tree = SyntaxTree::parse(text.as_bytes());
        for game in tree.games() {
            if let Some(fen) = game.tag("FEN").and_then(|t| t.value()) {
                assert!(
                    Fen::parse_strict(&fen, None).is_ok(),
                    "{fen} does not read strictly"
                );
            }
        }
    }

    fn en() -> &'static Locale {
        locales().get("en").expect("English")
    }

    /// A finding on a FEN in a `[FEN]` tag of a game.
    fn game_with_fen(fen: &str) -> String {
        format!("[Event \"?\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n*\n")
    }

    /// pychess's mate-in-2 book (Debian pychess 1.0.3-1, see
    /// tests/data/real/SOURCES.md): all 166 FENs end `… 1 0`. Each fix sets
    /// the fullmove number to 1, and nothing else changes.
    #[test]
    fn every_mate_in_2_puzzle_gets_fullmove_number_1() {
        let bytes = include_bytes!("../../../tests/data/real/pychess-mate-in-2.pgn");
        let text = String::from_utf8_lossy(bytes).into_owned();
        let before = findings(&text);
        let found = fixed(&text);
        assert_eq!(found.len(), 166);
        for (d, fix) in &found {
            assert_eq!(repair_of(d), Some(&Repair::FullmovesZero));
            assert_eq!(fix.edits.len(), 1);
            assert_eq!(&text[fix.edits[0].span.clone()], "0");
            assert_eq!(fix.edits[0].text, "1");
            assert_eq!(fix.title(en()), "Set the fullmove number to 1");
            // The FEN around it ends `1 0` and now `1 1`.
            let line_start = text[..d.span.start].rfind('\n').map_or(0, |i| i + 1);
            let line_end = d.span.end + text[d.span.end..].find('\n').unwrap_or(0);
            let line = &text[line_start..line_end];
            assert!(line.ends_with(" 1 0\"]"), "{line}");
        }
        let fixes: Vec<Fix> = found.into_iter().map(|(_, f)| f).collect();
        let after_text = apply_all(&text, &fixes);
        assert_eq!(after_text.len(), text.len());
        let after = findings(&after_text);
        assert!(after.iter().all(|d| d.code != Code::FenRepaired));
        assert_eq!(
            other_codes(&after, Code::FenRepaired),
            other_codes(&before, Code::FenRepaired)
        );
        assert_fens_strict(&after_text);
    }

    /// kokopu's test file (npm kokopu 4.13.4): `[FEN "… w - - 0 0"]` and
    /// `0. Rha7`, numbered from the 0 the FEN says. The number 1 would make
    /// `0.` wrong: no fix is obvious, and none is given. With the game
    /// numbered from 1, the fix is the obvious one and leaves no finding.
    #[test]
    fn a_fullmove_number_0_the_moves_are_numbered_from_has_no_fix() {
        let text = include_str!("../../../tests/data/real/kokopu-misc.pgn");
        let fen = "8/7R/R3B3/4r1pP/p4k2/8/6PK/r7 w - -";
        assert!(text.contains(&format!("[FEN \"{fen} 0 0\"]")));
        assert!(text.contains("0. Rha7"));
        let zero: Vec<Diagnostic> = findings(text)
            .into_iter()
            .filter(|d| repair_of(d) == Some(&Repair::FullmovesZero))
            .collect();
        assert_eq!(zero.len(), 1);
        assert_eq!(fixes(&zero[0], text), []);
        // Setting 1 by hand gives a move-number warning: that is why.
        let by_hand = text.replace(&format!("{fen} 0 0"), &format!("{fen} 0 1"));
        let numbers = |t: &str| {
            findings(t)
                .iter()
                .filter(|d| d.code == Code::MoveNumber)
                .count()
        };
        assert_eq!(numbers(&by_hand), numbers(text) + 1);
        // Numbered from 1, the game takes the fix.
        let renumbered = text.replace("0. Rha7", "1. Rha7");
        let found = fixed(&renumbered);
        let fix = found
            .iter()
            .find(|(d, _)| repair_of(d) == Some(&Repair::FullmovesZero))
            .map(|(_, f)| f)
            .expect("a fix");
        let after = fix.apply(&renumbered).unwrap();
        assert!(after.contains(&format!("[FEN \"{fen} 0 1\"]")));
        assert!(findings(&after).iter().all(|d| d.code != Code::FenRepaired));
        assert_eq!(numbers(&after), numbers(text));
    }

    /// A lichess study (pychess's game-puzzles-2, game 15, line 228):
    /// `b Kq` with the white king on c1 and the black king on g8. Each
    /// right is removed by its own fix; the last leaves `-`.
    #[test]
    fn castling_rights_a_lichess_study_board_contradicts_are_removed() {
        let text = include_str!("../../../tests/data/real/pychess-game-puzzles-2.pgn");
        let found = fixed(text);
        let letters: Vec<(char, &Fix)> = found
            .iter()
            .filter_map(|(d, f)| match repair_of(d) {
                Some(Repair::DroppedCastling { letter, .. }) => Some((*letter, f)),
                _ => None,
            })
            .collect();
        assert_eq!(letters.iter().map(|(l, _)| *l).collect::<String>(), "Kq");
        let (_, fix_k) = letters[0];
        assert_eq!(fix_k.title(en()), "Remove castling right K");
        assert_eq!(fix_k.edits[0].text, "");
        let once = fix_k.apply(text).unwrap();
        let fen = "1rr3k1/p3ppbp/3pbnp1/7P/qP1BP1P1/5P2/1PPQ4/1NKR1B1R b";
        assert!(once.contains(&format!("{fen} q - 0 1\"]")));
        // Now `q` stands alone: its fix writes `-`.
        let found = fixed(&once);
        let [(d, fix_q)] = &found[..] else {
            panic!("{found:?}")
        };
        assert!(matches!(
            repair_of(d),
            Some(Repair::DroppedCastling { letter: 'q', .. })
        ));
        assert_eq!(fix_q.edits[0].text, "-");
        let twice = fix_q.apply(&once).unwrap();
        assert!(twice.contains(&format!("{fen} - - 0 1\"]")));
        assert!(fixed(&twice).is_empty());
        assert_fens_strict(&twice);
        // The other findings of the file stay as they were.
        assert_eq!(
            other_codes(&findings(&twice), Code::FenRepaired),
            other_codes(&findings(text), Code::FenRepaired)
        );
    }

    /// A lichess practice study (pychess's greek-gift, game 1): `w KQq`
    /// with the black king castled on g8.
    #[test]
    fn one_castling_right_of_several_is_removed() {
        let text = include_str!("../../../tests/data/real/pychess-greek-gift.pgn");
        let found = fixed(text);
        assert_eq!(found.len(), 1, "{found:?}");
        let after = found[0].1.apply(text).unwrap();
        assert!(after.contains(
            "[FEN \"rnbq1rk1/pppn1ppp/4p3/3pP3/1b1P4/2NB1N2/PPP2PPP/R1BQK2R w KQ - 0 1\"]"
        ));
        assert!(fixed(&after).is_empty());
        assert_fens_strict(&after);
    }

    /// Tag values printed between quotes of print (issue 18): one fix for
    /// the game's one `printed-quotes` note writes every one of them
    /// between PGN's quotes, `"` and `\` inside escaped, and the values
    /// read the same; a `«` in a comment is left alone.
    #[test]
    fn tag_values_between_quotes_of_print_get_pgn_quotes() {
        let text = "[Event «Kampenmesterskap»]\n[Site \"Oslo\"]\n\
                    [White „Müller, \"Hans\" C:\\x\\y“]\n[Black ‚Berg’]\n[Result «1-0»]\n\n\
                    1. e4 {«x»} e5 1-0\n";
        let found = fixed(text);
        assert_eq!(found.len(), 1, "{found:?}");
        let (d, fix) = &found[0];
        assert_eq!(d.code, Code::PrintedQuotes);
        assert_eq!(fix.message, "fix-printed-quotes");
        assert_eq!(fix.edits.len(), 4, "{fix:?}");
        let after = fix.apply(text).unwrap();
        assert_eq!(
            after,
            "[Event \"Kampenmesterskap\"]\n[Site \"Oslo\"]\n\
             [White \"Müller, \\\"Hans\\\" C:\\\\x\\\\y\"]\n[Black \"Berg\"]\n[Result \"1-0\"]\n\n\
             1. e4 {«x»} e5 1-0\n"
        );
        assert!(fixed(&after).is_empty(), "{:?}", fixed(&after));
        let values = |text: &str| -> Vec<String> {
            let tree = SyntaxTree::parse(text.as_bytes());
            let game = tree.game(0).unwrap();
            game.tags()
                .map(|t| t.value().unwrap_or_default().into_owned())
                .collect()
        };
        assert_eq!(values(text), values(&after));
        // On another text, no fix.
        assert!(fixes(d, "[Event \"x\"]").is_empty());
    }

    /// Computer names in doubled quotes (pychess's mate-in-3 book, cut in
    /// tests/data/real): the fix escapes them, and the values read the same.
    #[test]
    fn doubled_quotes_in_a_tag_value_are_escaped() {
        let text = include_str!("../../../tests/data/real/pychess-mate-in-3-quotes.pgn");
        let quotes: Vec<Fix> = fixed(text)
            .into_iter()
            .filter(|(d, _)| d.variant == Some("unescaped-quote"))
            .map(|(_, f)| f)
            .collect();
        assert!(quotes.len() >= 2, "{quotes:?}");
        let after = apply_all(text, &quotes);
        assert!(after.contains("[White \"\\\"Socrates Expert\\\"\"]"));
        assert!(
            findings(&after)
                .iter()
                .all(|d| d.variant != Some("unescaped-quote"))
        );
        let values = |text: &str| -> Vec<(String, String)> {
            let tree = SyntaxTree::parse(text.as_bytes());
            tree.games()
                .map(|g| {
                    let v = |name: &str| {
                        g.tag(name)
                            .and_then(|t| t.value())
                            .unwrap_or_default()
                            .into_owned()
                    };
                    (v("White"), v("Black"))
                })
                .collect()
        };
        assert_eq!(values(&after), values(text));
        assert!(values(text).iter().any(|(w, _)| w == "\"Socrates Expert\""));
    }

    /// A backslash before the closing quote (the lexer's example) is
    /// written `\\` and still read as part of the value.
    #[test]
    fn a_stray_backslash_is_doubled() {
        let text = "[Event \"?\"]\n[Site \"C:\\games\\\"]\n\n*\n";
        let found = fixed(text);
        let [(d, fix)] = &found[..] else {
            panic!("{found:?}")
        };
        assert_eq!(d.variant, Some("stray-backslash"));
        let after = fix.apply(text).unwrap();
        assert_eq!(after, "[Event \"?\"]\n[Site \"C:\\games\\\\\"]\n\n*\n");
        assert!(fixed(&after).is_empty());
        let site = |t: &str| {
            SyntaxTree::parse(t.as_bytes())
                .games()
                .next()
                .and_then(|g| g.tag("Site")?.value().map(|v| v.into_owned()))
        };
        assert_eq!(site(&after), site(text));
    }

    /// Oikonomopoulos's 1881 problem (tests/data/seed) as problemists print
    /// its FEN, without the last four fields: one finding per missing
    /// field, all with the same fix, which gives the seed's FEN. In
    /// brackets, the fields go inside them.
    #[test]
    fn missing_fields_are_added_with_their_default_values() {
        let board = "R7/4k3/4N3/K2B4/8/8/8/5R2";
        let seed = include_str!("../../../tests/data/seed/oikonomopoulos-1881.pgn");
        assert!(seed.contains(&format!("[FEN \"{board} w - - 0 1\"]")));
        let text = game_with_fen(&format!("{board} w"));
        let found = fixed(&text);
        assert_eq!(found.len(), 4, "{found:?}");
        for (_, fix) in &found {
            assert_eq!(fix, &found[0].1);
        }
        assert_eq!(found[0].1.title(en()), "Add the missing fields: - - 0 1");
        let after = found[0].1.apply(&text).unwrap();
        assert_eq!(after, game_with_fen(&format!("{board} w - - 0 1")));
        assert!(findings(&after).is_empty(), "{:?}", findings(&after));

        let text = game_with_fen(&format!("[{board} b]"));
        let found = fixed(&text);
        let titles: Vec<String> = found.iter().map(|(_, f)| f.title(en())).collect();
        assert!(titles.contains(&"Remove the brackets around the FEN".to_owned()));
        let all: Vec<Fix> = found.into_iter().map(|(_, f)| f).collect();
        let after = apply_all(&text, &all);
        assert_eq!(after, game_with_fen(&format!("{board} b - - 0 1")));
        assert!(findings(&after).is_empty(), "{:?}", findings(&after));
    }

    /// Typeset FENs use en dashes (–) for empty fields; odd spacing comes
    /// from copying them out of a page.
    #[test]
    fn dashes_and_separators_are_written_as_fen_writes_them() {
        let board = "R7/4k3/4N3/K2B4/8/8/8/5R2";
        let text = game_with_fen(&format!("{board} w \u{2013} \u{2013} 0 1"));
        let found = fixed(&text);
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].1.title(en()), "Write '-' for '\u{2013}'");
        let all: Vec<Fix> = found.into_iter().map(|(_, f)| f).collect();
        let after = apply_all(&text, &all);
        assert_eq!(after, game_with_fen(&format!("{board} w - - 0 1")));
        assert!(findings(&after).is_empty());

        let text = game_with_fen(&format!("{board}  w -\t- 0 1"));
        let found = fixed(&text);
        let [(_, fix)] = &found[..] else {
            panic!("{found:?}")
        };
        assert_eq!(fix.title(en()), "Separate the fields by one space");
        let after = fix.apply(&text).unwrap();
        assert_eq!(after, game_with_fen(&format!("{board} w - - 0 1")));
        assert!(findings(&after).is_empty());
    }

    /// The PGN standard's FEN after 1. e4 c5 (§16.1.4), with the en passant
    /// square or the halfmove clock miswritten.
    #[test]
    fn en_passant_square_and_halfmove_clock() {
        let good = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2";
        // No black pawn made a double step to e5.
        let text = game_with_fen(&good.replace("c6", "e6"));
        let found = fixed(&text);
        let [(_, fix)] = &found[..] else {
            panic!("{found:?}")
        };
        assert_eq!(fix.title(en()), "Remove en passant square e6");
        let after = fix.apply(&text).unwrap();
        assert_eq!(after, game_with_fen(&good.replace("c6", "-")));
        assert!(findings(&after).is_empty());
        // A double step resets the halfmove clock.
        let text = game_with_fen(&good.replace("c6 0 2", "c6 3 2"));
        let found = fixed(&text);
        let [(_, fix)] = &found[..] else {
            panic!("{found:?}")
        };
        assert_eq!(fix.title(en()), "Set the halfmove clock to 0");
        let after = fix.apply(&text).unwrap();
        assert_eq!(after, game_with_fen(good));
        assert!(findings(&after).is_empty());
    }

    /// The fixes of the first move-number finding of each game of `text`
    /// (the game read whole, from its place in the text).
    fn renumberings(text: &str, first_only: bool) -> Vec<(Diagnostic, Fix)> {
        let tree = SyntaxTree::parse(text.as_bytes());
        let mut out: Vec<(Diagnostic, Fix)> = Vec::new();
        for d in findings(text)
            .into_iter()
            .filter(|d| d.code == Code::MoveNumber)
        {
            let game = tree
                .games()
                .find(|g| g.span().contains(&d.span.start))
                .expect("a finding in a game")
                .span();
            if first_only && out.iter().any(|(f, _)| game.contains(&f.span.start)) {
                continue;
            }
            let detail = GameDetail::read(
                &text[game.clone()],
                game.start,
                locales(),
                LanguageChoice::Auto,
            );
            let fix = renumber(&d, [detail]).expect("a renumbering");
            out.push((d, fix));
        }
        out
    }

    /// The text without the lines of carets the findings test writes.
    fn without_annotations(text: &str) -> String {
        text.split_inclusive('\n')
            .filter(|l| {
                !l.strip_prefix('%')
                    .is_some_and(|r| r.trim_start().starts_with('^'))
            })
            .collect()
    }

    /// tests/data/findings/renumber.pgn: a lichess study with a variation
    /// numbered from the game it comes from, that study and a blitz game
    /// with their `[FEN]` move numbers changed, Fischer - Spassky 1992
    /// with a number mistyped. The fix of the first wrong number of each
    /// game leaves no wrong number, and changes move numbers only.
    #[test]
    fn wrong_move_numbers_are_renumbered_from_the_first() {
        let text = include_str!("../../../tests/data/findings/renumber.pgn");
        let before = findings(text);
        let found = renumberings(text, true);
        let titles: Vec<String> = found.iter().map(|(_, f)| f.title(en())).collect();
        assert_eq!(
            titles,
            [
                "Renumber the moves from 1. on",
                "Renumber the moves from 18. on",
                "Renumber the moves from 1... on",
                "Renumber the moves from 4. on",
            ]
        );
        let fixes: Vec<Fix> = found.into_iter().map(|(_, f)| f).collect();
        let after = apply_all(text, &fixes);
        // `UPDATE_EXPECT=1` writes it (review the change with `git diff`).
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/findings/renumber.fixed.pgn"
        );
        if std::env::var_os("UPDATE_EXPECT").is_some() {
            std::fs::write(path, without_annotations(&after)).expect("writable");
        }
        let expected = std::fs::read_to_string(path).expect("renumber.fixed.pgn");
        assert_eq!(without_annotations(&after), expected);
        assert!(findings(&after).iter().all(|d| d.code != Code::MoveNumber));
        assert_eq!(
            other_codes(&findings(&after), Code::MoveNumber),
            other_codes(&before, Code::MoveNumber)
        );
        // The same tokens; only move numbers changed.
        let old = SyntaxTree::parse(text.as_bytes());
        let new = SyntaxTree::parse(after.as_bytes());
        assert_eq!(old.tokens().len(), new.tokens().len());
        let mut changed = 0;
        for (a, b) in old.tokens().iter().zip(new.tokens()) {
            assert_eq!(a.kind, b.kind);
            let (x, y) = (&text[a.span()], &after[b.span()]);
            if x != y {
                assert_eq!(a.kind, crate::lexer::TokenKind::MoveNumber, "{x} → {y}");
                changed += 1;
            }
        }
        // The variation's 18.; 9 of the 11 numbers of the study at move
        // 18 (not its variation's 18., right there, nor the number after
        // the illegal Kf8); the blitz game's 3; Fischer - Spassky's 34.
        // and 25....
        assert_eq!(changed, 1 + 9 + 3 + 2);
    }

    /// Each finding's fix writes the number its message asks for, and the
    /// rest to follow: the finding goes, and none comes.
    #[test]
    fn every_move_number_finding_has_its_fix() {
        let text = include_str!("../../../tests/data/findings/renumber.pgn");
        let count = |t: &str| {
            findings(t)
                .iter()
                .filter(|d| d.code == Code::MoveNumber)
                .count()
        };
        let all = renumberings(text, false);
        assert_eq!(all.len(), count(text));
        for (d, fix) in &all {
            let Some(Arg::Text(expected)) = arg(d, "expected") else {
                panic!("{d:?}")
            };
            let first = &fix.edits[0];
            assert_eq!(first.span.start, d.span.start);
            assert!(expected.starts_with(&first.text), "{expected} {first:?}");
            let after = fix.apply(text).expect("the edits fit");
            assert!(count(&after) < count(text), "{}", fix.title(en()));
        }
    }

    /// Forms kept: `17...` before a Black move stays three periods, `17…`
    /// an ellipsis, `12 ...` detached; `3...` before a White move becomes
    /// `3.`; a number after an illegal move is left as written; a number
    /// too long for any integer is renumbered too.
    #[test]
    fn renumbering_keeps_the_forms_of_numbers() {
        let fen = "[FEN \"r3r1k1/pp1qppb1/2p3p1/7p/3PpP2/BPP1P1Pb/P3Q1BP/3R1RK1 b - - 4 1\"]\n\n";
        for (moves, fixed) in [
            (
                "17… Bg4 18. Qc2 Bxd1 19. Rxd1 0-1",
                "1… Bg4 2. Qc2 Bxd1 3. Rxd1 0-1",
            ),
            (
                "17 ... Bg4 18 Qc2 18... Bxd1 0-1",
                "1 ... Bg4 2 Qc2 2... Bxd1 0-1",
            ),
            (
                "17... Bg4 (17... Qe6 18... Qc2) 18. Qc2 Bxd1 0-1",
                "1... Bg4 (1... Qe6 2. Qc2) 2. Qc2 Bxd1 0-1",
            ),
            (
                "17... Bg4 18. Qc2 Bxd1 19. Ke4 20. Rxd1 0-1",
                "1... Bg4 2. Qc2 Bxd1 19. Ke4 20. Rxd1 0-1",
            ),
            (
                "123456789012345678901234567890... Bg4 18. Qc2 0-1",
                "1... Bg4 2. Qc2 0-1",
            ),
        ] {
            let text = format!("{fen}{moves}\n");
            let found = renumberings(&text, true);
            let [(_, fix)] = &found[..] else {
                panic!("{moves}: {found:?}")
            };
            assert_eq!(
                fix.apply(&text).unwrap(),
                format!("{fen}{fixed}\n"),
                "{moves}"
            );
        }
    }

    /// `[FEN "… 0 0"]` and `0. Rha7` (kokopu's test file): numbered as the
    /// FEN was written, so no finding and no fix; with a number off later,
    /// the fix follows on from 0.
    #[test]
    fn a_game_numbered_from_0_is_renumbered_from_0() {
        let text = include_str!("../../../tests/data/real/kokopu-misc.pgn");
        assert!(
            renumberings(text, true)
                .iter()
                .all(|(d, _)| !text[d.span.clone()].starts_with("0."))
        );
        let fen = "[FEN \"8/7R/R3B3/4r1pP/p4k2/8/6PK/r7 w - - 0 0\"]\n\n";
        let text = format!("{fen}0. Rha7 Re2 2. Rf7+ *\n");
        let found = renumberings(&text, true);
        let [(_, fix)] = &found[..] else {
            panic!("{found:?}")
        };
        assert_eq!(
            fix.apply(&text).unwrap(),
            format!("{fen}0. Rha7 Re2 1. Rf7+ *\n")
        );
    }

    /// A finding that is not this game's gives no fix.
    #[test]
    fn a_move_number_finding_of_another_text_gives_no_fix() {
        let text = include_str!("../../../tests/data/findings/renumber.pgn");
        let (d, _) = renumberings(text, true).remove(0);
        for other in [
            "",
            "1. e4 e5 *",
            "[Event \"?\"]\n\n{Κλειδί :} 1. Ιδ4! Ρδ7 2. Ιβ5 Ρε7 3. Πζ7 *",
        ] {
            let detail = GameDetail::read(other, 0, locales(), LanguageChoice::Auto);
            assert_eq!(renumber(&d, [detail]), None, "{other}");
        }
        let mut wrong = d.clone();
        wrong.code = Code::IllegalMove;
        let tree = SyntaxTree::parse(text.as_bytes());
        let game = tree
            .games()
            .find(|g| g.span().contains(&d.span.start))
            .unwrap()
            .span();
        let detail = GameDetail::read(
            &text[game.clone()],
            game.start,
            locales(),
            LanguageChoice::Auto,
        );
        assert_eq!(renumber(&wrong, [detail]), None);
    }

    /// A finding given with another text, or a text edited since, gives no
    /// fix and no panic, wherever its span falls.
    #[test]
    fn a_finding_on_another_text_gives_no_fix() {
        let samples = [
            include_str!("../../../tests/data/real/pychess-game-puzzles-2.pgn"),
            include_str!("../../../tests/data/real/pychess-mate-in-3-quotes.pgn"),
            include_str!("../../../tests/data/real/kokopu-misc.pgn"),
        ];
        let others = [
            "",
            "{Κλειδί :} 1. Ιδ4! Ρδ7 2. Ιβ5 Ρε7 3. Πζ7 *",
            "[White \"אלכסנדר\"] [FEN \"ρ7/8 – – 0 0\"] 💎💎💎💎💎💎💎💎💎💎",
        ];
        for sample in samples {
            // The sample edited before the finding, or cut inside it.
            let edited = format!("é{sample}");
            let half = (0..=sample.len() / 2)
                .rev()
                .find(|&i| sample.is_char_boundary(i))
                .unwrap_or(0);
            let cut = &sample[..half];
            for (d, _) in fixed(sample) {
                for other in others.iter().copied().chain([edited.as_str(), cut]) {
                    for shift in [0, 1, 2, 3] {
                        let padded = format!("{}{other}", "é".repeat(shift));
                        for fix in fixes(&d, &padded) {
                            // Only where the text really is the same.
                            assert!(fix.apply(&padded).is_some());
                            assert!(padded.get(d.span.clone()) == sample.get(d.span.clone()));
                        }
                    }
                }
            }
        }
    }
}
