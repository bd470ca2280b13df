//! `forsyth translate`: the same PGN text with its moves in another language
//! or notation.
//!
//! The work is [`translate_pgn`]'s; this module opens the input, streams it
//! through, prints the findings as `FILE:LINE:COLUMN: error[code]: message`
//! lines on standard error and, for a large file on a terminal, shows a
//! progress bar ([`crate::progress`], shared with `check`).
//!
//! The input may be in any encoding ([`crate::encoding`]); the output is
//! written in the same one, with the same byte order mark, so that every
//! byte that is not a move stays as it was, or in the encoding of
//! `--output-encoding`. Moves whose letters the output's encoding cannot
//! write (Greek into Windows-1252) are refused before anything is written;
//! any other character it cannot write (in a comment, with
//! `--output-encoding`) stops the translation there with an error, exit
//! status 2: nothing is replaced.

use std::{
    cell::{Cell, RefCell},
    io::{self, Write},
    path::Path,
};

use forsyth_core::{File, Rank, Role};
use forsyth_notation::{
    analysis::LanguageChoice,
    diagnostic::Severity,
    finding::Finding,
    spoken::{Speaker, speak_pgn},
    translate::{ReadOptions, translate_pgn},
    tree::MAX_GAME_BYTES,
    write::{Notation, Target, figurine},
};

use super::Context;
use crate::{
    cli::{Style, TranslateArgs},
    encoding::{Charset, Encoded},
    input::{self, Notices, Source},
    messages::Messages,
    progress::Progress,
    report::{self, EXIT_INPUT, EXIT_USAGE, Failure},
};

/// Translates the input, writing the new text to `out`.
///
/// # Errors
/// An unknown language or an unreadable input ([`Failure::Usage`]), errors
/// in the input (reported here, [`Failure::Exit`] with status 1), or the
/// output cannot be written.
pub fn run(
    args: &TranslateArgs,
    out: &mut impl Write,
    context: &Context<'_>,
) -> Result<(), Failure> {
    let messages = context.messages;
    // The languages and encodings are checked before any file is read.
    input::language_choice(context.locales, &args.from, messages)?;
    let to = input::language(context.locales, &args.to, messages)?;
    if args.style.and_then(Style::notation) == Some(Notation::Descriptive) {
        input::descriptive(context.locales, to, messages)?;
    }
    input::encoding_choice(args.encoding.as_deref(), messages)?;
    if let Some(label) = args.output_encoding.as_deref() {
        input::charset(label, messages)?;
    }
    let files = input::expand(&args.files, input::is_pgn_file)
        .map_err(|(name, e)| Failure::Usage(messages.cannot_read(&name, e)))?;
    // No file named: standard input (a folder without games gives none).
    let inputs: Vec<Option<&Path>> = if args.files.is_empty() {
        vec![None]
    } else {
        files.iter().map(|p| Some(p.as_path())).collect()
    };
    if args.in_place && args.style == Some(Style::Spoken) {
        return Err(Failure::Usage(messages.spoken_in_place()));
    }
    let mut status = Outcome::default();
    if args.in_place {
        for path in files.iter() {
            let name = input::display_name(Some(path));
            if input::is_compressed(path) {
                report::error(messages, messages.compressed_in_place(&name));
                status.usage = true;
                continue;
            }
            let result = write_replacing(path, |out| translate_one(args, Some(path), out, context));
            status.take(result, messages)?;
        }
    } else if let Some(output) = &args.output {
        let result = write_replacing(output, |out| {
            let mut status = Outcome::default();
            for &path in &inputs {
                status.take(translate_one(args, path, out, context), messages)?;
            }
            status.result()
        });
        status.take(result, messages)?;
    } else {
        for &path in &inputs {
            status.take(translate_one(args, path, out, context), messages)?;
        }
    }
    status.result()
}

/// What the files translated so far came to.
#[derive(Default)]
struct Outcome {
    /// A file had errors.
    errors: bool,
    /// A file could not be read (or written).
    usage: bool,
}

impl Outcome {
    /// Takes in one file's result: errors in the input and files that
    /// cannot be read are noted (and reported) and the next file goes on;
    /// a failing output stops everything.
    fn take(&mut self, result: Result<(), Failure>, messages: &Messages) -> Result<(), Failure> {
        match result {
            Ok(()) => {}
            Err(Failure::Exit(EXIT_INPUT)) => self.errors = true,
            Err(Failure::Exit(_)) => self.usage = true,
            Err(Failure::Usage(message)) => {
                report::error(messages, message);
                self.usage = true;
            }
            Err(other) => return Err(other),
        }
        Ok(())
    }

    fn result(&self) -> Result<(), Failure> {
        if self.usage {
            Err(Failure::Exit(EXIT_USAGE))
        } else if self.errors {
            Err(Failure::Exit(EXIT_INPUT))
        } else {
            Ok(())
        }
    }
}

