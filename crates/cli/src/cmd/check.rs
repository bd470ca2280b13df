//! `forsyth check`: every problem of PGN games and FEN/EPD positions, with
//! its place.
//!
//! `.fen` and `.epd` files (any case) hold one position per line and go
//! through [`check_fen_file`]; every other file, and standard input (`-`),
//! is PGN, streamed game by game through [`check_pgn_with`]. The findings are
//! the command's output, on standard output: rustc-style text (the line,
//! the problem underlined, notes) or one JSON object per line.
//!
//! Files in any encoding are read as text ([`crate::encoding`]): found
//! from the bytes, with a warning on standard error when a file is not
//! UTF-8, or named by `--encoding`. Lines, columns (in characters) and the
//! quoted lines are those of the decoded text.
//!
//! Inputs of 20 MiB or more (all files together) get a progress bar on
//! standard error when it is a terminal, unless `--quiet`
//! ([`crate::progress`], shared with `translate`).
//!
//! A file that cannot be read is reported on standard error
//! (`error: cannot read FILE: reason`) and the others are still checked;
//! the exit status is then 2. Otherwise it is 1 if any finding is an error,
//! and 0 if there are none (warnings and information alone are fine).

use std::{
    cell::Cell,
    io::{self, BufRead, IsTerminal, Read, Write},
    path::Path,
    time::Instant,
};

use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};
use forsyth_notation::{
    diagnostic::{Code, Severity},
    finding::{Finding, Stats},
    lint::{check_fen_file, check_pgn_with},
    translate::ReadOptions,
    tree::MAX_GAME_BYTES,
};

use super::Context;
use crate::{
    cli::{CheckArgs, Format},
    encoding::Choice,
    input::{self, Notices, Source},
    messages::Messages,
    progress::Progress,
    report::{self, EXIT_INPUT, EXIT_USAGE, Failure},
};

/// Checks every file, writing the findings to `out`.
///
/// # Errors
/// An unknown language ([`Failure::Usage`]); findings that are errors or
/// unreadable files (already reported: [`Failure::Exit`] with status 1 or
/// 2); the output cannot be written.
pub fn run(args: &CheckArgs, out: &mut impl Write, context: &Context<'_>) -> Result<(), Failure> {
    let messages = context.messages;
    let choice = input::language_choice(context.locales, &args.lang, messages)?;
    let encoding = input::encoding_choice(args.encoding.as_deref(), messages)?;
    let printer = Printer::new(args.format, args.strict, messages, context.color);
    // A game several languages read alike is named in the user's.
    let options = ReadOptions {
        preferred: messages.locale(),
        max_game_bytes: args.max_game_size.unwrap_or(MAX_GAME_BYTES),
        ..ReadOptions::new(choice)
    };
    let started = Instant::now();
    let mut errors = 0;
    let mut unreadable = false;
    let (mut total, mut files) = (Stats::default(), 0);
    let paths = input::expand(&args.files, input::is_checked_file)
        .map_err(|(name, e)| Failure::Usage(messages.cannot_read(&name, e)))?;
    // One bar over the bytes of every file, as they are on disk.
    let size = paths.iter().map(|p| Progress::file_size(Some(p))).sum();
    let progress = Progress::new(size, !args.quiet);
    for path in &paths {
        let name = input::display_name(Some(path));
        match check_file(
            path, &name, options, encoding, context, &printer, &progress, out,
        ) {
            Ok((found, stats)) => {
                // A text with no game in it (prose, a game printed inside
                // a sentence) would otherwise pass without a word.
                if stats.games == 0 && stats.bytes > 0 && !input::is_position_file(path) {
                    progress.suspend(|| report::note(messages, messages.no_game(&name)));
                }
                errors += found;
                files += 1;
                total.games += stats.games;
                total.moves += stats.moves;
                total.errors += found;
                total.warnings += if args.strict { 0 } else { stats.warnings };
            }
            Err(Problem::Output(e)) => return Err(Failure::Io(e)),
            Err(Problem::Input(e)) => {
                progress.suspend(|| report::error(messages, messages.cannot_read(&name, e)));
                unreadable = true;
            }
        }
    }
    drop(progress);
    // A closed pipe shows here at the latest, and ends the program quietly
    // whatever was found.
    out.flush()?;
    // The summary, on a terminal (or when asked), after the findings.
    if !args.quiet && (args.summary || io::stderr().is_terminal()) {
        let seconds = started.elapsed().as_secs_f64();
        report::write_stderr(&format!(
            "{}\n",
            messages.check_summary(&total, files, seconds)
        ));
    }
    if unreadable {
        Err(Failure::Exit(EXIT_USAGE))
    } else if errors > 0 {
        Err(Failure::Exit(EXIT_INPUT))
    } else {
        Ok(())
    }
}

