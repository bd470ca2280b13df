//! Every user-facing string of the command line, in one place.
//!
//! The texts live in the locales' `messages.ftl`: ids `cli-…`, the words
//! `severity-error` and `severity-warning` for the prefixes of report lines,
//! and the FEN messages of [`forsyth_notation::messages`]. [`Messages`]
//! formats them in the language chosen once at start-up
//! ([`crate::language`]); English is the fallback for any message a locale
//! lacks.
//!
//! Three kinds of text stay English, because they are not ours to translate:
//!
//! * the rare usage errors of clap that [`crate::cli`] does not render
//!   itself (kinds it does not know), and clap's argument placeholders
//!   (`<FILE>`, `[OPTIONS]`), which are names rather than words. Usage
//!   errors, help headings and the help of `--help`, `--version` and `help`
//!   are ours (`cli-usage-*`, `cli-help-*`).
//! * the reasons the operating system gives for I/O errors, which Rust's
//!   standard library reports in English;
//! * reports of broken locale files, which are for translators and read like
//!   compiler messages (`locales/de/messages.ftl:4:1: …`).
//!
//! ## Bidi isolation
//!
//! Sentences are formatted with [`forsyth_notation::messages::text`], which
//! isolates placeables (FSI … PDI) in right-to-left languages only. Lines
//! that show notation a user may copy — the FEN, castling rights, squares,
//! UCI moves — never get isolation marks, in any language, so that what is
//! copied reads again.

use std::fmt::Display;
use std::sync::Mutex;

use forsyth_core::{Color, FenErrorKind, Repair, Square};
use forsyth_notation::{
    diagnostic::{Diagnostic, MessageMemo, Related, Severity, format_message},
    finding::{Stats, size_error},
    locale::{FluentArgs, Locale, color_keyword},
    messages as notation,
    problem::ForsythErrorKind,
    tree::SizeError,
};

use crate::encoding::{Charset, Notice, Unwritable};

/// A help text of the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpText {
    /// One-line description of the program.
    About,
    /// Shown below the top-level help: exit status and examples.
    AfterHelp,
    /// Description of `forsyth perft`.
    PerftAbout,
    /// Shown below `forsyth perft --help`.
    PerftAfterHelp,
    /// Help of perft's `--fen`.
    PerftFen,
    /// Description of `forsyth fen`.
    FenAbout,
    /// Shown below `forsyth fen --help`.
    FenAfterHelp,
    /// Help of `fen`'s FEN argument.
    FenArg,
    /// Help of `--lenient`.
    Lenient,
    /// Description of `forsyth board`.
    BoardAbout,
    /// Shown below `forsyth board --help`.
    BoardAfterHelp,
    /// Help of `board`'s FEN argument.
    BoardFen,
    /// Help of `--ascii`.
    Ascii,
    /// Help of `--flip`.
    Flip,
    /// Help of the global `--locales`.
    Locales,
    /// Description of `forsyth translate`.
    TranslateAbout,
    /// Shown below `forsyth translate --help`.
    TranslateAfterHelp,
    /// Help of `translate`'s FILE argument.
    TranslateFile,
    /// Help of `translate --from` and `check --lang`.
    From,
    /// Help of `translate --to`.
    To,
    /// Help of `translate --style`.
    Style,
    /// Help of `translate --isolate`.
    Isolate,
    /// Help of `translate --comments`.
    Comments,
    /// Help of `translate --warnings`.
    Warnings,
    /// Description of `forsyth check`.
    CheckAbout,
    /// Shown below `forsyth check --help`.
    CheckAfterHelp,
    /// Help of `check`'s FILE arguments.
    CheckFiles,
    /// Help of `check --format`.
    Format,
    /// Help of `check --strict`.
    Strict,
    /// Help of `fen --from` and `board --from`.
    ForsythFrom,
    /// Help of `fen --to`.
    ForsythTo,
    /// Help of `board --lang`.
    BoardLang,
    /// Help of `board --letters`.
    Letters,
    /// Help of `--encoding` (translate and check).
    Encoding,
    /// Help of `translate --output-encoding`.
    OutputEncoding,
    /// Help of `--max-game-size` (translate and check).
    MaxGameSize,
    /// Description of `forsyth completions`.
    CompletionsAbout,
    /// Shown below `forsyth completions --help`: where to put the script.
    CompletionsAfterHelp,
    /// Help of `completions`' SHELL argument.
    CompletionsShell,
    /// Description of `forsyth man`.
    ManAbout,
    /// Help of the global `--color`.
    Color,
    /// Description of `forsyth languages`.
    LanguagesAbout,
    /// Help of `check --quiet`.
    Quiet,
    /// Help of `check --summary`.
    Summary,
    /// Help of `translate --output`.
    Output,
    /// Help of `translate --in-place`.
    InPlace,
    /// Help of `board --spoken`.
    Spoken,
    /// Help of `--spoken-files` (translate and board).
    SpokenFiles,
}