/// Writes `path` through `write`: into a new file beside it, renamed over
/// it once written whole, so that an interrupted run never leaves a
/// half-written file. Errors in the input still give a file (their moves
/// are copied as written); a failure to read or write leaves `path` as it
/// was.
fn write_replacing(
    path: &Path,
    write: impl FnOnce(&mut io::BufWriter<std::fs::File>) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let file_name = path
        .file_name()
        .map_or_else(|| "forsyth".into(), |n| n.to_string_lossy().into_owned());
    let temporary = path.with_file_name(format!(".{file_name}.forsyth-{}.tmp", std::process::id()));
    let file = std::fs::File::create(&temporary)?;
    let mut out = io::BufWriter::with_capacity(crate::OUTPUT_BUFFER, file);
    let result = write(&mut out);
    let keep = matches!(result, Ok(()) | Err(Failure::Exit(EXIT_INPUT)));
    let written = out
        .into_inner()
        .map_err(io::IntoInnerError::into_error)
        .and_then(|file| file.sync_all());
    if keep && written.is_ok() {
        std::fs::rename(&temporary, path)?;
    } else {
        let _ = std::fs::remove_file(&temporary);
    }
    written?;
    result
}

/// Translates one file (`None`: standard input), writing the new text to
/// `out`.
fn translate_one(
    args: &TranslateArgs,
    path: Option<&Path>,
    out: &mut impl Write,
    context: &Context<'_>,
) -> Result<(), Failure> {
    let messages = context.messages;
    let from = input::language_choice(context.locales, &args.from, messages)?;
    let target = Target {
        locale: input::language(context.locales, &args.to, messages)?,
        notation: args.style.and_then(Style::notation),
        isolate: args.isolate,
        comments: args.comments.comments(),
    };
    let encoding = input::encoding_choice(args.encoding.as_deref(), messages)?;
    let output_encoding = args
        .output_encoding
        .as_deref()
        .map(|label| input::charset(label, messages))
        .transpose()?;
    let name = input::display_name(path);
    // A bar over the bytes of the file, compressed or not.
    let progress = Progress::new(Progress::file_size(path), true);
    let source = Source::open(path)
        .map_err(|e| Failure::Usage(messages.cannot_read(&name, e)))?
        .counted(progress.counter());
    let notices = Notices::default();
    let text = source
        .into_text(encoding, context.locales, &notices)
        .map_err(|e| Failure::Usage(messages.cannot_read(&name, e)))?;
    // What the reader found as it opened the text (the encoding it guessed
    // for the whole file) is said at once; what it finds as it reads, in
    // the order of the text.
    notices.say(None, &name, messages, &progress);
    let spoken = args.style == Some(Style::Spoken);
    // Spoken moves are a new text, not the input's: UTF-8 unless asked
    // otherwise.
    let mut charset = match (output_encoding, spoken) {
        (Some(charset), _) => charset,
        (None, true) => Charset::UTF8,
        (None, false) => text.charset(),
    };
    let unwritable: String = move_characters(&target)
        .chars()
        .filter(|&c| !charset.can_write(c))
        .collect();
    if !unwritable.is_empty() {
        if output_encoding.is_some() {
            // Asked for in so many words: not what the user gets otherwise.
            return Err(Failure::Usage(messages.unwritable_moves(
                target.locale.name(),
                charset.name(),
                &unwritable,
            )));
        }
        // The input's encoding cannot write the moves (Greek letters into
        // Windows-1252): every game is still translated, into UTF-8.
        progress.suspend(|| {
            report::warning(
                messages,
                messages.output_in_utf8(target.locale.name(), charset.name(), &unwritable),
            );
        });
        charset = Charset::UTF8;
    }
    // The byte order mark comes back; UTF-16 output of other input gets one
    // so that it reads again.
    let bom = if charset == text.charset() {
        text.has_bom()
    } else {
        charset.is_utf16()
    };
    let mut encoded = Encoded::new(out, charset, bom);

    // The output is shared with the report callback, which flushes it before
    // an error line so that the two streams interleave in order.
    let shared = Shared {
        out: RefCell::new(&mut encoded),
        failed: Cell::new(false),
    };
    let report = |finding: &Finding<'_>| {
        // An encoding notice comes out in the order of the text: after
        // the output and the findings before it.
        if notices.any_due(Some((finding.line, finding.column))) {
            let _ = SharedWriter(&shared).flush();
            notices.say(
                Some((finding.line, finding.column)),
                &name,
                messages,
                &progress,
            );
        }
        if finding.diagnostic.severity == Severity::Error
            || (args.warnings && finding.diagnostic.severity == Severity::Warning)
        {
            // A failure is remembered, and ends the translation at the
            // next write.
            let _ = SharedWriter(&shared).flush();
            let line = finding_line(&name, finding, messages);
            progress.suspend(|| report::write_stderr(&line));
        }
    };
    // The bar counts the bytes read from the file instead of `progress`.
    // A game several languages read alike is named in the user's.
    let options = ReadOptions {
        preferred: messages.locale(),
        max_game_bytes: args.max_game_size.unwrap_or(MAX_GAME_BYTES),
        ..ReadOptions::new(from)
    };
    let result = if spoken {
        let speaker = Speaker::new(target.locale, args.spoken_files.files);
        speak_pgn(
            text,
            SharedWriter(&shared),
            context.locales,
            options,
            &speaker,
            report,
            |_| {},
        )
    } else {
        translate_pgn(
            text,
            SharedWriter(&shared),
            context.locales,
            options,
            &target,
            report,
            |_| {},
        )
    };
    // The notices after the last finding.
    notices.say(None, &name, messages, &progress);
    drop(progress);
    let failed = shared.failed.into_inner();
    if let Ok(stats) = &result
        && stats.games == 0
        && stats.bytes > 0
    {
        // Not a word would say that nothing was translated. Spoken, no
        // text is written; faithful, the text is copied, the moves its
        // prose names translated where its language is named.
        let note = if spoken {
            messages.no_game(&name)
        } else if matches!(from, LanguageChoice::Auto) {
            messages.no_game_copied(&name)
        } else {
            messages.no_game_prose(&name)
        };
        report::note(messages, note);
    }
    match result {
        Ok(stats) if stats.errors > 0 => Err(Failure::Exit(EXIT_INPUT)),
        Ok(_) => Ok(()),
        // The output's encoding cannot write a character.
        Err(_) if encoded.unwritable().is_some() => {
            if let Some(unwritable) = encoded.unwritable() {
                let _ = encoded.flush();
                report::error(messages, messages.unwritable(unwritable, charset.name()));
            }
            Err(Failure::Exit(EXIT_USAGE))
        }
        // The output failed.
        Err(e) if failed => Err(Failure::Io(e)),
        Err(e) => {
            report::error(messages, messages.cannot_read(&name, e));
            Err(Failure::Exit(EXIT_USAGE))
        }
    }
}