/// Why a file could not be checked to the end.
enum Problem {
    /// Reading it failed.
    Input(io::Error),
    /// Writing the findings failed.
    Output(io::Error),
}

/// Checks one file, read in `encoding`, printing its findings; returns how
/// many are errors (warnings too with `--strict`), and what was read. Its
/// bytes are counted on `progress`.
#[allow(clippy::too_many_arguments)]
fn check_file(
    path: &Path,
    name: &str,
    options: ReadOptions<'_>,
    encoding: Choice,
    context: &Context<'_>,
    printer: &Printer<'_>,
    progress: &Progress,
    out: &mut impl Write,
) -> Result<(u64, Stats), Problem> {
    let messages = context.messages;
    let notices = Notices::default();
    let source = Source::open(Some(path))
        .and_then(|source| {
            source
                .counted(progress.counter())
                .into_text(encoding, context.locales, &notices)
        })
        .map_err(Problem::Input)?;
    // An encoding notice found as the text is read comes out in the
    // order of the text: after the findings before it (on standard output,
    // flushed first).
    let say_notices = |upto: Option<(u64, u64)>, out: &mut dyn Write| -> io::Result<()> {
        if !notices.any_due(upto) {
            return Ok(());
        }
        let flushed = out.flush();
        notices.say(upto, name, messages, progress);
        flushed
    };
    // What the reader found as it opened the text (the encoding it
    // guessed for the whole file) is said at once.
    if let Err(e) = say_notices(None, &mut *out) {
        return Err(Problem::Output(e));
    }
    // Findings shown on a terminal go out at once (a game that never ends,
    // `/dev/zero`, is reported as soon as it passes the limit), with the
    // bar, if one is drawn there, taken off meanwhile; into a pipe or a
    // file they are buffered, except a game too large to read.
    let on_terminal = io::stdout().is_terminal();
    let under_bar = on_terminal && progress.shown();
    // The first output error: it also stops the reading, see `StopReader`.
    let failed: Cell<Option<io::Error>> = Cell::new(None);
    let mut print = |finding: &Finding<'_>| {
        let taken = failed
            .take()
            .or_else(|| say_notices(Some((finding.line, finding.column)), &mut *out).err());
        let result = match taken {
            Some(e) => Err(e),
            None if under_bar => progress.suspend(|| {
                printer.print(name, finding, out)?;
                out.flush()
            }),
            None if on_terminal => printer.print(name, finding, out).and_then(|()| out.flush()),
            // A game too large to read is rare and says much: it goes
            // out at once into a pipe or a file too (`check /dev/zero |
            // less` shows it while the line is still read).
            None if finding.diagnostic.code == Code::GameTooLarge => {
                printer.print(name, finding, out).and_then(|()| out.flush())
            }
            None => printer.print(name, finding, out),
        };
        failed.set(result.err());
    };
    let stats = if input::is_position_file(path) {
        let mut bytes = Vec::new();
        let mut source = source;
        source.read_to_end(&mut bytes).map_err(Problem::Input)?;
        let text = String::from_utf8_lossy(&bytes);
        Ok(check_fen_file(&text, &mut print))
    } else {
        let stop = Cell::new(false);
        let reader = StopReader {
            inner: source,
            stop: &stop,
        };
        check_pgn_with(reader, context.locales, options, |finding| {
            print(finding);
            let e = failed.take();
            stop.set(e.is_some());
            failed.set(e);
        })
    };
    // The notices after the last finding.
    let said = say_notices(None, &mut *out);
    if let Some(e) = failed.take().or(said.err()) {
        return Err(Problem::Output(e));
    }
    // With --strict, every warning is an error too.
    stats
        .map(|s| (s.errors + if printer.strict { s.warnings } else { 0 }, s))
        .map_err(Problem::Input)
}

/// A reader that reports the end of its input once `stop` is set, so that a
/// check whose output is gone (`forsyth check big.pgn | head`) ends soon.
struct StopReader<'a, R> {
    inner: R,
    stop: &'a Cell<bool>,
}

impl<R: Read> Read for StopReader<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.stop.get() {
            return Ok(0);
        }
        self.inner.read(buf)
    }
}

