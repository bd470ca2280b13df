//! The `lsp` target's own model of a document and of the protocol's
//! positions, sharing no code with the server: lines broken at `\r\n`,
//! `\n` and `\r`, columns counted in UTF-8 bytes, UTF-16 code units or
//! UTF-32 characters (whichever the session negotiated). The client applies
//! its edits to this model, and every range the server sends is checked
//! against it: on a line of the text, no further than the line's end, on a
//! character boundary, start before end — and, where the answer says what
//! stands there, that it does.

use std::ops::Range;

use serde_json::Value;

/// How columns are counted: the protocol's `PositionEncodingKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Units {
    Utf8,
    Utf16,
    Utf32,
}

impl Units {
    /// The encoding the protocol names `kind`.
    #[must_use]
    pub fn from_kind(kind: &str) -> Option<Units> {
        match kind {
            "utf-8" => Some(Units::Utf8),
            "utf-16" => Some(Units::Utf16),
            "utf-32" => Some(Units::Utf32),
            _ => None,
        }
    }

    /// How many units `c` takes.
    fn width(self, c: char) -> usize {
        match self {
            Units::Utf8 => c.len_utf8(),
            Units::Utf16 => c.len_utf16(),
            Units::Utf32 => 1,
        }
    }
}

/// The start of each line (a text of no line break has one line).
#[must_use]
pub fn line_starts(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let mut starts = vec![0];
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => {
                i += 2;
                starts.push(i);
            }
            b'\r' | b'\n' => {
                i += 1;
                starts.push(i);
            }
            _ => i += 1,
        }
    }
    starts
}

/// The byte span of line `line`'s content (without its line break), or
/// `None` past the last line.
fn line_content(text: &str, starts: &[usize], line: usize) -> Option<Range<usize>> {
    let start = *starts.get(line)?;
    let end = match starts.get(line + 1) {
        Some(&next) => start + text[start..next].trim_end_matches(['\r', '\n']).len(),
        None => text.len(),
    };
    Some(start..end)
}

/// The byte offset of a position a client sends, as the protocol and the
/// server's documentation say: a line past the last means the end of the
/// text, a column past a line's end the end of its content, a column inside
/// a character the start of that character.
#[must_use]
pub fn offset(text: &str, line: u32, character: u32, units: Units) -> usize {
    let starts = line_starts(text);
    let Some(content) = line_content(text, &starts, line as usize) else {
        return text.len();
    };
    let mut column = 0usize;
    for (i, c) in text[content.clone()].char_indices() {
        let width = units.width(c);
        if column + width > character as usize {
            return content.start + i;
        }
        column += width;
    }
    content.end
}

/// A change applied to the model: a range (ends in any order), or the
/// whole text.
pub fn apply(text: &mut String, range: Option<[u32; 4]>, new: &str, units: Units) {
    let (a, b) = match range {
        Some([l1, c1, l2, c2]) => {
            let a = offset(text, l1, c1, units);
            let b = offset(text, l2, c2, units);
            (a.min(b), a.max(b))
        }
        None => (0, text.len()),
    };
    text.replace_range(a..b, new);
}

/// The protocol position of byte `at` (a character boundary of `text`).
#[must_use]
pub fn position(text: &str, at: usize, units: Units) -> (u32, u32) {
    let starts = line_starts(text);
    // The last line starting at or before `at`; an offset inside a CRLF
    // is the end of the line's content.
    let line = starts.partition_point(|&s| s <= at) - 1;
    let start = starts[line];
    let column: usize = text[start..at]
        .trim_end_matches(['\r', '\n'])
        .chars()
        .map(|c| units.width(c))
        .sum();
    (line as u32, column as u32)
}

/// The byte offset of a position the server sends, which must be exact:
/// on a line of the text, no further than the end of its content, and on a
/// character boundary.
///
/// # Errors
/// What is wrong with it.
pub fn exact(text: &str, p: &Value, units: Units) -> Result<usize, String> {
    let (Some(line), Some(character)) = (p["line"].as_u64(), p["character"].as_u64()) else {
        return Err(format!("not a position: {p}"));
    };
    let starts = line_starts(text);
    let Some(content) = usize::try_from(line)
        .ok()
        .and_then(|l| line_content(text, &starts, l))
    else {
        return Err(format!("line {line} past the last ({})", starts.len() - 1));
    };
    let mut column = 0u64;
    for (i, c) in text[content.clone()].char_indices() {
        if column == character {
            return Ok(content.start + i);
        }
        column += units.width(c) as u64;
        if column > character {
            return Err(format!(
                "column {character} of line {line} inside the character {c:?} ({units:?})"
            ));
        }
    }
    if column == character {
        Ok(content.end)
    } else {
        Err(format!(
            "column {character} past the end of line {line} ({column} {units:?} units)"
        ))
    }
}

