//! `textDocument/hover`: the move in words and the board after it (with
//! the position in words), the
//! position of a `[FEN]` tag or a `.fen` line, the meaning of a NAG or
//! glyph, how a word printed as books print moves was read — as Markdown
//! in the user's language. Also the FEN at a position, for the `forsyth.fen`
//! command.

use std::ops::Range;

use forsyth_core::{Color, Position};
use forsyth_notation::{
    analysis::MoveRecord,
    cursor::{GameDetail, fen_position},
    diagnostic::Arg,
    diagram::{self, DiagramOptions},
    lexer::glyph_nag,
    locale::Locale,
    problem::accessible_description,
    rewrite::printed_at,
    spoken::Speaker,
    tree::{Item, WalkEvent},
    write::{Notation, move_to_string},
};

use crate::{games::Kind, protocol::lsp, state::Snapshot};

/// The hover at the request's position.
#[must_use]
pub fn hover(snapshot: &Snapshot, params: &lsp::HoverParams) -> Option<lsp::Hover> {
    let offset = snapshot.offset(params.text_document_position_params.position);
    let (text, span) = match snapshot.kind {
        Kind::Fen => fen_line_hover(snapshot, offset),
        Kind::Pgn => pgn_hover(snapshot, offset),
    }?;
    Some(lsp::Hover {
        contents: lsp::HoverContents::Markup(lsp::MarkupContent {
            kind: lsp::MarkupKind::Markdown,
            value: text,
        }),
        range: Some(snapshot.range(span)),
    })
}

/// The text of the line holding `offset`, without its line break, and
/// where it starts.
fn line_at(snapshot: &Snapshot, offset: usize) -> (String, usize) {
    let span = snapshot.text.lines_around(offset..offset);
    let mut line = String::new();
    snapshot.text.copy_range(span.clone(), &mut line);
    let len = line.trim_end_matches(['\n', '\r']).len();
    line.truncate(len);
    (line, span.start)
}

fn fen_line_hover(snapshot: &Snapshot, offset: usize) -> Option<(String, Range<usize>)> {
    let (line, start) = line_at(snapshot, offset);
    let pos = fen_position(&line)?;
    let lead = line.len() - line.trim_start().len();
    let span = start + lead..start + line.trim_end().len();
    Some((board_markdown(snapshot, &pos, None, None), span))
}

fn pgn_hover(snapshot: &Snapshot, offset: usize) -> Option<(String, Range<usize>)> {
    let detail = snapshot.game_at(offset)?;
    let local = offset.checked_sub(detail.start)?;
    // A printed word: how it was read, then the move there, if any.
    if let Some(printed) = printed_at(&detail, offset) {
        let (id, read) = match printed.read.as_str() {
            "" => ("lsp-hover-printed-nothing", String::new()),
            read => ("lsp-hover-printed", format!("`{read}`")),
        };
        let mut text = snapshot.message(
            id,
            &[
                ("word", Arg::Text(format!("`{}`", printed.word))),
                ("read", Arg::Text(read)),
            ],
        );
        if let Some(record) = detail.move_at(offset) {
            text.push_str("\n\n");
            text.push_str(&move_hover(snapshot, &detail, record).0);
        }
        return Some((text, printed.span));
    }
    if let Some(record) = detail.move_on(offset) {
        return Some(move_hover(snapshot, &detail, record));
    }
    let game = detail.game()?;
    if let Some(tag) = game
        .tags()
        .find(|t| t.span().contains(&local) && t.name() == Some("FEN"))
    {
        let pos = detail.analysis.start?;
        let text = board_markdown(snapshot, &pos, detail.language, None);
        return Some((text, detail.doc(tag.span())));
    }
    for event in game.walk() {
        if let WalkEvent::Item(Item::Nag(n) | Item::Glyph(n)) = event
            && n.span().contains(&local)
        {
            let number = n.nag().or_else(|| glyph_nag(n.text()))?;
            return Some((
                nag_meaning(snapshot, number, n.text()),
                detail.doc(n.span()),
            ));
        }
    }
    // Just after a move.
    let record = detail.move_at(offset)?;
    Some(move_hover(snapshot, &detail, record))
}