impl<R: BufRead> BufRead for StopReader<'_, R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.stop.get() {
            return Ok(&[]);
        }
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        self.inner.consume(amount);
    }
}

/// Prints findings in one format.
struct Printer<'m> {
    format: Format,
    /// Show warnings as errors (`--strict`).
    strict: bool,
    messages: &'m Messages,
    renderer: Renderer,
}

impl Printer<'_> {
    fn new(
        format: Format,
        strict: bool,
        messages: &Messages,
        color: crate::cli::ColorChoice,
    ) -> Printer<'_> {
        let colors = color.colors(io::stdout().is_terminal());
        Printer {
            format,
            strict,
            messages,
            renderer: if colors {
                Renderer::styled()
            } else {
                Renderer::plain()
            },
        }
    }

    fn print(&self, file: &str, finding: &Finding<'_>, out: &mut impl Write) -> io::Result<()> {
        match self.format {
            Format::Text => writeln!(out, "{}\n", self.text(file, finding)),
            Format::Json => self.json(file, finding, out),
        }
    }

    /// The finding as rustc shows an error:
    ///
    /// ```text
    /// error[illegal-move]: Illegal move Ιδ5: White to move; the knight on ε6 cannot move to δ5.
    ///  --> problem.pgn:10:11
    ///    |
    /// 10 | {Κλειδί :} 1. Ιδ5! Ρδ7 2. Ιβ5 Ρε7 3. Πζ7 *
    ///    |               ^^^
    ///    |
    ///    = note: Legal moves of this piece: Nc5, Nc7, Nd4, Nd8, Nf4, Nf8, Ng5, Ng7.
    /// ```
    fn text(&self, file: &str, finding: &Finding<'_>) -> String {
        let diagnostic = &finding.diagnostic;
        // A long line comes as a window of it: shown between ellipses,
        // columns counted from the window's start.
        let shown = finding.line_text.trim_end_matches(['\r', '\n']);
        let before = if finding.line_text_column > 1 {
            "…"
        } else {
            ""
        };
        let after = if finding.line_text_cut { "…" } else { "" };
        let line = format!("{before}{shown}{after}");
        let shift = finding.line_text_column.saturating_sub(1);
        let column = |c: u64| c.saturating_sub(shift) + u64::from(!before.is_empty());
        let start = byte_of_column(&line, column(finding.column));
        let end = if finding.end_line == finding.line {
            byte_of_column(&line, column(finding.end_column))
                .max(start)
                .min(line.len() - after.len())
        } else {
            line.len() - after.len()
        };
        let messages = self.messages;
        let severity = self.severity(diagnostic.severity);
        let level = level(severity).with_name(messages.severity(severity));
        // A secondary title: its text is shown as given, so the bidi
        // isolation of right-to-left messages stays (`sanitize` keeps
        // control characters out).
        let title = level
            .secondary_title(sanitize(&messages.diagnostic(diagnostic)))
            .id(diagnostic.code.as_str());
        let snippet = Snippet::source(&line)
            .line_start(usize::try_from(finding.line).unwrap_or(usize::MAX))
            .path(file)
            .annotation(AnnotationKind::Primary.span(start..end));
        let notes = diagnostic.related.iter().map(|related| {
            Level::NOTE
                .with_name(messages.note_prefix())
                .message(sanitize(&messages.related(related)))
        });
        let group = title.element(snippet).elements(notes);
        let rendered = self.renderer.render(&[group]);
        if shift == 0 {
            return rendered;
        }
        // The header counts the column in the window shown; name the
        // column in the whole line instead.
        let shown_at = format!("{file}:{}:{}", finding.line, column(finding.column));
        let true_at = format!("{file}:{}:{}", finding.line, finding.column);
        let body = rendered.find('\n').map_or(0, |newline| newline + 1);
        match rendered[body..].find(&shown_at) {
            Some(at) => {
                let at = body + at;
                format!(
                    "{}{true_at}{}",
                    &rendered[..at],
                    &rendered[at + shown_at.len()..]
                )
            }
            None => rendered,
        }
    }

    /// The severity a finding is shown with: a warning is an error with
    /// `--strict`.
    fn severity(&self, severity: Severity) -> Severity {
        if self.strict && severity == Severity::Warning {
            Severity::Error
        } else {
            severity
        }
    }

    /// The finding as one JSON object with exactly the keys `file`, `line`,
    /// `column`, `end_line`, `end_column`, `severity`, `code`, `message`,
    /// `notes`, and the line's end: `docs/check-output.schema.json`
    /// describes them. Written straight into `out`, strings escaped as
    /// `serde_json` escapes them, with no value built in between (a file
    /// with many findings spent more on building and formatting values
    /// than on checking its games).
    fn json(&self, file: &str, finding: &Finding<'_>, out: &mut impl Write) -> io::Result<()> {
        let diagnostic = &finding.diagnostic;
        fn string<W: Write>(out: &mut W, s: &str) -> io::Result<()> {
            serde_json::to_writer(out, s).map_err(io::Error::from)
        }
        out.write_all(b"{\"file\":")?;
        string(out, file)?;
        /// A number in decimal, with no formatter.
        fn number<W: Write>(out: &mut W, n: u64) -> io::Result<()> {
            let mut digits = [0u8; 20];
            let mut at = digits.len();
            let mut n = n;
            loop {
                at -= 1;
                digits[at] = b'0' + (n % 10) as u8;
                n /= 10;
                if n == 0 {
                    break;
                }
            }
            out.write_all(&digits[at..])
        }
        out.write_all(b",\"line\":")?;
        number(out, finding.line)?;
        out.write_all(b",\"column\":")?;
        number(out, finding.column)?;
        out.write_all(b",\"end_line\":")?;
        number(out, finding.end_line)?;
        out.write_all(b",\"end_column\":")?;
        number(out, finding.end_column)?;
        out.write_all(b",\"severity\":")?;
        string(out, self.severity(diagnostic.severity).as_str())?;
        out.write_all(b",\"code\":")?;
        string(out, diagnostic.code.as_str())?;
        out.write_all(b",\"message\":")?;
        string(out, &self.messages.diagnostic(diagnostic))?;
        out.write_all(b",\"notes\":[")?;
        for (i, related) in diagnostic.related.iter().enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            string(out, &self.messages.related(related))?;
        }
        out.write_all(b"]}\n")
    }
}