impl HelpText {
    /// Every help text.
    #[cfg(test)]
    pub const ALL: [HelpText; 48] = [
        HelpText::About,
        HelpText::AfterHelp,
        HelpText::PerftAbout,
        HelpText::PerftAfterHelp,
        HelpText::PerftFen,
        HelpText::FenAbout,
        HelpText::FenAfterHelp,
        HelpText::FenArg,
        HelpText::Lenient,
        HelpText::BoardAbout,
        HelpText::BoardAfterHelp,
        HelpText::BoardFen,
        HelpText::Ascii,
        HelpText::Flip,
        HelpText::Locales,
        HelpText::TranslateAbout,
        HelpText::TranslateAfterHelp,
        HelpText::TranslateFile,
        HelpText::From,
        HelpText::To,
        HelpText::Style,
        HelpText::Isolate,
        HelpText::Comments,
        HelpText::Warnings,
        HelpText::CheckAbout,
        HelpText::CheckAfterHelp,
        HelpText::CheckFiles,
        HelpText::Format,
        HelpText::Strict,
        HelpText::ForsythFrom,
        HelpText::ForsythTo,
        HelpText::BoardLang,
        HelpText::Letters,
        HelpText::Encoding,
        HelpText::OutputEncoding,
        HelpText::MaxGameSize,
        HelpText::CompletionsAbout,
        HelpText::CompletionsAfterHelp,
        HelpText::CompletionsShell,
        HelpText::ManAbout,
        HelpText::Color,
        HelpText::LanguagesAbout,
        HelpText::Quiet,
        HelpText::Summary,
        HelpText::Output,
        HelpText::InPlace,
        HelpText::Spoken,
        HelpText::SpokenFiles,
    ];

    /// The message id in `messages.ftl`.
    fn id(self) -> &'static str {
        match self {
            HelpText::About => "cli-about",
            HelpText::AfterHelp => "cli-after-help",
            HelpText::PerftAbout => "cli-perft-about",
            HelpText::PerftAfterHelp => "cli-perft-after-help",
            HelpText::PerftFen => "cli-perft-fen-help",
            HelpText::FenAbout => "cli-fen-about",
            HelpText::FenAfterHelp => "cli-fen-after-help",
            HelpText::FenArg => "cli-fen-arg-help",
            HelpText::Lenient => "cli-lenient-help",
            HelpText::BoardAbout => "cli-board-about",
            HelpText::BoardAfterHelp => "cli-board-after-help",
            HelpText::BoardFen => "cli-board-fen-help",
            HelpText::Ascii => "cli-ascii-help",
            HelpText::Flip => "cli-flip-help",
            HelpText::Locales => "cli-locales-help",
            HelpText::TranslateAbout => "cli-translate-about",
            HelpText::TranslateAfterHelp => "cli-translate-after-help",
            HelpText::TranslateFile => "cli-translate-file-help",
            HelpText::From => "cli-from-help",
            HelpText::To => "cli-to-help",
            HelpText::Style => "cli-style-help",
            HelpText::Isolate => "cli-isolate-help",
            HelpText::Comments => "cli-comments-help",
            HelpText::Warnings => "cli-warnings-help",
            HelpText::CheckAbout => "cli-check-about",
            HelpText::CheckAfterHelp => "cli-check-after-help",
            HelpText::CheckFiles => "cli-check-files-help",
            HelpText::Format => "cli-format-help",
            HelpText::Strict => "cli-strict-help",
            HelpText::ForsythFrom => "cli-forsyth-from-help",
            HelpText::ForsythTo => "cli-forsyth-to-help",
            HelpText::BoardLang => "cli-board-lang-help",
            HelpText::Letters => "cli-letters-help",
            HelpText::Encoding => "cli-encoding-help",
            HelpText::OutputEncoding => "cli-output-encoding-help",
            HelpText::MaxGameSize => "cli-max-game-size-help",
            HelpText::CompletionsAbout => "cli-completions-about",
            HelpText::CompletionsAfterHelp => "cli-completions-after-help",
            HelpText::CompletionsShell => "cli-completions-shell-help",
            HelpText::ManAbout => "cli-man-about",
            HelpText::Color => "cli-color-help",
            HelpText::LanguagesAbout => "cli-languages-about",
            HelpText::Quiet => "cli-quiet-help",
            HelpText::Summary => "cli-summary-help",
            HelpText::Output => "cli-output-help",
            HelpText::InPlace => "cli-in-place-help",
            HelpText::Spoken => "cli-spoken-help",
            HelpText::SpokenFiles => "cli-spoken-files-help",
        }
    }
}

