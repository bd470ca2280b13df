//! Locales: how each language writes chess notation, and its messages.
//!
//! A locale is a folder of [Fluent](https://projectfluent.org) files named by
//! a language tag:
//!
//! * `notation.ftl` — the notation: piece letters, Forsyth letters, file
//!   letters, castling and capture marks (read into a [`Letters`] table), and
//!   the words of spoken descriptions (`piece-description`, `side-name`, …);
//! * `messages.ftl` (optional) — the program's user-facing messages.
//!
//! Every folder of the workspace's `locales/` is compiled in
//! ([`Locales::embedded`]): `build.rs` lists the folders, so a language is a
//! folder and no list in the code. More can be added at run time, without
//! recompiling, from a folder laid out the same way ([`Locales::add_dir`]),
//! for example `my-locales/eo/notation.ftl`. A locale without
//! `messages.ftl` is a notation-only language: its interface messages are
//! English's ([`Locale::has_interface_messages`]). A folder
//! named like a known locale overrides it: it may give only some messages,
//! the rest come from the locale it overrides. A new regional locale such as
//! `de-AT` starts from its language's locale (`de`) if there is one.
//! [`Locales::load`] reads the embedded locales, then the folders listed in
//! the [`LOCALES_ENV`] environment variable, then an explicit folder.
//!
//! ## Bidi isolation
//!
//! Fluent wraps each placeable of a message in FSI … PDI (U+2068 … U+2069)
//! when the message has other text around it, so that a Latin move inside a
//! Hebrew sentence (or the reverse) keeps its shape. That is right for text
//! shown to people and wrong for notation data: PGN allows no such
//! characters. So a [`Locale`] formats both ways:
//!
//! * [`Locale::message`] — isolation **on**, for UI text;
//! * [`Locale::notation_message`] — isolation **off**, for notation strings
//!   (moves, letters, anything that may be written to a PGN or FEN).
//!
//! Letters are always read with isolation off. Both fall back to English when
//! a locale lacks a message.
//!
//! ## Message arguments
//!
//! Spoken descriptions select on `$color` ([`color_keyword`]: `white`,
//! `black`) and `$role` ([`role_keyword`]: `king` … `pawn`); see
//! [`Locale::piece_description`].
//!
//! ```
//! use forsyth_core::{Color, Role};
//! use forsyth_notation::locale::Locales;
//!
//! let locales = Locales::embedded();
//! let greek = locales.find_by_name("Ελληνικά").expect("embedded");
//! assert_eq!(greek.letters().piece(Role::Rook), "Π");
//! assert_eq!(greek.piece_description(Color::White, Role::Queen), "λευκή βασίλισσα");
//! assert!(locales.get("he").expect("embedded").is_rtl());
//! ```

mod error;
mod source;
mod table;

use std::collections::HashSet;
use std::ffi::{OsStr, OsString};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use fluent_syntax::ast;
use forsyth_core::{Color, Role};

pub use error::{LocaleError, LocaleErrorKind};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use table::PIECE_ORDER;
pub use unic_langid::{CharacterDirection, LanguageIdentifier};

use crate::letters::Letters;
use error::Position;
use source::{EMBEDDED, FileKind, MESSAGES_FILE, NOTATION_FILE, Source};
use table::Lookup;

/// The environment variable naming folders of extra locales, separated like
/// `PATH` (`:` on Unix, `;` on Windows). Read by [`Locales::load`].
pub const LOCALES_ENV: &str = "FORSYTH_LOCALES";