/// The level a severity is shown with.
fn level(severity: Severity) -> Level<'static> {
    match severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Information => Level::INFO,
        Severity::Hint => Level::HELP,
    }
}

/// The byte offset of 1-based character column `column` of `line` (its end
/// past the last character).
fn byte_of_column(line: &str, column: u64) -> usize {
    let index = usize::try_from(column.saturating_sub(1)).unwrap_or(usize::MAX);
    line.char_indices()
        .nth(index)
        .map_or(line.len(), |(at, _)| at)
}

/// `text` with control characters and bidi embeddings and overrides shown as
/// U+FFFD, so that a message quoting the input cannot drive the terminal;
/// the isolates FSI … PDI that right-to-left messages carry stay.
fn sanitize(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\n' => ' ',
            '\u{202A}'..='\u{202E}' | '\u{2066}' | '\u{2067}' => '\u{FFFD}',
            c if c.is_control() => '\u{FFFD}',
            c => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_to_bytes() {
        assert_eq!(byte_of_column("abc", 1), 0);
        assert_eq!(byte_of_column("abc", 3), 2);
        assert_eq!(byte_of_column("abc", 4), 3);
        assert_eq!(byte_of_column("abc", 9), 3);
        // Greek letters are two bytes each.
        assert_eq!(byte_of_column("Ιδ4 Ρδ7", 5), 6);
        assert_eq!(byte_of_column("", 0), 0);
    }

    #[test]
    fn sanitizing_keeps_isolates_only() {
        assert_eq!(sanitize("a\u{1b}[2Jb"), "a\u{FFFD}[2Jb");
        assert_eq!(sanitize("\u{2068}x\u{2069}"), "\u{2068}x\u{2069}");
        assert_eq!(sanitize("\u{202E}x"), "\u{FFFD}x");
        assert_eq!(sanitize("a\nb"), "a b");
    }

    #[test]
    fn files_by_extension() {
        use input::{is_checked_file, is_pgn_file, is_position_file};
        assert!(is_position_file(Path::new("a.fen")));
        assert!(is_position_file(Path::new("dir/b.EPD")));
        assert!(is_position_file(Path::new("dir/b.epd.gz")));
        assert!(!is_position_file(Path::new("c.pgn")));
        assert!(!is_position_file(Path::new("fen")));
        assert!(!is_position_file(Path::new("d.txt")));
        assert!(is_pgn_file(Path::new("x/Games.PGN.zst")));
        assert!(!is_pgn_file(Path::new("x/games.pgn.txt")));
        assert!(is_checked_file(Path::new("a.fen.xz")));
        assert!(!is_checked_file(Path::new("notes.txt")));
    }
}
