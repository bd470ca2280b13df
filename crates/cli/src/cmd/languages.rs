//! `forsyth languages`: every language forsyth knows (built in, from
//! `FORSYTH_LOCALES` and from `--locales`), with its letters and how much
//! of the user interface is translated.

use std::io::Write;

use forsyth_core::Role;
use forsyth_notation::locale::Locale;

use super::Context;
use crate::report::Failure;

/// Prints one line per language: its tag, its name (and its English
/// name), the letters of its pieces, its files, castling and capture
/// marks, and the share of the user-interface messages it translates.
///
/// # Errors
/// The output cannot be written.
pub fn run(out: &mut impl Write, context: &Context<'_>) -> Result<(), Failure> {
    let english = context.locales.get("en").map(Locale::message_ids);
    for locale in context.locales.iter() {
        let letters = locale.letters();
        let pieces: Vec<&str> = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
        .iter()
        .map(|r| letters.pieces[r.index()].as_str())
        .collect();
        let files: String = letters.files.iter().collect();
        let name = match locale.english_name() {
            Some(english) if english != locale.name() => format!("{} ({english})", locale.name()),
            _ => locale.name().to_owned(),
        };
        let complete = english.as_ref().map_or(100, |english| {
            let own = locale.message_ids();
            let done = english
                .iter()
                .filter(|id| own.binary_search(id).is_ok())
                .count();
            (done * 100).checked_div(english.len()).unwrap_or(100)
        });
        let row = context.messages.language_row(
            locale.tag(),
            &name,
            &pieces.join(" "),
            &files,
            &format!("{} {}", letters.castle_short, letters.castle_long),
            &letters.capture,
            complete,
        );
        writeln!(out, "{row}")?;
    }
    Ok(())
}