/// One finding as a line a compiler would print, and editors read:
/// `FILE:LINE:COLUMN: error[illegal-move]: message` (columns in
/// characters, the severity word in the user's language).
fn finding_line(file: &str, finding: &Finding<'_>, messages: &Messages) -> String {
    format!(
        "{file}:{}:{}: {}[{}]: {}\n",
        finding.line,
        finding.column,
        messages.severity(finding.diagnostic.severity),
        finding.diagnostic.code.as_str(),
        messages.diagnostic(&finding.diagnostic)
    )
}

/// Every character a move written for `target` may have: the letters of
/// its pieces and files (or figurines), digits, capture, castling, check
/// and promotion marks, the bidi isolates with `--isolate`.
fn move_characters(target: &Target<'_>) -> String {
    let letters = target.locale.letters();
    // No notation: each move keeps its form, in the target's letters.
    let notation = target.notation.unwrap_or_default();
    let mut chars: String = "12345678abcdefgh-=+#O0".to_owned();
    if matches!(notation, Notation::San | Notation::Lan | Notation::Fan) {
        for role in Role::ALL {
            if notation == Notation::Fan {
                chars.push(figurine(forsyth_core::Color::White, role));
                chars.push(figurine(forsyth_core::Color::Black, role));
            } else {
                chars.push_str(letters.piece(role));
            }
        }
        chars.extend(File::ALL.map(|f| letters.file(f)));
        chars.extend(Rank::ALL.map(Rank::char));
        chars.push_str(&letters.capture);
        chars.push_str(&letters.castle_short);
        chars.push_str(&letters.castle_long);
    }
    if target.isolate {
        chars.push_str("\u{2068}\u{2069}");
    }
    let mut seen = String::new();
    for c in chars.chars() {
        if !seen.contains(c) {
            seen.push(c);
        }
    }
    seen
}

/// The output, shared between the translation and the report callback.
struct Shared<'a, W: Write> {
    out: RefCell<&'a mut W>,
    /// Whether writing failed, telling output errors from input errors when
    /// the translation fails.
    failed: Cell<bool>,
}

/// Writes to a [`Shared`] output, remembering failures.
struct SharedWriter<'s, 'a, W: Write>(&'s Shared<'a, W>);

impl<W: Write> SharedWriter<'_, '_, W> {
    fn note<T>(&self, result: io::Result<T>) -> io::Result<T> {
        if result.is_err() {
            self.0.failed.set(true);
        }
        result
    }
}

impl<W: Write> Write for SharedWriter<'_, '_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let result = self.0.out.borrow_mut().write(buf);
        self.note(result)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let result = self.0.out.borrow_mut().write_all(buf);
        self.note(result)
    }

    fn flush(&mut self) -> io::Result<()> {
        let result = self.0.out.borrow_mut().flush();
        self.note(result)
    }
}