/// What the status line of `forsyth board` can say.
pub enum StatusNote {
    Checkmate { winner: Color },
    Stalemate,
    Check { color: Color },
    InsufficientMaterial,
    SeventyFiveMoves,
    FiftyMovesClaimable,
}

/// The command line's messages in one language.
#[derive(Debug)]
pub struct Messages {
    /// `None` only if not even English could be loaded; every message is
    /// then shown as its id.
    locale: Option<Locale>,
    /// Findings' messages formatted lately, by what they read.
    memo: Mutex<MessageMemo>,
}

/// A copy starts with an empty memo.
impl Clone for Messages {
    fn clone(&self) -> Messages {
        Messages::new(self.locale.clone())
    }
}

impl Messages {
    /// Messages in `locale`'s language.
    pub fn new(locale: Option<Locale>) -> Messages {
        Messages {
            locale,
            memo: Mutex::default(),
        }
    }

    /// The locale of the messages, if any could be loaded.
    pub fn locale(&self) -> Option<&Locale> {
        self.locale.as_ref()
    }

    /// A sentence: placeables isolated in right-to-left languages.
    fn sentence(&self, id: &str, args: &FluentArgs<'_>) -> String {
        self.locale
            .as_ref()
            .and_then(|l| notation::text(l, id, Some(args)))
            .unwrap_or_else(|| id.to_owned())
    }

    /// A line showing notation: never isolation marks.
    fn notation_line(&self, id: &str, args: &FluentArgs<'_>) -> String {
        self.locale
            .as_ref()
            .and_then(|l| l.notation_message(id, Some(args)))
            .unwrap_or_else(|| id.to_owned())
    }

    // ------------------------------------------------------------ help texts

    /// A help text.
    pub fn help(&self, help: HelpText) -> String {
        self.sentence(help.id(), &FluentArgs::new())
    }

    /// Help of perft's DEPTH, the largest depth being `max`.
    pub fn perft_depth_help(&self, max: u32) -> String {
        let mut args = FluentArgs::new();
        args.set("max", max.to_string());
        self.sentence("cli-perft-depth-help", &args)
    }