/// The byte span of a range the server sends: both ends exact, the start
/// not after the end.
///
/// # Errors
/// What is wrong with it.
pub fn span(text: &str, range: &Value, units: Units) -> Result<Range<usize>, String> {
    let start = exact(text, &range["start"], units).map_err(|e| format!("start: {e}"))?;
    let end = exact(text, &range["end"], units).map_err(|e| format!("end: {e}"))?;
    if start > end {
        return Err(format!("the start after the end: {range}"));
    }
    Ok(start..end)
}

/// Whether `c` belongs to a word: a letter, a digit, a combining mark.
fn word_char(c: char) -> bool {
    c.is_alphanumeric() || ('\u{300}'..='\u{36f}').contains(&c)
}

/// Checks that `span` covers one whole word of `text`: not empty, no white
/// space in it, and no letter or digit just before or just after it (a
/// range off by a character takes in a space, a dot, a brace, or cuts a
/// word).
///
/// # Errors
/// What the span covers instead.
pub fn one_word(text: &str, span: &Range<usize>) -> Result<(), String> {
    let word = &text[span.clone()];
    let before = text[..span.start].chars().next_back();
    let after = text[span.end..].chars().next();
    let whole = !word.is_empty()
        && !word.contains(char::is_whitespace)
        && !before.is_some_and(word_char)
        && !after.is_some_and(word_char);
    if whole {
        Ok(())
    } else {
        Err(format!(
            "{word:?} is not one whole word (between {before:?} and {after:?})"
        ))
    }
}

/// Checks that `span` is not empty and neither starts nor ends with white
/// space (a game, a variation, a move, a tag, a FEN line).
///
/// # Errors
/// What the span covers instead.
pub fn trimmed(text: &str, span: &Range<usize>) -> Result<(), String> {
    let s = &text[span.clone()];
    if s.is_empty() || s.starts_with(char::is_whitespace) || s.ends_with(char::is_whitespace) {
        Err(format!("{s:?} is empty or starts or ends with white space"))
    } else {
        Ok(())
    }
}

/// The spans of text edits (`[{range, newText}]`), checked: exact, and in
/// the order of the text without overlapping.
///
/// # Errors
/// What is wrong with one of them.
pub fn edit_spans(
    text: &str,
    edits: &Value,
    units: Units,
) -> Result<Vec<(Range<usize>, String)>, String> {
    let Some(list) = edits.as_array() else {
        return Err(format!("not a list of edits: {edits}"));
    };
    let mut out: Vec<(Range<usize>, String)> = Vec::new();
    for e in list {
        let s = span(text, &e["range"], units)?;
        let Some(new) = e["newText"].as_str() else {
            return Err(format!("an edit without text: {e}"));
        };
        out.push((s, new.to_owned()));
    }
    let mut sorted: Vec<&Range<usize>> = out.iter().map(|(s, _)| s).collect();
    sorted.sort_by_key(|s| (s.start, s.end));
    for pair in sorted.windows(2) {
        if pair[0].end > pair[1].start {
            return Err(format!("edits overlap: {:?} and {:?}", pair[0], pair[1]));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn columns_in_each_encoding() {
        let text = "{🙂} e4\r\nΙδ4 e\u{301}5";
        let e4 = text.find("e4").unwrap();
        assert_eq!(position(text, e4, Units::Utf16), (0, 5));
        assert_eq!(position(text, e4, Units::Utf8), (0, 7));
        assert_eq!(position(text, e4, Units::Utf32), (0, 4));
        let p = json!({ "line": 0, "character": 5 });
        assert_eq!(exact(text, &p, Units::Utf16), Ok(e4));
        // Half of the surrogate pair, past the line's end.
        assert!(exact(text, &json!({ "line": 0, "character": 2 }), Units::Utf16).is_err());
        assert!(exact(text, &json!({ "line": 0, "character": 8 }), Units::Utf16).is_err());
        assert!(exact(text, &json!({ "line": 2, "character": 0 }), Units::Utf16).is_err());
        assert_eq!(offset(text, 1, 99, Units::Utf16), text.len());
        // One off after the 4-byte character: a space and half a move.
        assert!(one_word(text, &(e4..e4 + 2)).is_ok());
        assert!(one_word(text, &(e4 - 1..e4 + 1)).is_err());
        // A combining mark belongs to its word.
        let e5 = text.find("e\u{301}5").unwrap();
        assert!(one_word(text, &(e5..e5 + 1)).is_err());
    }
}
