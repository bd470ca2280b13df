//! The PGN syntax: the lexer, the lossless tree (`tree::SyntaxTree::parse`),
//! the streaming game reader (`tree::PgnReader`) and the line index.
//!
//! Never a panic; the tree's bytes are the input's (lossless); its tokens
//! tile the input, and the elements of every node tile the node; error
//! spans lie within the input; the reader's chunks tile the input and are
//! the tree's games, whatever the size of the segments it lexes at once;
//! a line and column turn back into the offset they came from.

#![no_main]

use forsyth_notation::tree::{ColumnUnit, Element, LineIndex, NodeRef, PgnReader, SyntaxTree};
use libfuzzer_sys::fuzz_target;

/// Checks that the elements of `node` tile its span, recursively.
fn check_node(node: NodeRef<'_>, src: &[u8]) {
    let span = node.span();
    assert!(span.start <= span.end && span.end <= src.len(), "{span:?}");
    let mut at = span.start;
    for element in node.elements() {
        let part = match element {
            Element::Node(child) => {
                check_node(child, src);
                child.span()
            }
            Element::Token(token) => token.span(),
        };
        assert_eq!(part.start, at, "{:?} in {span:?}", node.kind());
        at = part.end;
    }
    assert_eq!(at, span.end, "{:?}", node.kind());
}

fuzz_target!(|data: &[u8]| {
    let (segment, src) = match data.split_first() {
        Some((&first, rest)) => (usize::from(first % 64) + 1, rest),
        None => (1, data),
    };
    let tree = SyntaxTree::parse(src);
    assert_eq!(tree.to_bytes(), src, "the tree is not lossless");
    assert_eq!(tree.source(), src);
    let mut at = 0;
    for token in tree.tokens() {
        assert_eq!(token.span().start, at);
        at = token.span().end;
    }
    assert_eq!(at, src.len(), "the tokens do not tile the text");
    check_node(tree.root(), src);
    for error in tree.errors() {
        let span = error.span();
        assert!(span.start <= span.end && span.end <= src.len(), "{error:?}");
        let _ = error.code();
    }
    let games: Vec<_> = tree.games().map(|g| g.span()).collect();
    for game in tree.games() {
        for tag in game.tags() {
            let _ = (tag.name(), tag.value(), tag.is_well_formed());
        }
        let _ = game.result();
        let _ = game.walk().count();
        if let Some(line) = game.mainline() {
            for mv in line.moves() {
                let _ = (mv.joined_text(), mv.check_mark(), mv.en_passant());
            }
        }
    }

    // The streaming reader cuts the same games, in flat memory.
    let mut reader = PgnReader::with_segment_size(src, segment);
    let mut chunk_tree = SyntaxTree::new();
    let mut offset = 0usize;
    let mut chunks = Vec::new();
    while let Some(chunk) = reader.next_game().expect("reading from memory") {
        assert_eq!(chunk.offset(), offset as u64);
        let bytes = chunk.bytes();
        assert_eq!(bytes, &src[offset..offset + bytes.len()]);
        chunk_tree.parse_chunk(&chunk);
        assert_eq!(
            chunk_tree.to_bytes(),
            bytes,
            "a chunk's tree is not lossless"
        );
        let alone = SyntaxTree::parse(bytes);
        assert_eq!(chunk_tree.errors(), alone.errors(), "chunk at {offset}");
        if chunk.has_game() {
            chunks.push(offset..offset + bytes.len());
        }
        offset += bytes.len();
    }
    assert_eq!(offset, src.len(), "the chunks do not tile the text");
    assert_eq!(chunks, games, "the reader's games are not the tree's");

    // Lines and columns.
    let index = LineIndex::new(src);
    if let Ok(text) = std::str::from_utf8(src) {
        for (offset, c) in text.char_indices().chain([(text.len(), ' ')]) {
            if c == '\n' && text[..offset].ends_with('\r') {
                // Inside a CRLF line break: its place is the CR's.
                continue;
            }
            let at = index.line_col(offset);
            assert_eq!(
                index.offset(at.line, at.column, ColumnUnit::Char),
                Some(offset)
            );
            assert_eq!(
                index.offset(at.line, at.utf16_column, ColumnUnit::Utf16),
                Some(offset)
            );
        }
    }
});