/// The value of a message argument naming a kind of piece (`$role`,
/// `$piece`, `$by`) for `role`: `pawn`, `knight`, `bishop`, `rook`,
/// `queen` or `king`.
#[must_use]
pub const fn role_keyword(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// The value of a `$color` message argument for `color`: `white` or `black`.
#[must_use]
pub fn color_keyword(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A Fluent bundle that can be shared between threads.
type Bundle = FluentBundle<Arc<FluentResource>>;

/// The same resources twice: with bidi isolation (UI text) and without
/// (notation).
struct Bundles {
    ui: Bundle,
    notation: Bundle,
}

impl Bundles {
    /// Bundles of `sources`, later sources overriding earlier ones.
    fn new(id: &LanguageIdentifier, sources: &[Source]) -> Bundles {
        let mut ui = Bundle::new_concurrent(vec![id.clone()]);
        let mut notation = Bundle::new_concurrent(vec![id.clone()]);
        notation.set_use_isolating(false);
        for source in sources {
            ui.add_resource_overriding(Arc::clone(&source.resource));
            notation.add_resource_overriding(Arc::clone(&source.resource));
        }
        Bundles { ui, notation }
    }

    fn get(&self, isolating: bool) -> &Bundle {
        if isolating { &self.ui } else { &self.notation }
    }
}

/// A locale's Fluent files: those read (each parsed, in its bundles), and
/// the embedded `messages.ftl`, parsed only when a message it defines is
/// first asked for.
///
/// Loading every language's messages to show one costs most of a
/// command's start-up (about 23 M instructions and 6 MB of heap for nine
/// `messages.ftl` files); the letters of every language are needed (to tell
/// a game's language), the messages of one or two. An embedded locale's
/// `notation.ftl` and `messages.ftl` define different ids (a test checks
/// it: [`duplicate_errors`] refuses an id defined twice in one layer) and
/// reference none of each other's, so a message of `notation.ftl` formats
/// the same from its bundles alone as from the bundles of both files.
struct Texts {
    /// The files read, lowest layer first.
    sources: Vec<Source>,
    /// The bundles of `sources`.
    bundles: Bundles,
    /// The embedded `messages.ftl` of layer 0, not parsed yet (only for an
    /// embedded locale with no override: an override reads it first).
    pending: Option<Pending>,
}

/// An embedded `messages.ftl` parsed on first use.
struct Pending {
    path: PathBuf,
    text: &'static str,
    /// The message ids it defines, sorted (found by `build.rs`, `id =` at
    /// the start of a line): whether it defines a message is answered
    /// without parsing it.
    ids: &'static [&'static str],
    /// `sources` and this file, and their bundles.
    full: std::sync::OnceLock<(Vec<Source>, Bundles)>,
}

impl Texts {
    fn new(id: &LanguageIdentifier, sources: Vec<Source>, pending: Option<Pending>) -> Texts {
        let bundles = Bundles::new(id, &sources);
        Texts {
            sources,
            bundles,
            pending,
        }
    }

    /// Whether `pending` defines message `id`.
    fn pending_defines(pending: &Pending, id: &str) -> bool {
        pending.ids.binary_search(&id).is_ok()
    }

    /// Every file and the bundles of them all, the pending file parsed
    /// (once) if there is one.
    fn complete(&self, id: &LanguageIdentifier) -> (&[Source], &Bundles) {
        let Some(pending) = &self.pending else {
            return (&self.sources, &self.bundles);
        };
        let (sources, bundles) = pending.full.get_or_init(|| {
            // Embedded files parse with no error (a test checks it); should
            // one not, what it holds is kept rather than nothing.
            let resource = FluentResource::try_new(pending.text.to_owned())
                .unwrap_or_else(|(resource, _)| resource);
            let mut sources = self.sources.clone();
            sources.push(Source {
                path: pending.path.clone(),
                kind: FileKind::Messages,
                layer: 0,
                resource: Arc::new(resource),
            });
            let bundles = Bundles::new(id, &sources);
            (sources, bundles)
        });
        (sources, bundles)
    }

    /// The bundles that hold message `id`, if any of this locale's files
    /// defines it: those read so far when they do, all of them (parsing
    /// the pending file) when the pending file does.
    fn bundles_for(&self, lang: &LanguageIdentifier, id: &str) -> Option<&Bundles> {
        let message_id = id.split_once('.').map_or(id, |(m, _)| m);
        match &self.pending {
            Some(pending) if pending.full.get().is_some() => Some(self.complete(lang).1),
            Some(pending) => {
                if self.bundles.notation.has_message(message_id) {
                    Some(&self.bundles)
                } else if Texts::pending_defines(pending, message_id) {
                    Some(self.complete(lang).1)
                } else {
                    None
                }
            }
            None => Some(&self.bundles),
        }
    }

    /// Formats message `id` from this locale's own files.
    fn format(
        &self,
        lang: &LanguageIdentifier,
        id: &str,
        args: Option<&FluentArgs<'_>>,
        isolating: bool,
    ) -> Option<Formatted> {
        format(self.bundles_for(lang, id)?.get(isolating), id, args)
    }

    /// Whether this locale's own files define message `id`.
    fn has_message(&self, id: &str) -> bool {
        self.bundles.notation.has_message(id)
            || self
                .pending
                .as_ref()
                .is_some_and(|p| Texts::pending_defines(p, id))
    }

    /// The paths of the files, lowest layer first, the pending one
    /// included, without parsing it.
    fn paths(&self) -> impl Iterator<Item = &Path> {
        self.sources
            .iter()
            .map(|s| s.path.as_path())
            .chain(self.pending.as_ref().map(|p| p.path.as_path()))
    }
}

/// A formatted message and the errors met while formatting it.
struct Formatted {
    text: String,
    errors: Vec<String>,
}

/// The pattern of message `id`, or of attribute `id.attribute`. `None` if
/// there is no such message, attribute or value.
fn pattern<'b>(bundle: &'b Bundle, id: &str) -> Option<&'b ast::Pattern<&'b str>> {
    let (message_id, attribute) = match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    };
    let message = bundle.get_message(message_id)?;
    match attribute {
        Some(a) => Some(message.get_attribute(a)?.value()),
        None => message.value(),
    }
}

/// Adds to `names` the variables `pattern` reads (`$move`); `false` if it
/// reads anything else that could depend on the arguments: another
/// message, a term or a function.
fn pattern_variables(pattern: &ast::Pattern<&str>, names: &mut Vec<String>) -> bool {
    fn inline(expression: &ast::InlineExpression<&str>, names: &mut Vec<String>) -> bool {
        match expression {
            ast::InlineExpression::StringLiteral { .. }
            | ast::InlineExpression::NumberLiteral { .. } => true,
            ast::InlineExpression::VariableReference { id } => {
                if !names.iter().any(|n| n == id.name) {
                    names.push(id.name.to_owned());
                }
                true
            }
            ast::InlineExpression::Placeable { expression } => outer(expression, names),
            ast::InlineExpression::FunctionReference { .. }
            | ast::InlineExpression::MessageReference { .. }
            | ast::InlineExpression::TermReference { .. } => false,
        }
    }
    fn outer(expression: &ast::Expression<&str>, names: &mut Vec<String>) -> bool {
        match expression {
            ast::Expression::Inline(e) => inline(e, names),
            ast::Expression::Select { selector, variants } => {
                inline(selector, names)
                    && variants.iter().all(|v| pattern_variables(&v.value, names))
            }
        }
    }
    pattern.elements.iter().all(|element| match element {
        ast::PatternElement::TextElement { .. } => true,
        ast::PatternElement::Placeable { expression } => outer(expression, names),
    })
}

/// Formats message `id`, or attribute `id.attribute`. `None` if there is no
/// such message, attribute or value.
fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs<'_>>) -> Option<Formatted> {
    let pattern = pattern(bundle, id)?;
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned();
    Some(Formatted {
        text,
        errors: errors.iter().map(ToString::to_string).collect(),
    })
}