    /// One of clap's words in the user's language: a `cli-usage-*` message
    /// of a usage error or a `cli-help-*` heading or help line; `args` are
    /// its `$variables`.
    pub fn clap_text(&self, id: &str, args: &[(&'static str, String)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        self.sentence(id, &fluent)
    }

    // ---------------------------------------------------------- usage errors

    /// Why `--max-game-size` refused `value`.
    pub fn game_size_error(&self, value: &str, error: SizeError) -> String {
        self.locale.as_ref().map_or_else(
            || "game-size-not-a-size".to_owned(),
            |l| size_error(l, value, error),
        )
    }

    /// DEPTH is not a whole number.
    pub fn depth_not_a_number(&self, text: &str, max: u32) -> String {
        let mut args = FluentArgs::new();
        args.set("text", text);
        args.set("max", max.to_string());
        self.sentence("cli-depth-not-a-number", &args)
    }

    /// DEPTH is a number, but larger than the largest depth (`u32::MAX`).
    pub fn depth_too_large(&self, depth: &str, max: u32) -> String {
        let mut args = FluentArgs::new();
        // As text: a number would go through a float and lose digits.
        args.set("depth", depth.to_owned());
        args.set("max", max.to_string());
        self.sentence("cli-depth-too-large", &args)
    }

    // ----------------------------------------------------------------- perft

    /// A perft count: the number, or "at least" the largest `u128` when it
    /// saturated.
    pub fn perft_count(&self, count: u128) -> String {
        if count < u128::MAX {
            return count.to_string();
        }
        let mut args = FluentArgs::new();
        args.set("count", count.to_string());
        self.notation_line("cli-perft-at-least", &args)
    }

    /// The last line of a perft run stopped by Ctrl-C: `count` (already
    /// formatted) of `done` first moves out of `total`.
    pub fn perft_incomplete(&self, count: &str, done: usize, total: usize) -> String {
        let mut args = FluentArgs::new();
        args.set("count", count.to_owned());
        args.set("done", done);
        args.set("total", total);
        self.sentence("cli-perft-incomplete", &args)
    }

    /// The words after the numbers of perft's progress bar.
    pub fn perft_progress(&self) -> String {
        self.sentence("cli-perft-progress", &FluentArgs::new())
    }

    /// Perft at `depth` gave up at `ply`: too many positions to walk.
    pub fn perft_too_wide(&self, depth: u32, ply: u32) -> String {
        let mut args = FluentArgs::new();
        args.set("depth", depth.to_string());
        args.set("ply", ply);
        args.set("limit", forsyth_core::FRONTIER_LIMIT.to_string());
        args.set("plies", forsyth_core::RECURSION_PLIES);
        self.sentence("cli-perft-too-wide", &args)
    }

    // --------------------------------------------------------------- reports

    /// The prefix of an error line (`error`).
    pub fn error_prefix(&self) -> String {
        self.sentence("severity-error", &FluentArgs::new())
    }

    /// The prefix of a warning line (`warning`).
    pub fn warning_prefix(&self) -> String {
        self.sentence("severity-warning", &FluentArgs::new())
    }

    /// The prefix of a note line (`note`).
    pub fn note_prefix(&self) -> String {
        self.sentence("cli-note", &FluentArgs::new())
    }

    /// An error at a column of the input (1-based, in characters).
    pub fn at_column(&self, column: usize, reason: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("column", column);
        args.set("reason", reason);
        self.sentence("cli-at-column", &args)
    }

    /// What is wrong with a FEN.
    pub fn fen_error(&self, kind: &FenErrorKind) -> String {
        match &self.locale {
            Some(l) => notation::fen_error(kind, l),
            None => kind.to_string(),
        }
    }

    /// What lenient reading repaired in a FEN.
    pub fn repair(&self, repair: &Repair) -> String {
        match &self.locale {
            Some(l) => notation::repair(repair, l),
            None => repair.to_string(),
        }
    }

    /// Writing to standard output failed for a reason other than a closed
    /// pipe.
    /// The line `check` ends with: what was checked and found, and how
    /// long it took.
    pub fn check_summary(&self, stats: &Stats, files: u64, seconds: f64) -> String {
        let mut args = FluentArgs::new();
        args.set("files", files);
        args.set("games", stats.games);
        args.set("moves", stats.moves);
        args.set("errors", stats.errors);
        args.set("warnings", stats.warnings);
        args.set("seconds", format!("{seconds:.2}"));
        self.sentence("cli-check-summary", &args)
    }

    /// One line of `forsyth languages`.
    #[allow(clippy::too_many_arguments)]
    pub fn language_row(
        &self,
        tag: &str,
        name: &str,
        pieces: &str,
        files: &str,
        castling: &str,
        capture: &str,
        complete: usize,
    ) -> String {
        let mut args = FluentArgs::new();
        args.set("tag", tag.to_owned());
        args.set("name", name.to_owned());
        args.set("pieces", pieces.to_owned());
        args.set("files", files.to_owned());
        args.set("castling", castling.to_owned());
        args.set("capture", capture.to_owned());
        args.set("complete", complete);
        self.sentence("cli-languages-row", &args)
    }

    /// A file in which no game was found (`check`).
    pub fn no_game(&self, file: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("file", file.to_owned());
        self.sentence("cli-no-game", &args)
    }

    /// A file in which no game was found, copied as it is (`translate`).
    pub fn no_game_copied(&self, file: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("file", file.to_owned());
        self.sentence("cli-no-game-copied", &args)
    }

    /// A file in which no game was found, translated in the language
    /// named: only the moves its prose names are (`translate --from`).
    pub fn no_game_prose(&self, file: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("file", file.to_owned());
        self.sentence("cli-no-game-prose", &args)
    }

    /// A compressed file cannot be translated in place.
    pub fn compressed_in_place(&self, file: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("file", file.to_owned());
        self.sentence("cli-compressed-in-place", &args)
    }

    /// Spoken moves cannot replace the games they are read from.
    pub fn spoken_in_place(&self) -> String {
        self.sentence("cli-spoken-in-place", &FluentArgs::new())
    }

    /// Which line of standard input a report is about.
    pub fn stdin_line(&self, line: usize) -> String {
        let mut args = FluentArgs::new();
        args.set("line", line);
        self.sentence("cli-stdin-line", &args)
    }

    /// The hint after a strict FEN with fields missing (a board alone).
    pub fn lenient_hint(&self) -> String {
        self.sentence("cli-hint-lenient", &FluentArgs::new())
    }

    pub fn write_failed(&self, error: impl Display) -> String {
        let mut args = FluentArgs::new();
        args.set("error", error.to_string());
        self.sentence("cli-write-failed", &args)
    }

    // ---------------------------------------------------------- board labels

    /// The line with the normalized FEN.
    pub fn fen_line(&self, fen: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("fen", fen);
        self.notation_line("cli-fen-line", &args)
    }

    /// The line with the side to move.
    pub fn side_to_move(&self, color: Color) -> String {
        let mut args = FluentArgs::new();
        args.set("color", color_keyword(color));
        self.sentence("cli-side-to-move", &args)
    }

    /// The line with the castling rights, as written in FEN (`None` when
    /// there are none).
    pub fn castling(&self, rights: Option<&str>, chess960: bool) -> String {
        let rights = match rights {
            Some(r) => r.to_owned(),
            None => self.notation_line("cli-castling-none", &FluentArgs::new()),
        };
        let mut args = FluentArgs::new();
        args.set("rights", rights);
        let id = if chess960 {
            "cli-castling-chess960"
        } else {
            "cli-castling"
        };
        self.notation_line(id, &args)
    }

    /// The line with the en passant square, and whether a capture there is
    /// legal.
    pub fn en_passant(&self, square: Square, capturable: bool) -> String {
        let mut args = FluentArgs::new();
        args.set("square", square.to_string());
        let id = if capturable {
            "cli-en-passant"
        } else {
            "cli-en-passant-no-capture"
        };
        self.notation_line(id, &args)
    }

    /// The status line; `notes` empty means the game goes on.
    pub fn status(&self, notes: &[StatusNote]) -> String {
        if notes.is_empty() {
            return self.sentence("cli-status-in-progress", &FluentArgs::new());
        }
        let parts: Vec<String> = notes.iter().map(|note| self.status_note(note)).collect();
        let separator = self.notation_line("cli-status-separator", &FluentArgs::new());
        let mut args = FluentArgs::new();
        args.set("notes", parts.join(&separator));
        self.sentence("cli-status", &args)
    }

    fn status_note(&self, note: &StatusNote) -> String {
        let mut args = FluentArgs::new();
        let id = match note {
            StatusNote::Checkmate { winner } => {
                args.set("color", color_keyword(*winner));
                "cli-status-checkmate"
            }
            StatusNote::Stalemate => "cli-status-stalemate",
            StatusNote::Check { color } => {
                args.set("color", color_keyword(*color));
                "cli-status-check"
            }
            StatusNote::InsufficientMaterial => "cli-status-insufficient-material",
            StatusNote::SeventyFiveMoves => "cli-status-seventy-five-moves",
            StatusNote::FiftyMovesClaimable => "cli-status-fifty-moves-claimable",
        };
        self.sentence(id, &args)
    }

    // --------------------------------------------------- languages and files

    /// A language name that no locale answers to; `known` lists the known
    /// ones.
    pub fn unknown_language(&self, name: &str, known: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("name", name);
        args.set("languages", known);
        self.sentence("cli-unknown-language", &args)
    }

    /// A language with no descriptive notation, given for reading or
    /// writing it; `known` lists the languages that have one.
    pub fn no_descriptive(&self, name: &str, known: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("name", name);
        args.set("languages", known);
        self.sentence("cli-no-descriptive", &args)
    }

    /// A file that cannot be opened or read; `error` is the system's reason.
    pub fn cannot_read(&self, file: &str, error: impl Display) -> String {
        let mut args = FluentArgs::new();
        args.set("name", file);
        args.set("error", error.to_string());
        self.sentence("cli-cannot-read", &args)
    }

    // ------------------------------------------------------------ encodings

    /// `--encoding` or `--output-encoding` with a label that names no
    /// encoding.
    pub fn unknown_encoding(&self, label: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("label", label);
        self.sentence("cli-encoding-unknown", &args)
    }

    /// What the reader of input `file` tells about its encoding.
    pub fn encoding_notice(&self, file: &str, notice: &Notice) -> String {
        let mut args = FluentArgs::new();
        let (id, at) = match notice {
            Notice::Guessed { charset, at } => {
                args.set("encoding", charset.name());
                ("cli-encoding-guessed", at)
            }
            Notice::Stray { at } => {
                args.set("encoding", Charset::WINDOWS_1252.name());
                ("cli-encoding-stray", at)
            }
            Notice::Malformed { charset, at } => {
                args.set("encoding", charset.name());
                ("cli-encoding-malformed", at)
            }
        };
        // One placeable, as compilers write it: FILE:LINE:COLUMN.
        args.set("place", format!("{file}:{}:{}", at.line, at.column));
        self.sentence(id, &args)
    }

    /// The moves of `language` would have characters `encoding` cannot
    /// write; `chars` lists them.
    pub fn unwritable_moves(&self, language: &str, encoding: &str, chars: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("language", language);
        args.set("encoding", encoding);
        args.set("chars", chars);
        self.sentence("cli-encoding-unwritable-moves", &args)
    }

    /// The input's encoding cannot write the moves: the output is UTF-8.
    pub fn output_in_utf8(&self, language: &str, encoding: &str, chars: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("language", language);
        args.set("encoding", encoding);
        args.set("chars", chars);
        self.sentence("cli-encoding-output-utf8", &args)
    }

    /// The output stopped at a character its encoding cannot write.
    pub fn unwritable(&self, unwritable: Unwritable, encoding: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("line", unwritable.line);
        args.set("char", unwritable.char.to_string());
        args.set("codepoint", format!("U+{:04X}", u32::from(unwritable.char)));
        args.set("encoding", encoding);
        self.sentence("cli-encoding-unwritable", &args)
    }

    /// `board --letters` for a language whose letters have no case.
    pub fn letters_without_case(&self, language: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("language", language);
        self.sentence("cli-letters-no-case", &args)
    }

    /// `board --letters` for a language that writes a piece with more than
    /// one letter (`letter`: the Russian king `Кр`).
    pub fn letters_multi_char(&self, language: &str, letter: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("language", language);
        args.set("letter", letter);
        self.sentence("cli-letters-multi", &args)
    }

    // ------------------------------------------------------------- findings

    /// The word for a severity (`error`, `warning`, `info`, `hint`).
    pub fn severity(&self, severity: Severity) -> String {
        let id = match severity {
            Severity::Error => "severity-error",
            Severity::Warning => "severity-warning",
            Severity::Information => "severity-information",
            Severity::Hint => "severity-hint",
        };
        self.sentence(id, &FluentArgs::new())
    }

    /// A finding's message.
    pub fn diagnostic(&self, diagnostic: &Diagnostic) -> String {
        match (&self.locale, self.memo.lock()) {
            (Some(l), Ok(mut memo)) => memo.message(diagnostic, l),
            (Some(l), Err(_)) => diagnostic.message(l),
            (None, _) => diagnostic.message_id(),
        }
    }

    /// A note attached to a finding.
    pub fn related(&self, related: &Related) -> String {
        match &self.locale {
            Some(l) => format_message(l, related.message, &related.args),
            None => related.message.to_owned(),
        }
    }

    /// What is wrong with a text in the Forsyth notation of `language` (the
    /// language's name).
    pub fn forsyth_error(&self, kind: &ForsythErrorKind, language: &str) -> String {
        let Some(locale) = &self.locale else {
            return kind.to_string();
        };
        let mut args = FluentArgs::new();
        args.set("language", language);
        let codepoint = |c: char| format!("U+{:04X}", u32::from(c));
        let id = match kind {
            ForsythErrorKind::Fen(kind) => return notation::fen_error(kind, locale),
            ForsythErrorKind::Empty => "cli-forsyth-empty",
            ForsythErrorKind::NoLetterCase { .. } => "cli-forsyth-no-letter-case",
            ForsythErrorKind::UnclosedBracket(c) => {
                args.set("char", c.to_string());
                "cli-forsyth-unclosed-bracket"
            }
            ForsythErrorKind::UnknownLetter { found, looks_like } => {
                args.set("char", found.to_string());
                args.set("codepoint", codepoint(*found));
                match looks_like {
                    Some(meant) => {
                        args.set("meant", format!("{meant} ({})", codepoint(*meant)));
                        "cli-forsyth-unknown-letter-looks-like"
                    }
                    None => "cli-forsyth-unknown-letter",
                }
            }
            ForsythErrorKind::ConsecutiveDigits => "fen-error-consecutive-digits",
            ForsythErrorKind::RankCount { found } => {
                args.set("found", *found);
                "fen-error-rank-count"
            }
            ForsythErrorKind::RankLength { rank, squares } => {
                args.set("rank", rank.char().to_string());
                args.set("squares", *squares);
                "fen-error-rank-length"
            }
            ForsythErrorKind::TooManyFields { found } => {
                args.set("found", *found);
                "cli-forsyth-too-many-fields"
            }
            ForsythErrorKind::BadUnitCount => "cli-forsyth-bad-unit-count",
            ForsythErrorKind::UnitCountMismatch { written, found } => {
                args.set("text", written.to_string());
                args.set("expected", found.to_string());
                "cli-forsyth-unit-count-mismatch"
            }
        };
        notation::text(locale, id, Some(&args)).unwrap_or_else(|| kind.to_string())
    }

    /// The line listing the legal moves (in UCI).
    pub fn legal_moves(&self, moves: &[String]) -> String {
        if moves.is_empty() {
            return self.notation_line("cli-legal-moves-none", &FluentArgs::new());
        }
        let mut args = FluentArgs::new();
        args.set("count", moves.len());
        args.set("moves", moves.join(" "));
        self.notation_line("cli-legal-moves", &args)
    }
}

#[cfg(test)]
mod tests {
    use forsyth_notation::{locale::Locales, problem::UnitCount};

    use super::*;

    fn messages(tag: &str) -> Messages {
        Messages::new(Locales::embedded().get(tag).cloned())
    }

    /// The English texts as they were written here before they moved to
    /// `locales/en/messages.ftl`.
    #[test]
    fn english_reads_as_before() {
        let en = messages("en");
        assert_eq!(
            en.help(HelpText::About),
            "Read, check, show and translate chess notation in many languages \
             (PGN games, FEN positions, moves) and count moves (perft)"
        );
        assert_eq!(
            en.help(HelpText::PerftAfterHelp),
            "\
Prints one line '<move>: <count>' per legal move, sorted by the move in UCI
coordinates, then a blank line and the total alone on the last line. In
Chess960 positions castling is written as the king taking its own rook
(e1h1 rather than e1g1). Depth 0 counts the position itself: 1.

From the starting position counts grow about thirty-fold per ply: depth 7 takes
seconds, depth 9 hours, depth 10 days. Positions with few moves go much deeper:
a mated position answers 0 at any depth. A tree too wide to count is refused. On
a terminal a bar shows the first moves done; Ctrl-C stops the count, prints the
first moves counted so far with their total marked as incomplete, and exits with
status 130.

Examples:
  forsyth perft 3
  forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
  forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        );
        assert_eq!(
            en.perft_depth_help(u32::MAX),
            "Plies to search, 0 to 4294967295"
        );
        assert_eq!(
            en.depth_not_a_number("abc", u32::MAX),
            "'abc' is not a depth: give a whole number from 0 to 4294967295"
        );
        assert_eq!(
            en.depth_too_large("99999999999999999", u32::MAX),
            "depth 99999999999999999 is more than the largest depth, 4294967295"
        );
        assert_eq!(en.perft_count(197_281), "197281");
        assert_eq!(
            en.perft_count(u128::MAX),
            "at least 340282366920938463463374607431768211455"
        );
        assert_eq!(
            en.perft_incomplete("1234", 3, 20),
            "1234 (incomplete: 3 of 20 first moves counted before Ctrl-C)"
        );
        assert_eq!(
            en.perft_too_wide(100, 5),
            "depth 100 cannot be counted from this position: more than 262144 different \
             positions at ply 5 with more than 64 plies still to go; such a tree has more \
             leaves than a 128-bit count holds, or takes longer than any computer lasts"
        );
        assert_eq!(en.error_prefix(), "error");
        assert_eq!(en.note_prefix(), "note");
        assert_eq!(en.at_column(28, "bad"), "column 28: bad");
        assert_eq!(en.castling(None, false), "Castling: none");
        assert_eq!(en.castling(Some("HAha"), true), "Castling: HAha (Chess960)");
        assert_eq!(
            en.status(&[
                StatusNote::Check {
                    color: Color::White
                },
                StatusNote::FiftyMovesClaimable
            ]),
            "Status: White is in check; 50 moves without a capture or a pawn move: \
             a draw may be claimed"
        );
        assert_eq!(
            en.legal_moves(&["e1e2".to_owned(), "e1d1".to_owned()]),
            "Legal moves (2): e1e2 e1d1"
        );
    }

    #[test]
    fn every_language_has_every_text() {
        for locale in Locales::embedded().iter() {
            let m = Messages::new(Some(locale.clone()));
            let english = messages("en");
            // A notation-only language speaks English: the same texts.
            let translated = locale.tag() != "en" && locale.has_interface_messages();
            for help in HelpText::ALL {
                assert!(!m.help(help).starts_with("cli-"), "{help:?}");
                if translated {
                    assert_ne!(m.help(help), english.help(help), "{help:?}");
                }
            }
            if translated {
                assert_ne!(
                    m.unknown_language("xx", "en"),
                    english.unknown_language("xx", "en")
                );
                assert_ne!(
                    m.cannot_read("a.pgn", "gone"),
                    english.cannot_read("a.pgn", "gone")
                );
                assert_ne!(
                    m.side_to_move(Color::Black),
                    english.side_to_move(Color::Black)
                );
            }
        }
    }

    #[test]
    fn notation_lines_carry_no_bidi_marks() {
        let he = messages("he");
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(he.fen_line(fen), format!("FEN: {fen}"));
        assert_eq!(he.castling(Some("KQkq"), false), "זכויות הצרחה: KQkq");
        assert_eq!(
            he.legal_moves(&["a2a3".to_owned(), "a2a4".to_owned()]),
            "מסעים חוקיים (2): a2a3 a2a4"
        );
        // Sentences are isolated in Hebrew.
        assert!(he.at_column(28, "x").contains('\u{2068}'));
    }

    #[test]
    fn greek_joins_status_notes_with_the_ano_teleia() {
        let el = messages("el");
        assert_eq!(
            el.status(&[
                StatusNote::Check {
                    color: Color::Black
                },
                StatusNote::InsufficientMaterial
            ]),
            "Κατάσταση: τα μαύρα είναι σε σαχ· ισοπαλία: καμία πλευρά δεν έχει αρκετό υλικό για ματ"
        );
    }

    #[test]
    fn forsyth_errors_in_every_language() {
        let mismatch = ForsythErrorKind::UnitCountMismatch {
            written: UnitCount { white: 5, black: 2 },
            found: UnitCount { white: 5, black: 1 },
        };
        let look_alike = ForsythErrorKind::UnknownLetter {
            found: 'P',
            looks_like: Some('Ρ'),
        };
        let en = messages("en");
        assert_eq!(
            en.forsyth_error(&mismatch, "Ελληνικά"),
            "the unit count says (5+2), but the board has (5+1)"
        );
        assert_eq!(
            en.forsyth_error(&look_alike, "Ελληνικά"),
            "'P' (U+0050) is not a Forsyth letter of Ελληνικά, a digit 1-8 or '/'; \
             did you mean Ρ (U+03A1), which looks the same?"
        );
        // Core's FEN errors read as `forsyth fen` shows them.
        assert_eq!(
            en.forsyth_error(&ForsythErrorKind::Fen(FenErrorKind::Empty), "English"),
            en.fen_error(&FenErrorKind::Empty)
        );
        for locale in Locales::embedded().iter() {
            let m = Messages::new(Some(locale.clone()));
            let text = m.forsyth_error(&mismatch, "Ελληνικά");
            assert!(text.contains("(5+2)") && text.contains("(5+1)"), "{text}");
            let text = m.forsyth_error(&look_alike, "Ελληνικά");
            assert!(
                text.contains("U+03A1") && text.contains("Ελληνικά"),
                "{text}"
            );
            if locale.tag() != "en" && locale.has_interface_messages() {
                assert_ne!(text, en.forsyth_error(&look_alike, "Ελληνικά"));
            }
        }
    }

    #[test]
    fn severity_words() {
        let en = messages("en");
        let words: Vec<String> = [
            Severity::Error,
            Severity::Warning,
            Severity::Information,
            Severity::Hint,
        ]
        .into_iter()
        .map(|s| en.severity(s))
        .collect();
        assert_eq!(words, ["error", "warning", "info", "hint"]);
        assert_eq!(messages("de").severity(Severity::Error), "Fehler");
        assert_eq!(messages("el").severity(Severity::Error), "σφάλμα");
    }

    #[test]
    fn without_any_locale_messages_show_their_ids() {
        let none = Messages::new(None);
        assert_eq!(none.help(HelpText::About), "cli-about");
        assert_eq!(
            none.fen_error(&FenErrorKind::Empty),
            FenErrorKind::Empty.to_string()
        );
    }
}
