//! What commands read: positions, languages named on the command line, and
//! files or standard input, in any encoding ([`encoding`]).

use std::{
    cell::Cell,
    fs::File,
    io::{self, Read},
    path::{Path, PathBuf},
};

use forsyth_core::{Fen, Position};
use forsyth_notation::{
    analysis::LanguageChoice,
    locale::{Locale, Locales},
    problem::read_forsyth,
};

use crate::{
    compression::{self, Compression},
    encoding::{Charset, Choice, Decoded, Notice},
    messages::Messages,
    progress::{Counter, Progress},
    report::{self, Failure},
};

/// How standard input is named in reports.
pub const STDIN_NAME: &str = "<stdin>";

/// Reads the FEN given as `args` (joined with single spaces, so that an
/// unquoted FEN works), strictly or leniently; no arguments at all means the
/// starting position. In lenient mode every repair is noted on standard
/// error, in `messages`' language.
///
/// # Errors
/// [`Failure::Fen`] with the joined text, which the error's span refers to.
pub fn position(args: &[String], lenient: bool, messages: &Messages) -> Result<Position, Failure> {
    if args.is_empty() {
        return Ok(Position::new());
    }
    let input = args.join(" ");
    let parsed = if lenient {
        Fen::parse_lenient(&input, None)
    } else {
        Fen::parse_strict(&input, None)
    };
    match parsed {
        Ok((pos, fen)) => {
            for repair in &fen.repairs {
                report::note(messages, messages.repair(repair));
            }
            Ok(pos)
        }
        Err(error) => Err(Failure::Fen { input, error }),
    }
}

/// Reads `args` (joined like [`position`]'s) as problemists write a position
/// in `language`'s Forsyth letters: the board field, optionally in brackets,
/// optionally followed by the other FEN fields and a unit count `(5+1)`,
/// which is checked. Missing fields are taken as `w - - 0 1`; with
/// `lenient`, a note says so.
///
/// # Errors
/// [`Failure::Forsyth`] with the joined text, which the error's span refers
/// to.
pub fn forsyth_position(
    args: &[String],
    language: &Locale,
    lenient: bool,
    messages: &Messages,
) -> Result<Position, Failure> {
    let input = args.join(" ");
    let read = read_forsyth(&input, language.letters()).and_then(|text| text.position(None));
    match read {
        Ok((pos, fen)) => {
            if lenient {
                for repair in &fen.repairs {
                    report::note(messages, messages.repair(repair));
                }
            }
            Ok(pos)
        }
        Err(error) => Err(Failure::Forsyth {
            input,
            error,
            language: language.name().to_owned(),
        }),
    }
}

/// The position of a command with an optional `--from LANG`: in that
/// language's Forsyth notation if given, else as FEN.
///
/// # Errors
/// An unknown language, or a position that does not read.
pub fn position_from(
    args: &[String],
    from: Option<&str>,
    lenient: bool,
    locales: &Locales,
    messages: &Messages,
) -> Result<Position, Failure> {
    match from {
        Some(name) if !args.is_empty() => {
            forsyth_position(args, language(locales, name, messages)?, lenient, messages)
        }
        Some(name) => {
            // Still a usage error when nothing is given to read.
            language(locales, name, messages)?;
            Ok(Position::new())
        }
        None => position(args, lenient, messages),
    }
}

/// The locale `name` stands for: a tag (`de`), the language's own name
/// (`Deutsch`, `Ελληνικά`) or its English name (`German`).
///
/// # Errors
/// [`Failure::Usage`] naming the known languages.
pub fn language<'l>(
    locales: &'l Locales,
    name: &str,
    messages: &Messages,
) -> Result<&'l Locale, Failure> {
    locales
        .find_by_name(name)
        .ok_or_else(|| Failure::Usage(messages.unknown_language(name, &known_languages(locales))))
}

/// Like [`language`], with `auto` (in any case) for finding the language
/// game by game.
///
/// # Errors
/// [`Failure::Usage`] naming the known languages.
pub fn language_choice<'l>(
    locales: &'l Locales,
    name: &str,
    messages: &Messages,
) -> Result<LanguageChoice<'l>, Failure> {
    if name.trim().eq_ignore_ascii_case("auto") {
        Ok(LanguageChoice::Auto)
    } else if let Some(lang) = name
        .trim()
        .get(..12)
        .filter(|p| p.eq_ignore_ascii_case("descriptive-"))
        .and_then(|_| name.trim().get(12..))
    {
        // `descriptive-en`: the language's descriptive notation.
        let locale = language(locales, lang, messages)?;
        descriptive(locales, locale, messages)?;
        Ok(LanguageChoice::Descriptive(locale))
    } else {
        language(locales, name, messages).map(LanguageChoice::Fixed)
    }
}