/// The board after a move, and the move in words.
fn move_hover(
    snapshot: &Snapshot,
    detail: &GameDetail<'_>,
    record: &MoveRecord,
) -> (String, Range<usize>) {
    let mut after = record.before;
    // A recorded move is legal in its position.
    let _ = after.play(record.mv);
    let letters = detail.language.unwrap_or(snapshot.config.messages);
    let written = move_to_string(&record.before, &record.mv, letters.letters(), Notation::San);
    let number = move_number(&record.before);
    let mut title = snapshot.message(
        "lsp-hover-after-move",
        &[("move", Arg::Text(format!("{number}{written}")))],
    );
    // The move in words, in the user's language, for screen readers.
    let spoken = Speaker::new(snapshot.config.messages, snapshot.config.spoken_files).speak_move(
        &record.before,
        &record.mv,
        None,
    );
    title = format!("{title}\n\n{spoken}");
    // Languages that write the game alike are one reading: say which.
    if detail.readers.len() > 1 {
        let names: Vec<&str> = detail.readers.iter().map(|l| l.name()).collect();
        title.push_str("\n\n");
        title.push_str(&snapshot.message(
            "lsp-hover-read-in",
            &[("languages", Arg::Text(names.join(", ")))],
        ));
    }
    let text = board_markdown(snapshot, &after, detail.language, Some(title));
    (text, detail.doc(record.word.clone()))
}

/// `12.` or `12...` before a move played in `pos`.
fn move_number(pos: &Position) -> String {
    match pos.turn() {
        Color::White => format!("{}. ", pos.fullmoves()),
        Color::Black => format!("{}... ", pos.fullmoves()),
    }
}

/// The meaning of NAG `number`, in the user's language.
fn nag_meaning(snapshot: &Snapshot, number: u8, written: &str) -> String {
    let id = format!("nag-{number}");
    let meaning = if snapshot.config.messages.has_message(&id) {
        snapshot.message(&id, &[])
    } else {
        snapshot.message("nag-unknown", &[])
    };
    let heading = snapshot.message(
        "lsp-hover-nag",
        &[
            ("glyph", Arg::Text(written.to_owned())),
            ("number", Arg::Number(i64::from(number))),
        ],
    );
    format!("{heading}\n\n{meaning}")
}

/// A board diagram in the file's language, the FEN, whose move it is and
/// a description of every piece in the user's language.
fn board_markdown(
    snapshot: &Snapshot,
    pos: &Position,
    language: Option<&Locale>,
    title: Option<String>,
) -> String {
    let mut options = DiagramOptions::default();
    if let Some(l) = language {
        options.file_labels = l.letters().files;
    }
    let board = diagram::render(pos.board(), &options);
    let fen = pos.fen();
    let turn = snapshot.message("lsp-hover-to-move", &[("color", Arg::Side(pos.turn()))]);
    let description = accessible_description(pos.board(), snapshot.config.messages);
    let mut out = String::new();
    if let Some(t) = title {
        out.push_str(&t);
        out.push_str("\n\n");
    }
    out.push_str("```text\n");
    out.push_str(&board);
    out.push_str("```\n\n");
    out.push_str(&snapshot.message("lsp-hover-fen", &[("fen", Arg::Text(format!("`{fen}`")))]));
    out.push_str("\n\n");
    out.push_str(&turn);
    out.push_str("\n\n");
    out.push_str(&description);
    out.push_str("\n\n");
    // The position in words, as a screen reader says it.
    out.push_str(
        &Speaker::new(snapshot.config.messages, snapshot.config.spoken_files).speak_position(pos),
    );
    out.push('\n');
    out
}

/// The FEN at `offset`: after the move there, of the `[FEN]` tag or the
/// `.fen` line there, or after the last move before it.
#[must_use]
pub fn fen_at(snapshot: &Snapshot, offset: usize) -> Option<String> {
    if snapshot.kind == Kind::Fen {
        let (line, _) = line_at(snapshot, offset);
        return fen_position(&line).map(|p| p.fen());
    }
    let detail = snapshot.game_at(offset)?;
    if let Some(record) = detail.move_at(offset) {
        let mut after = record.before;
        after.play(record.mv).ok()?;
        return Some(after.fen());
    }
    detail
        .position_at(offset)
        .or_else(|| {
            // In the tags, before the movetext: the start position (the
            // `[FEN]` tag's, or the standard one).
            let local = offset.checked_sub(detail.start)?;
            let before_moves = detail
                .game()?
                .mainline()
                .is_none_or(|line| local < line.span().start);
            if before_moves {
                detail.analysis.start
            } else {
                None
            }
        })
        .map(|p| p.fen())
}