/// One language: its notation table and its messages.
///
/// A `Locale` is cheap to clone and can be shared between threads.
#[derive(Clone)]
pub struct Locale {
    id: LanguageIdentifier,
    letters: Letters,
    english_name: Option<String>,
    texts: Arc<Texts>,
    /// English, for messages this locale lacks (`None` for English itself).
    fallback: Option<(LanguageIdentifier, Arc<Texts>)>,
    /// Whether the script is written right to left: asked for every move a
    /// translation writes, looked up once.
    rtl: bool,
    /// The words a piece list may start with, with the side each names,
    /// longest first: made by `problem` from this locale's messages when
    /// first asked for, then kept (a page's text asks for them at every
    /// place a list may start, in every language).
    piece_list_headers: std::sync::OnceLock<Arc<[(String, Color)]>>,
}

impl Locale {
    /// Builds a locale from its files, checking them. Every error found is
    /// returned.
    /// `pending` is an embedded `messages.ftl` of layer 0, parsed when a
    /// message it defines is first asked for (its errors are the tests'
    /// business: see [`Texts`]).
    fn build(
        id: LanguageIdentifier,
        sources: Vec<Source>,
        pending: Option<Pending>,
    ) -> Result<Locale, Vec<LocaleError>> {
        let duplicates = duplicate_errors(&sources);
        if !duplicates.is_empty() {
            return Err(duplicates);
        }
        let texts = Texts::new(&id, sources, pending);
        let bundles = &texts.bundles;
        let sources = &texts.sources;
        let lookup = |message: &str| match format(&bundles.notation, message, None) {
            Some(f) if f.errors.is_empty() => Lookup::Text(f.text),
            Some(f) => Lookup::Broken(f.errors.join("; ")),
            None if bundles.notation.has_message(message) => {
                Lookup::Broken("the message has no value".to_owned())
            }
            None => Lookup::Missing,
        };
        let letters = table::read_letters(&id.to_string(), lookup).map_err(|problems| {
            problems
                .into_iter()
                .map(|p| locate(sources, p.id, p.kind))
                .collect::<Vec<_>>()
        })?;
        let english_name = match lookup("language-name-english") {
            Lookup::Text(name) if !name.trim().is_empty() => Some(name.trim().to_owned()),
            _ => None,
        };
        let rtl = matches!(id.character_direction(), CharacterDirection::RTL);
        Ok(Locale {
            id,
            letters,
            english_name,
            texts: Arc::new(texts),
            fallback: None,
            rtl,
            piece_list_headers: std::sync::OnceLock::new(),
        })
    }

    /// The language identifier (`de`, `he`, `pt-BR`).
    #[must_use]
    pub fn id(&self) -> &LanguageIdentifier {
        &self.id
    }

    /// The headers of a piece list in this language, made by `make` the
    /// first time they are asked for.
    pub(crate) fn piece_list_headers(
        &self,
        make: impl FnOnce(&Locale) -> Vec<(String, Color)>,
    ) -> &[(String, Color)] {
        self.piece_list_headers.get_or_init(|| make(self).into())
    }

    /// The language tag as text, the same as [`Letters::lang`].
    #[must_use]
    pub fn tag(&self) -> &str {
        &self.letters.lang
    }

    /// How this language writes moves and positions.
    #[must_use]
    pub fn letters(&self) -> &Letters {
        &self.letters
    }

    /// The language's name for itself (`Deutsch`, `Ελληνικά`, `עברית`).
    #[must_use]
    pub fn name(&self) -> &str {
        &self.letters.autonym
    }

    /// The language's name in English (`German`), from the message
    /// `language-name-english`, if the locale gives one.
    #[must_use]
    pub fn english_name(&self) -> Option<&str> {
        self.english_name.as_deref()
    }

    /// The direction the language's script is written in.
    #[must_use]
    pub fn direction(&self) -> CharacterDirection {
        self.id.character_direction()
    }

    /// Whether the language is written right to left (Hebrew).
    #[must_use]
    pub fn is_rtl(&self) -> bool {
        self.rtl
    }

    /// Formats message `id` (or attribute `id.attribute`) for display, with
    /// bidi isolation **on**: each placeable among other text is wrapped in
    /// FSI … PDI. Falls back to English when this locale lacks the message;
    /// `None` if English lacks it too.
    ///
    /// Formatting errors (a missing argument, say) do not fail: Fluent
    /// writes what it can, such as `{$moves}` for a missing `$moves`.
    #[must_use]
    pub fn message(&self, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
        self.format_message(id, args, true)
    }

    /// Formats message `id` like [`message`](Self::message) but with bidi
    /// isolation **off**, for notation strings that may end up in PGN, FEN
    /// or SAN, where FSI/PDI characters are not allowed.
    #[must_use]
    pub fn notation_message(&self, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
        self.format_message(id, args, false)
    }