/// Whether `locale` has a descriptive notation to read or write
/// (`descriptive-*` entries in its `notation.ftl`: English and Spanish).
///
/// # Errors
/// [`Failure::Usage`] naming the languages that have one.
pub fn descriptive(locales: &Locales, locale: &Locale, messages: &Messages) -> Result<(), Failure> {
    use forsyth_notation::descriptive::Descriptive;
    if Descriptive::exists(locale) {
        return Ok(());
    }
    let known: Vec<String> = locales
        .iter()
        .filter(|l| Descriptive::exists(l))
        .map(|l| format!("{} ({})", l.name(), l.tag()))
        .collect();
    Err(Failure::Usage(messages.no_descriptive(
        &format!("{} ({})", locale.name(), locale.tag()),
        &known.join(", "),
    )))
}

/// The known languages for a message: `en (English), de (Deutsch), …`.
pub fn known_languages(locales: &Locales) -> String {
    locales
        .iter()
        .map(|l| format!("{} ({})", l.tag(), l.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a command reads: a file, or standard input.
pub enum Source {
    /// A file, and what counts its bytes on a progress bar.
    File { reader: File, counter: Counter },
    /// Standard input.
    Stdin,
}

impl Source {
    /// Opens `path`; `None` or `-` means standard input.
    ///
    /// # Errors
    /// The file cannot be opened, or is a directory.
    pub fn open(path: Option<&Path>) -> io::Result<Source> {
        let Some(path) = path.filter(|p| p.as_os_str() != "-") else {
            return Ok(Source::Stdin);
        };
        let file = File::open(path)?;
        if file.metadata()?.is_dir() {
            return Err(io::Error::from(io::ErrorKind::IsADirectory));
        }
        Ok(Source::File {
            reader: file,
            counter: Counter::default(),
        })
    }

    /// The same input, its bytes counted by `counter` as they are read
    /// from the file (before decompression); standard input is not.
    #[must_use]
    pub fn counted(self, counter: Counter) -> Source {
        match self {
            Source::File { reader, .. } => Source::File { reader, counter },
            Source::Stdin => Source::Stdin,
        }
    }

    /// The bytes, unbuffered, decompressed if they are gzip, bzip2, zstd
    /// or xz (see [`crate::compression`]).
    fn into_read(self) -> io::Result<Box<dyn Read>> {
        let raw: Box<dyn Read + Send> = match self {
            Source::File { reader, counter } => counter.wrap(reader),
            Source::Stdin => Box::new(io::stdin()),
        };
        compression::open(raw).map(|(reader, _)| reader)
    }

    /// The text, in UTF-8 whatever the input's encoding (see [`encoding`]):
    /// `choice` names it or lets it be found (the moves of `locales`
    /// judging a legacy code page), and every [`Notice`] is kept
    /// in `notices`, for the caller to say in the order of the text.
    ///
    /// # Errors
    /// Reading the start of the input failed.
    pub fn into_text<'a>(
        self,
        choice: Choice,
        locales: &Locales,
        notices: &'a Notices,
    ) -> io::Result<Decoded<Box<dyn Read>, impl FnMut(Notice) + 'a>> {
        Decoded::new(self.into_read()?, choice, Some(locales), move |notice| {
            notices.push(notice)
        })
    }
}

/// The encoding notices of one input ([`Source::into_text`]), kept until
/// what comes before them in the text is out: the reader reads ahead of
/// the findings, so a notice said when its bytes are read would come out
/// among them at a place that changes from run to run. (What the reader
/// finds as it opens the text, the encoding it guesses for the whole
/// file, its callers say at once.)
#[derive(Default)]
pub struct Notices(Cell<Vec<Notice>>);

impl Notices {
    fn push(&self, notice: Notice) {
        let mut pending = self.0.take();
        pending.push(notice);
        self.0.set(pending);
    }

    /// Takes the notices (in text order) that stand at or before line
    /// `line`, column `column` of the decoded text, or all of them with
    /// `None`.
    pub fn due(&self, upto: Option<(u64, u64)>) -> Vec<Notice> {
        let mut pending = self.0.take();
        let at = match upto {
            _ if pending.is_empty() => 0,
            None => pending.len(),
            Some(upto) => pending
                .iter()
                .take_while(|n| (n.place().line, n.place().column) <= upto)
                .count(),
        };
        let rest = pending.split_off(at);
        self.0.set(rest);
        pending
    }

    /// Whether [`Notices::due`] would give any.
    pub fn any_due(&self, upto: Option<(u64, u64)>) -> bool {
        let pending = self.0.take();
        let first = pending.first().map(Notice::place);
        self.0.set(pending);
        first.is_some_and(|at| upto.is_none_or(|upto| (at.line, at.column) <= upto))
    }

    /// Says on standard error the notices [`Notices::due`] gives, naming
    /// the input `name`, with `progress`'s bar taken off meanwhile.
    pub fn say(
        &self,
        upto: Option<(u64, u64)>,
        name: &str,
        messages: &Messages,
        progress: &Progress,
    ) {
        for notice in self.due(upto) {
            progress.suspend(|| report::warning(messages, messages.encoding_notice(name, &notice)));
        }
    }
}

/// The encoding `--encoding` names; none means finding it.
///
/// # Errors
/// [`Failure::Usage`] for a label that names no encoding, saying what
/// labels look like.
pub fn encoding_choice(label: Option<&str>, messages: &Messages) -> Result<Choice, Failure> {
    label.map_or(Ok(Choice::Auto), |label| {
        charset(label, messages).map(Choice::Named)
    })
}

/// The encoding `label` names (`utf-8`, `latin1`, `iso-8859-7`, `cp437`).
///
/// # Errors
/// [`Failure::Usage`] for a label that names no encoding.
pub fn charset(label: &str, messages: &Messages) -> Result<Charset, Failure> {
    Charset::for_label(label).ok_or_else(|| Failure::Usage(messages.unknown_encoding(label)))
}

/// The files named on the command line, with every directory replaced by
/// the files under it (recursively, sorted) that `wanted` keeps; `-` and
/// files stay as given, whatever their name.
///
/// # Errors
/// A directory that cannot be read: its name and the error.
pub fn expand(
    paths: &[PathBuf],
    wanted: fn(&Path) -> bool,
) -> Result<Vec<PathBuf>, (String, io::Error)> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut found = Vec::new();
            walk(path, wanted, &mut found).map_err(|(p, e)| (display_name(Some(&p)), e))?;
            found.sort();
            files.extend(found);
        } else {
            files.push(path.clone());
        }
    }
    Ok(files)
}

fn walk(
    dir: &Path,
    wanted: fn(&Path) -> bool,
    out: &mut Vec<PathBuf>,
) -> Result<(), (PathBuf, io::Error)> {
    let entries = std::fs::read_dir(dir).map_err(|e| (dir.to_path_buf(), e))?;
    for entry in entries {
        let entry = entry.map_err(|e| (dir.to_path_buf(), e))?;
        let path = entry.path();
        let kind = entry.file_type().map_err(|e| (path.clone(), e))?;
        if kind.is_dir() {
            walk(&path, wanted, out)?;
        } else if wanted(&path) {
            out.push(path);
        }
    }
    Ok(())
}

/// The file name without a compression suffix (`.gz`, `.bz2`, `.zst`,
/// `.xz`), lower-cased.
fn plain_name(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    for suffix in [".gz", ".bz2", ".zst", ".xz"] {
        if let Some(stem) = name.strip_suffix(suffix) {
            return stem.to_owned();
        }
    }
    name
}

/// Whether a file in a directory is PGN: `.pgn`, compressed or not.
pub fn is_pgn_file(path: &Path) -> bool {
    plain_name(path).ends_with(".pgn")
}

/// Whether a file in a directory is for `check`: PGN, `.fen` or `.epd`,
/// compressed or not.
pub fn is_checked_file(path: &Path) -> bool {
    let name = plain_name(path);
    [".pgn", ".fen", ".epd"].iter().any(|e| name.ends_with(e))
}

/// Whether a file holds positions, one per line: `.fen` or `.epd`
/// (compressed or not, any case).
pub fn is_position_file(path: &Path) -> bool {
    let name = plain_name(path);
    name.ends_with(".fen") || name.ends_with(".epd")
}

/// Whether a file is compressed, by its magic bytes.
pub fn is_compressed(path: &Path) -> bool {
    let Ok(mut file) = File::open(path) else {
        return false;
    };
    let mut head = [0u8; 6];
    compression::read_head(&mut file, &mut head)
        .is_ok_and(|n| Compression::sniff(&head[..n]).is_some())
}

/// How a file is named in reports: as given, `<stdin>` for standard input.
pub fn display_name(path: Option<&Path>) -> String {
    match path.filter(|p| p.as_os_str() != "-") {
        Some(p) => p.display().to_string(),
        None => STDIN_NAME.to_owned(),
    }
}