    /// The names of the arguments message `id` reads in this locale, where
    /// [`message`](Self::message) finds it (here, or in English): its text
    /// depends on those alone. `None` when no locale has it, or when it
    /// reads another message, a term or a function, whose text may depend
    /// on more.
    #[must_use]
    pub fn message_variables(&self, id: &str) -> Option<Vec<String>> {
        fn found<'t>(
            texts: &'t Texts,
            lang: &LanguageIdentifier,
            id: &str,
        ) -> Option<&'t ast::Pattern<&'t str>> {
            pattern(texts.bundles_for(lang, id)?.get(false), id)
        }
        let pattern = found(&self.texts, &self.id, id).or_else(|| {
            let (lang, english) = self.fallback.as_ref()?;
            found(english, lang, id)
        })?;
        let mut names = Vec::new();
        pattern_variables(pattern, &mut names).then_some(names)
    }

    fn format_message(
        &self,
        id: &str,
        args: Option<&FluentArgs<'_>>,
        isolating: bool,
    ) -> Option<String> {
        self.texts
            .format(&self.id, id, args, isolating)
            .or_else(|| {
                let (lang, english) = self.fallback.as_ref()?;
                english.format(lang, id, args, isolating)
            })
            .map(|f| f.text)
    }

    /// The ids of the user-interface messages this locale itself defines
    /// (not its English fallback), sorted: with English's, how complete its
    /// translation is.
    #[must_use]
    pub fn message_ids(&self) -> Vec<String> {
        let mut ids: Vec<String> = self
            .texts
            .complete(&self.id)
            .0
            .iter()
            .filter(|s| s.kind == source::FileKind::Messages)
            .flat_map(|s| s.resource.entries())
            .filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
                _ => None,
            })
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// Whether this locale has user-interface messages of its own (a
    /// `messages.ftl`). A locale without them is a notation-only language:
    /// its letters, piece names and the other words of `notation.ftl` are
    /// its own, and every message of the interface is English's, message by
    /// message, as for any message a locale lacks.
    #[must_use]
    pub fn has_interface_messages(&self) -> bool {
        self.texts.pending.is_some()
            || self
                .texts
                .sources
                .iter()
                .any(|s| s.kind == FileKind::Messages)
    }

    /// Whether this locale itself (not its English fallback) defines
    /// message `id`.
    #[must_use]
    pub fn has_message(&self, id: &str) -> bool {
        self.texts.has_message(id)
    }

    /// Whether this locale's `notation.ftl` itself (not English's)
    /// defines message `id`.
    #[must_use]
    pub fn has_notation_message(&self, id: &str) -> bool {
        self.texts.has_message(id)
    }

    /// The name of a piece (`Dame`, `βασίλισσα`), from `piece-name`.
    #[must_use]
    pub fn piece_name(&self, role: Role) -> String {
        let mut args = FluentArgs::new();
        args.set("role", role_keyword(role));
        self.message("piece-name", Some(&args))
            .unwrap_or_else(|| role_keyword(role).to_owned())
    }

    /// A piece of one colour with the adjective agreeing with the noun
    /// (`weiße Dame`, `λευκό πιόνι`, `מלכה לבנה`), from `piece-description`.
    #[must_use]
    pub fn piece_description(&self, color: Color, role: Role) -> String {
        let mut args = FluentArgs::new();
        args.set("color", color_keyword(color));
        args.set("role", role_keyword(role));
        self.message("piece-description", Some(&args))
            .unwrap_or_else(|| format!("{} {}", color_keyword(color), role_keyword(role)))
    }

    /// A side as a noun (`Weiß`, `τα μαύρα`, `il Bianco`), from `side-name`.
    #[must_use]
    pub fn side_name(&self, color: Color) -> String {
        let mut args = FluentArgs::new();
        args.set("color", color_keyword(color));
        self.message("side-name", Some(&args))
            .unwrap_or_else(|| color.to_string())
    }

    /// A side as English names it (`White`, `Black`), for a locale whose
    /// `notation.ftl` does not define `id` (its English fallback's words
    /// stand in for its own: the side named before English's words for
    /// resigning is named in English); `None` for English itself and for
    /// a locale that defines `id`.
    #[must_use]
    pub fn fallback_side_name(&self, id: &str, color: Color) -> Option<String> {
        if self.has_notation_message(id) {
            return None;
        }
        let (lang, english) = self.fallback.as_ref()?;
        let mut args = FluentArgs::new();
        args.set("color", color_keyword(color));
        english
            .format(lang, "side-name", Some(&args), false)
            .map(|f| f.text)
    }

    /// The files this locale was read from, lowest layer first: embedded
    /// files by their path in the source tree (`locales/de/notation.ftl`),
    /// then any override files.
    pub fn source_files(&self) -> impl Iterator<Item = &Path> {
        self.texts.paths()
    }
}

impl fmt::Debug for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Locale")
            .field("id", &self.id.to_string())
            .field("letters", &self.letters)
            .field("english_name", &self.english_name)
            .field("files", &self.source_files().collect::<Vec<_>>())
            .finish_non_exhaustive()
    }
}

/// Errors for ids defined twice within one layer of `sources`.
fn duplicate_errors(sources: &[Source]) -> Vec<LocaleError> {
    // Files define each id once, as a rule: find that out from the parsed
    // entries without building a string, and look for where a duplicate
    // stands only when there is one.
    // Sorted, not hashed: every language's files are checked at start-up,
    // and a set grown entry by entry cost more than the sort.
    let mut ids: Vec<(usize, bool, &str)> = sources
        .iter()
        .flat_map(|source| {
            source.resource.entries().filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(m) => Some((source.layer, false, m.id.name)),
                fluent_syntax::ast::Entry::Term(t) => Some((source.layer, true, t.id.name)),
                _ => None,
            })
        })
        .collect();
    ids.sort_unstable();
    if ids.windows(2).all(|w| w[0] != w[1]) {
        return Vec::new();
    }
    let mut seen: HashSet<(usize, String)> = HashSet::new();
    let mut errors = Vec::new();
    for source in sources {
        for (id, offset) in source.definitions() {
            if !seen.insert((source.layer, id.clone())) {
                let position = Position::of_offset(source.resource.source(), offset);
                errors.push(
                    LocaleError::new(&source.path, LocaleErrorKind::DuplicateMessage)
                        .at(Some(position))
                        .with_id(Some(id)),
                );
            }
        }
    }
    errors
}

/// An error about message `id`, placed in the newest file that defines it,
/// or, if none does, in the newest `notation.ftl`.
fn locate(sources: &[Source], id: String, kind: LocaleErrorKind) -> LocaleError {
    if let Some(source) = sources.iter().rev().find(|s| s.defines(&id)) {
        return LocaleError::new(&source.path, kind)
            .at(source.position_of(&id))
            .with_id(Some(id));
    }
    let path = sources
        .iter()
        .rev()
        .find(|s| s.kind == FileKind::Notation)
        .or(sources.last())
        .map(|s| s.path.clone())
        .unwrap_or_default();
    LocaleError::new(path, kind).with_id(Some(id))
}

/// The known locales: the embedded ones and any added from folders.
///
/// [`iter`](Self::iter) lists English first, then the others by tag.
#[derive(Clone, Debug)]
pub struct Locales {
    locales: Vec<Locale>,
}

impl Default for Locales {
    fn default() -> Self {
        Locales::embedded()
    }
}

impl Locales {
    /// The locales compiled into the program: one per folder of the
    /// workspace's `locales/` (see [`Locales::embedded_tags`]).
    #[must_use]
    pub fn embedded() -> Locales {
        Locales::embedded_checked().0
    }

    /// The tags of the embedded locales, sorted: the folders of the
    /// workspace's `locales/` that hold a `notation.ftl`, as `build.rs`
    /// found them.
    pub fn embedded_tags() -> impl Iterator<Item = &'static str> {
        EMBEDDED.iter().map(|e| e.tag)
    }

    /// The embedded locales and the errors met loading them (none, as the
    /// tests check; a broken embedded locale is left out, never a panic).
    fn embedded_checked() -> (Locales, Vec<LocaleError>) {
        Locales::embedded_with(true)
    }

    /// The embedded locales, their `messages.ftl` parsed on first use
    /// (`lazy`: see [`Texts`]) or at once, which checks them for errors
    /// and for ids that `notation.ftl` defines too.
    fn embedded_with(lazy: bool) -> (Locales, Vec<LocaleError>) {
        let mut locales = Locales {
            locales: Vec::new(),
        };
        let mut errors = Vec::new();
        for embedded in EMBEDDED {
            let folder = Path::new("locales").join(embedded.tag);
            let (now, later) = match embedded.messages {
                Some(text) if lazy => (None, Some(text)),
                messages => (messages, None),
            };
            let files: Vec<(FileKind, &str, &str)> = [
                (FileKind::Notation, NOTATION_FILE, Some(embedded.notation)),
                (FileKind::Messages, MESSAGES_FILE, now),
            ]
            .into_iter()
            .filter_map(|(kind, name, text)| Some((kind, name, text?)))
            .collect();
            let result = embedded
                .tag
                .parse::<LanguageIdentifier>()
                .map_err(|_| {
                    vec![LocaleError::new(
                        &folder,
                        LocaleErrorKind::InvalidTag(embedded.tag.to_owned()),
                    )]
                })
                .and_then(|id| {
                    let sources = files
                        .iter()
                        .map(|&(kind, name, text)| {
                            Source::parse(folder.join(name), kind, 0, text.to_owned())
                        })
                        .collect::<Result<Vec<_>, _>>()?;
                    let pending = later.map(|text| Pending {
                        path: folder.join(MESSAGES_FILE),
                        text,
                        ids: embedded.message_ids,
                        full: std::sync::OnceLock::new(),
                    });
                    Locale::build(id, sources, pending)
                });
            match result {
                Ok(locale) => locales.insert(locale),
                Err(e) => errors.extend(e),
            }
        }
        (locales, errors)
    }

    /// The locales a folder laid out like `locales/` defines by itself, as
    /// `cargo xtask l10n` checks them: those of `dir` alone, on top of
    /// English (the fallback of every locale; the embedded one, overridden
    /// by `dir/en` when there is one). No other embedded locale is loaded,
    /// so a folder's `fr` is checked as it is, not as an override of the
    /// shipped French.
    #[must_use]
    pub fn from_dir(dir: &Path) -> (Locales, Vec<LocaleError>) {
        let (embedded, mut errors) = Locales::embedded_checked();
        let mut locales = Locales {
            locales: Vec::new(),
        };
        if let Some(english) = embedded.iter().find(|l| l.tag() == "en") {
            locales.insert(english.clone());
        }
        if let Err(e) = locales.add_dir(dir) {
            errors.extend(e);
        }
        (locales, errors)
    }

    /// The embedded locales, then those in the folders named by the
    /// [`LOCALES_ENV`] environment variable, then those in `dir`. Later
    /// folders override earlier ones.
    ///
    /// Locales that load are kept even when others fail; the errors are
    /// returned alongside, for the caller to report.
    #[must_use]
    pub fn load(dir: Option<&Path>) -> (Locales, Vec<LocaleError>) {
        Locales::load_with(dir, std::env::var_os(LOCALES_ENV))
    }

    /// [`load`](Self::load), with the environment variable's value given.
    fn load_with(dir: Option<&Path>, env: Option<OsString>) -> (Locales, Vec<LocaleError>) {
        let (mut locales, mut errors) = Locales::embedded_checked();
        let from_env: Vec<PathBuf> = env
            .iter()
            .flat_map(std::env::split_paths)
            .filter(|p| !p.as_os_str().is_empty())
            .collect();
        for folder in from_env.iter().map(PathBuf::as_path).chain(dir) {
            if let Err(e) = locales.add_dir(folder) {
                errors.extend(e);
            }
        }
        (locales, errors)
    }

    /// Adds the locales in `dir`, a folder laid out like `locales/`: one
    /// sub-folder per language tag (`fr`, `pt-BR`), each holding a
    /// `notation.ftl` and optionally a `messages.ftl`.
    ///
    /// A sub-folder named like a known locale overrides it: its messages
    /// replace the known ones with the same id, the others stay. Such an
    /// override may even do without `notation.ftl` if it has a
    /// `messages.ftl`. A new locale needs every notation message (see
    /// `locales/en/notation.ftl`), unless it is a regional variant (`de-AT`)
    /// of a known language, which it then starts from.
    ///
    /// Files and folders whose name starts with `.`, and plain files next to
    /// the locale folders, are ignored.
    ///
    /// # Errors
    ///
    /// Every problem found, each naming its file and, when known, line,
    /// column and message id. A locale with any error is not added (an
    /// override with errors leaves the locale as it was); the other locales
    /// in `dir` still are.
    pub fn add_dir(&mut self, dir: &Path) -> Result<(), Vec<LocaleError>> {
        match fs::metadata(dir) {
            Ok(meta) if meta.is_dir() => {}
            Ok(_) => return Err(vec![LocaleError::new(dir, LocaleErrorKind::NotADirectory)]),
            Err(e) => return Err(vec![LocaleError::new(dir, LocaleErrorKind::Io(e))]),
        }
        let entries =
            fs::read_dir(dir).map_err(|e| vec![LocaleError::new(dir, LocaleErrorKind::Io(e))])?;
        let mut errors = Vec::new();
        let mut folders = Vec::new();
        for entry in entries {
            match entry {
                Ok(entry) => {
                    let name = entry.file_name();
                    let path = entry.path();
                    if !name.as_encoded_bytes().starts_with(b".") && path.is_dir() {
                        folders.push((name, path));
                    }
                }
                Err(e) => errors.push(LocaleError::new(dir, LocaleErrorKind::Io(e))),
            }
        }
        folders.sort();
        for (name, path) in folders {
            if let Err(e) = self.add_folder(&name, &path) {
                errors.extend(e);
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    /// Adds or overrides the locale in `folder`, named `name`.
    fn add_folder(&mut self, name: &OsStr, folder: &Path) -> Result<(), Vec<LocaleError>> {
        let invalid_tag = || {
            vec![LocaleError::new(
                folder,
                LocaleErrorKind::InvalidTag(name.to_string_lossy().into_owned()),
            )]
        };
        let id: LanguageIdentifier = name
            .to_str()
            .ok_or_else(invalid_tag)?
            .parse()
            .map_err(|_| invalid_tag())?;

        let notation_path = folder.join(NOTATION_FILE);
        let messages_path = folder.join(MESSAGES_FILE);
        let notation = source::read_optional(&notation_path);
        let messages = source::read_optional(&messages_path);
        let (notation, messages) = match (notation, messages) {
            (Ok(n), Ok(m)) => (n, m),
            (n, m) => return Err(n.err().into_iter().chain(m.err()).collect()),
        };

        // An override builds on the locale it overrides; a new regional
        // locale on its language's locale.
        let base = self
            .position(&id)
            .map(|i| &self.locales[i])
            .or_else(|| truncations(&id).iter().find_map(|t| self.exact(t)));
        if notation.is_none() && (base.is_none() || messages.is_none()) {
            return Err(vec![LocaleError::new(
                notation_path,
                LocaleErrorKind::MissingNotationFile,
            )]);
        }
        let mut sources = base
            .map(|b| b.texts.complete(&b.id).0.to_vec())
            .unwrap_or_default();
        let layer = sources.last().map_or(0, |s| s.layer + 1);

        let mut errors = Vec::new();
        for (kind, path, text) in [
            (FileKind::Notation, notation_path, notation),
            (FileKind::Messages, messages_path, messages),
        ] {
            let Some(text) = text else { continue };
            match Source::parse(path, kind, layer, text) {
                Ok(source) => sources.push(source),
                Err(e) => errors.extend(e),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let locale = Locale::build(id, sources, None)?;
        self.insert(locale);
        Ok(())
    }

    /// Adds `locale`, replacing one with the same id; keeps the order and the
    /// English fallbacks up to date.
    fn insert(&mut self, locale: Locale) {
        match self.position(&locale.id) {
            Some(i) => self.locales[i] = locale,
            None => self.locales.push(locale),
        }
        self.locales
            .sort_by(|a, b| (a.tag() != "en", a.tag()).cmp(&(b.tag() != "en", b.tag())));
        let english = self
            .locales
            .iter()
            .find(|l| l.tag() == "en")
            .map(|l| (l.id.clone(), Arc::clone(&l.texts)));
        for locale in &mut self.locales {
            locale.fallback = if locale.tag() == "en" {
                None
            } else {
                english.clone()
            };
            // Made from the messages, the fallback's among them.
            locale.piece_list_headers = std::sync::OnceLock::new();
        }
    }

    fn position(&self, id: &LanguageIdentifier) -> Option<usize> {
        self.locales.iter().position(|l| l.id == *id)
    }

    fn exact(&self, id: &LanguageIdentifier) -> Option<&Locale> {
        self.locales.iter().find(|l| l.id == *id)
    }

    /// The locale for language tag `tag`, case-insensitive (`de`, `DE`,
    /// `pt_br`). Without an exact match the tag is shortened (`de-AT` →
    /// `de`), and failing that any locale of the same language is taken
    /// (`de` → `de-AT`).
    #[must_use]
    pub fn get(&self, tag: &str) -> Option<&Locale> {
        let wanted: LanguageIdentifier = tag.trim().parse().ok()?;
        self.exact(&wanted)
            .or_else(|| truncations(&wanted).iter().find_map(|t| self.exact(t)))
            .or_else(|| {
                if wanted.language.is_empty() {
                    return None;
                }
                self.locales
                    .iter()
                    .find(|l| l.id.language == wanted.language)
            })
    }

    /// The locale named `name`: a language tag (as for [`get`](Self::get)),
    /// the language's own name (`Deutsch`, `Ελληνικά`, `עברית`) or its
    /// English name (`German`, `Greek`, `Hebrew`). Names are compared
    /// ignoring case and, for Greek, accents (`ελληνικα` finds `Ελληνικά`).
    #[must_use]
    pub fn find_by_name(&self, name: &str) -> Option<&Locale> {
        if let Some(locale) = self.get(name) {
            return Some(locale);
        }
        let wanted = fold_name(name);
        if wanted.is_empty() {
            return None;
        }
        self.locales
            .iter()
            .find(|l| fold_name(l.name()) == wanted)
            .or_else(|| {
                self.locales
                    .iter()
                    .find(|l| l.english_name().is_some_and(|n| fold_name(n) == wanted))
            })
    }

    /// All locales, English first, then by tag.
    pub fn iter(&self) -> std::slice::Iter<'_, Locale> {
        self.locales.iter()
    }

    /// How many locales there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.locales.len()
    }

    /// Whether there are none (never the case for [`Locales::embedded`]).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.locales.is_empty()
    }
}

impl<'a> IntoIterator for &'a Locales {
    type Item = &'a Locale;
    type IntoIter = std::slice::Iter<'a, Locale>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Shorter forms of `id`, longest first: without variants, without region,
/// without script (`sr-Latn-RS` → `sr-Latn`, `sr`).
fn truncations(id: &LanguageIdentifier) -> Vec<LanguageIdentifier> {
    let mut out = Vec::new();
    let mut t = id.clone();
    if t.variants().next().is_some() {
        t.clear_variants();
        out.push(t.clone());
    }
    if t.region.take().is_some() {
        out.push(t.clone());
    }
    if t.script.take().is_some() {
        out.push(t);
    }
    out
}

/// A language name folded for comparison: trimmed, lower case, Greek accents
/// and final sigma removed.
fn fold_name(name: &str) -> String {
    name.trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            '\u{3AC}' | '\u{1F71}' => 'α',
            '\u{3AD}' | '\u{1F73}' => 'ε',
            '\u{3AE}' | '\u{1F75}' => 'η',
            '\u{3AF}' | '\u{1F77}' | '\u{3CA}' | '\u{390}' => 'ι',
            '\u{3CC}' | '\u{1F79}' => 'ο',
            '\u{3CD}' | '\u{1F7B}' | '\u{3CB}' | '\u{3B0}' => 'υ',
            '\u{3CE}' | '\u{1F7D}' => 'ω',
            'ς' => 'σ',
            c => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_locales_load_without_errors() {
        // Every file parsed at once: syntax errors and ids defined in both
        // files of a locale are errors.
        let (locales, errors) = Locales::embedded_with(false);
        assert!(errors.is_empty(), "{errors:#?}");
        let tags: Vec<&str> = locales.iter().map(Locale::tag).collect();
        assert_eq!(tags, shipped_tags());
    }

    /// A locale whose `messages.ftl` is parsed on first use says and
    /// formats every message as one read whole at once, and parses it only
    /// for a message it defines (not for the letters, the notation's words
    /// or a message it lacks).
    #[test]
    fn messages_parsed_on_first_use_read_as_those_parsed_at_once() {
        let (lazy, errors) = Locales::embedded_with(true);
        assert!(errors.is_empty(), "{errors:#?}");
        let (eager, _) = Locales::embedded_with(false);
        let parsed = |l: &Locale| l.texts.pending.as_ref().map(|p| p.full.get().is_some());
        let mut lazy_ones = 0;
        for (l, e) in lazy.iter().zip(eager.iter()) {
            assert_eq!(l.tag(), e.tag());
            assert_eq!(l.letters(), e.letters());
            assert_eq!(l.english_name(), e.english_name());
            assert_eq!(l.has_interface_messages(), e.has_interface_messages());
            assert_eq!(
                l.source_files().collect::<Vec<_>>(),
                e.source_files().collect::<Vec<_>>()
            );
            assert!(e.texts.pending.is_none());
            if l.texts.pending.is_some() {
                lazy_ones += 1;
            }
            // Words of the notation, and a message no file defines.
            for id in [
                "side-name",
                "piece-name",
                "printed-mate",
                "descriptive-files",
            ] {
                assert_eq!(
                    l.has_notation_message(id),
                    e.has_notation_message(id),
                    "{id}"
                );
                assert_eq!(l.notation_message(id, None), e.notation_message(id, None));
                assert_eq!(l.message(id, None), e.message(id, None));
            }
            assert_eq!(l.message("no-such-message", None), None);
            assert_eq!(
                l.fallback_side_name("printed-resign", Color::Black),
                e.fallback_side_name("printed-resign", Color::Black)
            );
            assert_ne!(parsed(l), Some(true), "{}", l.tag());
            // Every id of every file: the same answer, formatted the same.
            let mut ids: Vec<String> = e
                .texts
                .sources
                .iter()
                .flat_map(|s| s.definitions())
                .map(|(id, _)| id)
                .filter(|id| !id.starts_with('-'))
                .collect();
            ids.push("no-such-message".to_owned());
            for id in &ids {
                assert_eq!(l.has_message(id), e.has_message(id), "{id}");
                assert_eq!(l.message(id, None), e.message(id, None), "{id}");
                assert_eq!(l.notation_message(id, None), e.notation_message(id, None));
            }
            assert_eq!(l.message_ids(), e.message_ids());
            assert_ne!(parsed(l), Some(false), "{}", l.tag());
        }
        assert!(lazy_ones > 1, "{lazy_ones}");
    }

    /// The ids `build.rs` found in the lines of each `messages.ftl` are the
    /// ids Fluent parses from it.
    #[test]
    fn ids_found_by_lines_are_the_parsed_ones() {
        for embedded in EMBEDDED {
            assert_eq!(embedded.messages.is_none(), embedded.message_ids.is_empty());
            if let Some(text) = embedded.messages {
                let resource = FluentResource::try_new(text.to_owned()).unwrap();
                let mut parsed: Vec<&str> = resource
                    .entries()
                    .filter_map(|entry| match entry {
                        fluent_syntax::ast::Entry::Message(m) => Some(m.id.name),
                        _ => None,
                    })
                    .collect();
                parsed.sort_unstable();
                parsed.dedup();
                assert_eq!(embedded.message_ids, parsed, "{}", embedded.tag);
            }
        }
    }

    /// The folders of the workspace's `locales/`, English first, then by
    /// tag: what is embedded, read from the disk here, not from a list.
    fn shipped_tags() -> Vec<String> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
        let mut tags: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap())
            .filter(|e| e.path().join(NOTATION_FILE).is_file())
            .map(|e| e.file_name().into_string().unwrap())
            .collect();
        tags.sort_by(|a, b| (a != "en", a).cmp(&(b != "en", b)));
        tags
    }

    #[test]
    fn embedded_tags_are_the_folders() {
        let mut shipped = shipped_tags();
        shipped.sort();
        assert_eq!(Locales::embedded_tags().collect::<Vec<_>>(), shipped);
    }

    #[test]
    fn locales_are_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Locale>();
        check::<Locales>();
        check::<LocaleError>();
    }

    #[test]
    fn env_value_lists_folders() {
        let missing = std::env::temp_dir().join(format!(
            "forsyth-locale-env-{}-nonexistent",
            std::process::id()
        ));
        let joined = std::env::join_paths([missing.as_path(), Path::new("")]).unwrap();
        let (locales, errors) = Locales::load_with(None, Some(joined));
        assert_eq!(locales.len(), shipped_tags().len());
        assert_eq!(errors.len(), 1, "{errors:#?}");
        assert_eq!(errors[0].path(), missing);
        let (_, errors) = Locales::load_with(None, None);
        assert!(errors.is_empty());
    }

    /// A fresh folder under the system temp dir, removed when dropped.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            use std::sync::atomic::{AtomicUsize, Ordering};
            static COUNTER: AtomicUsize = AtomicUsize::new(0);
            let path = std::env::temp_dir().join(format!(
                "forsyth-locale-unit-{}-{}-{name}",
                std::process::id(),
                COUNTER.fetch_add(1, Ordering::Relaxed)
            ));
            let _ = fs::remove_dir_all(&path);
            fs::create_dir_all(&path).unwrap();
            TempDir(path)
        }

        fn write(&self, relative: &str, text: &str) -> PathBuf {
            let path = self.0.join(relative);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(&path, text).unwrap();
            path
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    /// Issue 16, F7: a locale whose capture mark is a file letter wrote
    /// `Bac6 … Kaf7`, which it could not read back. The loader refuses it,
    /// naming the file, the line, the message and why.
    #[test]
    fn a_capture_mark_that_is_a_file_letter_is_refused() {
        let english = EMBEDDED.iter().find(|e| e.tag == "en").unwrap().notation;
        assert!(english.contains("\ncapture-mark = x\n"));
        let dir = TempDir::new("capture-a");
        let path = dir.write(
            "xx/notation.ftl",
            &english.replace("\ncapture-mark = x\n", "\ncapture-mark = a\n"),
        );
        let line = english
            .lines()
            .position(|l| l.starts_with("capture-mark"))
            .unwrap()
            + 1;
        let (locales, errors) = Locales::load_with(Some(&dir.0), None);
        assert_eq!(errors.len(), 1, "{errors:#?}");
        let e = &errors[0];
        assert_eq!(e.path(), path);
        assert_eq!(e.line(), Some(line));
        assert_eq!(e.message_id(), Some("capture-mark"));
        let shown = e.to_string();
        assert!(
            shown.starts_with(&format!(
                "{}:{line}:1: message `capture-mark`: ",
                path.display()
            )),
            "{shown}"
        );
        assert!(shown.contains("`file-a`"), "{shown}");
        assert!(locales.get("xx").is_none());
        assert_eq!(locales.len(), shipped_tags().len());

        // An override of a shipped locale is refused the same way, and the
        // locale stays as it was.
        let dir = TempDir::new("capture-override");
        let path = dir.write("de/notation.ftl", "capture-mark = e\n");
        let (locales, errors) = Locales::load_with(Some(&dir.0), None);
        assert_eq!(errors.len(), 1, "{errors:#?}");
        assert_eq!(errors[0].path(), path);
        assert_eq!(errors[0].message_id(), Some("capture-mark"));
        assert!(errors[0].to_string().contains("`file-e`"), "{}", errors[0]);
        assert_eq!(locales.get("de").unwrap().letters().capture, "x");
    }

    /// The shipped locale folder, read from disk as `--locales locales/`
    /// reads it (and as `cargo xtask l10n` does), loads without errors.
    #[test]
    fn every_shipped_locale_loads_from_its_folder() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
        let mut locales = Locales::embedded();
        locales.add_dir(&dir).unwrap_or_else(|e| panic!("{e:#?}"));
        let tags: Vec<&str> = locales.iter().map(Locale::tag).collect();
        assert_eq!(tags, shipped_tags());
        for tag in fs::read_dir(&dir).unwrap() {
            let tag = tag.unwrap().file_name();
            let tag = tag.to_str().unwrap();
            assert!(locales.get(tag).is_some(), "{tag}");
        }
    }

    #[test]
    fn truncations_shorten_tags() {
        let id: LanguageIdentifier = "sr-Latn-RS".parse().unwrap();
        let t: Vec<String> = truncations(&id).iter().map(ToString::to_string).collect();
        assert_eq!(t, ["sr-Latn", "sr"]);
        assert!(truncations(&"de".parse().unwrap()).is_empty());
    }

    #[test]
    fn names_fold_case_and_greek_accents() {
        assert_eq!(fold_name(" ΕΛΛΗΝΙΚΆ "), fold_name("Ελληνικά"));
        assert_eq!(fold_name("ελληνικα"), fold_name("Ελληνικά"));
        assert_eq!(fold_name("DEUTSCH"), "deutsch");
    }
}
