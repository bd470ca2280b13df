//! Documents, settings and snapshots.
//!
//! The store is changed only by document notifications, synchronously,
//! before their handler first awaits: the framework runs handlers
//! concurrently, so this keeps edits in the order they came. Requests read
//! a [`Snapshot`]: the text and the game index of one version, analysed.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::Duration,
};

use forsyth_notation::{
    analysis::LanguageChoice,
    cursor::{GameDetail, Window},
    finding::size_error,
    locale::{LanguageIdentifier, Locale, Locales},
    notes::Comments,
    spoken::Files,
    tree::{MAX_GAME_BYTES, parse_size},
    write::Notation,
};

use crate::{
    games::{Dirty, GameIndex, Kind, Settings},
    protocol::{Encoding, Positions, Text, lsp},
};

/// What the client and the user chose.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub locales: &'static Locales,
    /// How the client counts columns.
    pub encoding: Encoding,
    /// The language of messages, hovers and action titles.
    pub messages: &'static Locale,
    /// The language moves are read in: per game, or fixed.
    pub notation: LanguageChoice<'static>,
    /// How completion writes moves.
    pub style: Notation,
    /// How a hover's moves and positions in words name files
    /// (`spokenFiles`: `literate`, `nato` or `anna`).
    pub spoken_files: Files,
    /// How long to wait after an edit before analysing.
    pub debounce: Duration,
    /// The longest game (or line) read, in bytes (`maxGameSize`).
    pub max_game_bytes: usize,
    /// What a translation (the translate command, a rename) does with the
    /// moves named in comments and prose (`comments`: `translate` or
    /// `keep`).
    pub comments: Comments,
    /// The folders of further locales the settings name (`localeFolders`),
    /// as read: absolute.
    pub locale_folders: &'static [PathBuf],
    /// The folder of the workspace, which relative locale folders start
    /// from.
    pub root: Option<&'static Path>,
}

/// What settings could not be used.
#[derive(Debug, Default)]
pub struct Problems {
    /// Settings with values not understood, as given (`style: xyz`).
    pub unknown: Vec<String>,
    /// Locales of `localeFolders` that were not loaded, and why (in
    /// English, naming the file).
    pub locales: Vec<String>,
}

impl Problems {
    /// Adds `other`'s problems to these.
    pub fn extend(&mut self, other: Problems) {
        self.unknown.extend(other.unknown);
        self.locales.extend(other.locales);
    }
}

impl Config {
    /// English messages, auto-detected notation, SAN, UTF-16.
    #[must_use]
    pub fn new(locales: &'static Locales) -> Config {
        let messages = english(locales);
        Config {
            locales,
            encoding: Encoding::Utf16,
            messages,
            notation: LanguageChoice::Auto,
            style: Notation::San,
            spoken_files: Files::Literate,
            debounce: Duration::from_millis(50),
            max_game_bytes: MAX_GAME_BYTES,
            comments: Comments::Translate,
            locale_folders: &[],
            root: None,
        }
    }

    /// The settings games are read with.
    #[must_use]
    pub fn settings(&self) -> Settings {
        Settings {
            locales: self.locales,
            choice: self.notation,
            preferred: Some(self.messages),
            max_game_bytes: self.max_game_bytes,
        }
    }

    /// Applies `initializationOptions` or a `forsyth` configuration section:
    /// `localeFolders` (folders of further locales, laid out like
    /// `locales/`), `locale` (the language of messages), `notation` (`auto`,
    /// a language, or `descriptive-en` for a language's descriptive
    /// notation), `style`, `spokenFiles`, `debounceMs`, `maxGameSize` (bytes, or a
    /// size with a unit as `forsyth check --max-game-size` reads it:
    /// `"64MiB"`), `comments` (`translate` or `keep`, as `forsyth translate
    /// --comments`). Returns what could not be used, for a message to the
    /// user.
    pub fn apply(&mut self, options: &serde_json::Value) -> Problems {
        let mut problems = Problems::default();
        // First: the languages below may come from these folders.
        if let Some(value) = options.get("localeFolders") {
            match folder_names(value) {
                Some(names) => self.use_folders(&names, &mut problems.locales),
                None => problems.unknown.push(format!("localeFolders: {value}")),
            }
        }
        if let Some(tag) = options.get("locale").and_then(|v| v.as_str()) {
            match self.locales.get(without_encoding(tag)) {
                Some(l) => self.messages = l,
                None if tag.trim().is_empty() => {}
                // A language forsyth has no locale for (an editor's display
                // language, `ja`, `zh-cn`): English, as the command line
                // does. Only what is no language tag at all is reported.
                None if is_language_tag(without_encoding(tag)) => {
                    self.messages = english(self.locales);
                }
                None => problems.unknown.push(format!("locale: {tag}")),
            }
        }
        if let Some(name) = options.get("notation").and_then(|v| v.as_str()) {
            if name.eq_ignore_ascii_case("auto") || name.is_empty() {
                self.notation = LanguageChoice::Auto;
            } else if let Some(l) = descriptive_language(self.locales, name) {
                self.notation = LanguageChoice::Descriptive(l);
            } else if let Some(l) = self.locales.find_by_name(name) {
                self.notation = LanguageChoice::Fixed(l);
            } else {
                problems.unknown.push(format!("notation: {name}"));
            }
        }
        if let Some(style) = options.get("style").and_then(|v| v.as_str()) {
            match parse_style(style) {
                Some(s) => self.style = s,
                None => problems.unknown.push(format!("style: {style}")),
            }
        }
        if let Some(files) = options.get("spokenFiles").and_then(|v| v.as_str()) {
            match files.trim().parse::<Files>() {
                Ok(f) => self.spoken_files = f,
                Err(()) => problems.unknown.push(format!("spokenFiles: {files}")),
            }
        }
        if let Some(ms) = options
            .get("debounceMs")
            .and_then(serde_json::Value::as_u64)
        {
            self.debounce = Duration::from_millis(ms.min(5000));
        }
        if let Some(value) = options.get("comments").and_then(|v| v.as_str()) {
            match value.trim().to_ascii_lowercase().as_str() {
                "translate" => self.comments = Comments::Translate,
                "keep" => self.comments = Comments::Keep,
                _ => problems.unknown.push(format!("comments: {value}")),
            }
        }
        if let Some(value) = options.get("maxGameSize") {
            match game_size(value, self.messages) {
                Ok(bytes) => self.max_game_bytes = bytes,
                Err(reason) => problems.unknown.push(format!("maxGameSize: {reason}")),
            }
        }
        problems
    }
}

impl Config {
    /// Reads the locales with the folders `names` (after the embedded ones
    /// and those of `FORSYTH_LOCALES`, later folders overriding earlier
    /// ones), unless they are those in use; the languages chosen are found
    /// again among them. What could not be loaded is added to `errors`;
    /// the locales that loaded are used all the same, as the command line
    /// does with `FORSYTH_LOCALES`.
    fn use_folders(&mut self, names: &[String], errors: &mut Vec<String>) {
        let folders: Vec<PathBuf> = names.iter().map(|n| resolve(n, self.root)).collect();
        if folders.as_slice() == self.locale_folders {
            return;
        }
        let loaded = load_with_folders(folders);
        errors.extend(loaded.errors.iter().cloned());
        let locales = loaded.locales;
        self.locales = locales;
        self.locale_folders = &loaded.folders;
        self.messages = locales
            .get(self.messages.tag())
            .unwrap_or_else(|| english(locales));
        match self.notation {
            LanguageChoice::Fixed(l) => {
                self.notation = locales
                    .get(l.tag())
                    .map_or(LanguageChoice::Auto, LanguageChoice::Fixed);
            }
            LanguageChoice::Descriptive(l) => {
                self.notation = locales
                    .get(l.tag())
                    .map_or(LanguageChoice::Auto, LanguageChoice::Descriptive);
            }
            LanguageChoice::Auto => {}
        }
    }
}

/// The `maxGameSize` setting: a number of bytes, or a size with a unit
/// ([`parse_size`]); `null` for the default. Why not, in `messages`'
/// language.
fn game_size(value: &serde_json::Value, messages: &Locale) -> Result<usize, String> {
    use serde_json::Value;
    let text = match value {
        Value::Null => return Ok(MAX_GAME_BYTES),
        Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    parse_size(&text).map_err(|e| size_error(messages, &text, e))
}

/// English, the locale every message falls back to.
fn english(locales: &Locales) -> &Locale {
    locales
        .get("en")
        .or_else(|| locales.iter().next())
        .expect("the embedded locales include English")
}

/// A language tag as POSIX may write it (`de_AT.UTF-8`, `sr_RS@latin`)
/// without its encoding and modifier.
fn without_encoding(tag: &str) -> &str {
    let tag = tag.trim();
    tag.split_once(['.', '@']).map_or(tag, |(tag, _)| tag)
}

/// Whether `tag` is a language tag (`ja`, `zh-CN`, `pt_BR`), whether or
/// not forsyth has a locale for it.
fn is_language_tag(tag: &str) -> bool {
    tag.parse::<LanguageIdentifier>()
        .is_ok_and(|id| !id.language.is_empty())
}

/// The folder names of a `localeFolders` setting: a list of strings, one
/// string, or nothing (`null`); `None` for anything else.
fn folder_names(value: &serde_json::Value) -> Option<Vec<String>> {
    use serde_json::Value;
    let names: Vec<String> = match value {
        Value::Null => Vec::new(),
        Value::String(s) => vec![s.clone()],
        Value::Array(items) => items
            .iter()
            .map(|v| v.as_str().map(str::to_owned))
            .collect::<Option<_>>()?,
        _ => return None,
    };
    Some(names.into_iter().filter(|n| !n.trim().is_empty()).collect())
}

/// A folder as the settings name it: `~/` is the home folder, and a
/// relative path starts from the workspace's folder (else from the
/// server's working directory).
fn resolve(name: &str, root: Option<&Path>) -> PathBuf {
    let name = name.trim();
    let home = std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(PathBuf::from);
    let path = match (name, name.strip_prefix("~/"), home) {
        ("~", _, Some(home)) => home,
        (_, Some(rest), Some(home)) => home.join(rest),
        _ => PathBuf::from(name),
    };
    match root {
        Some(root) if path.is_relative() => root.join(path),
        _ => path,
    }
}

/// Locales read with some folders, kept for the life of the process.
struct Loaded {
    folders: Vec<PathBuf>,
    locales: &'static Locales,
    errors: Vec<String>,
}

/// The locales with `folders` (see [`Config::use_folders`]). Each list of
/// folders is read once: a server is told of a few at most, and the
/// locales must live as long as the documents read with them.
fn load_with_folders(folders: Vec<PathBuf>) -> &'static Loaded {
    static LOADED: Mutex<Vec<&'static Loaded>> = Mutex::new(Vec::new());
    let mut loaded = LOADED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(found) = loaded.iter().find(|l| l.folders == folders) {
        return found;
    }
    // The errors of FORSYTH_LOCALES were reported when the server started.
    let (mut locales, _) = Locales::load(None);
    let mut errors = Vec::new();
    for folder in &folders {
        if let Err(e) = locales.add_dir(folder) {
            errors.extend(e.iter().map(ToString::to_string));
        }
    }
    let new: &'static Loaded = Box::leak(Box::new(Loaded {
        folders,
        locales: Box::leak(Box::new(locales)),
        errors,
    }));
    loaded.push(new);
    new
}

/// The language of `descriptive-en` (any case), if it has a descriptive
/// notation; `None` for any other name, or a language without one.
fn descriptive_language(locales: &'static Locales, name: &str) -> Option<&'static Locale> {
    let name = name.trim();
    let lang = name
        .get(..12)
        .filter(|p| p.eq_ignore_ascii_case("descriptive-"))
        .and_then(|_| name.get(12..))?;
    locales
        .find_by_name(lang)
        .filter(|l| forsyth_notation::descriptive::Descriptive::exists(l))
}

pub fn parse_style(name: &str) -> Option<Notation> {
    Some(match name.trim().to_ascii_lowercase().as_str() {
        "san" => Notation::San,
        "lan" => Notation::Lan,
        "fan" | "figurine" | "figurines" => Notation::Fan,
        "uci" => Notation::Uci,
        "iccf" => Notation::Iccf,
        _ => return None,
    })
}

/// A text, its version and its games as last analysed.
#[derive(Clone, Debug)]
pub struct Analysed {
    pub text: Text,
    pub version: i32,
    /// Shared with snapshots; the next analysis takes it over (and copies
    /// it only if a snapshot still holds it).
    pub index: Arc<GameIndex>,
}

/// One open document.
#[derive(Debug)]
pub struct Document {
    /// Unique for the life of the server: a document closed and opened
    /// again is another one, and an analysis of the old one is dropped.
    pub id: u64,
    pub kind: Kind,
    pub text: Text,
    pub version: i32,
    /// The last analysis, if any.
    pub base: Option<Analysed>,
    /// What changed since the text the next analysis starts from (`base`,
    /// or the text of the analysis in flight).
    pub dirty: Option<Dirty>,
    /// Whether an analysis task runs for this document.
    pub running: bool,
    /// Whether analysis of the current text failed (and is not retried
    /// until the next edit).
    pub failed: bool,
    /// Whether the settings changed: the next analysis reads everything.
    pub reread: bool,
    /// How many times the text changed (and whether the document was
    /// closed: then `u64::MAX`), for requests to see that their answer is
    /// stale.
    pub edits: Arc<AtomicU64>,
}

impl Document {
    #[must_use]
    pub fn new(kind: Kind, text: &str, version: i32) -> Document {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        Document {
            id: NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            kind,
            text: Text::new(text),
            version,
            base: None,
            dirty: None,
            running: false,
            failed: false,
            reread: false,
            edits: Arc::default(),
        }
    }

    /// Applies a change notification's edits in order.
    pub fn change(
        &mut self,
        version: i32,
        changes: &[lsp::TextDocumentContentChangeEvent],
        encoding: Encoding,
    ) {
        for change in changes {
            let edit = self.text.apply(change, encoding);
            self.dirty = Some(Dirty::extend(self.dirty, edit));
        }
        self.version = version;
        self.failed = false;
        self.edits.fetch_add(1, Ordering::Relaxed);
    }

    /// Makes every request about this document stale.
    pub fn close(&self) {
        self.edits.store(u64::MAX, Ordering::Relaxed);
    }

    /// What a request made now checks to know whether its answer went
    /// stale, and whether it was cancelled.
    #[must_use]
    pub fn stop(&self) -> Stop {
        Stop {
            cancelled: Arc::default(),
            edits: self.edits.clone(),
            seen: self.edits.load(Ordering::Relaxed),
        }
    }

    /// The analysed snapshot of the current version, if there is one.
    #[must_use]
    pub fn current(&self) -> Option<&Analysed> {
        self.base
            .as_ref()
            .filter(|b| b.version == self.version && self.dirty.is_none() && !self.reread)
    }
}

/// The work one analysis does: from `base` (if any) and `dirty` to the
/// games of `text`.
#[derive(Debug)]
pub struct Job {
    pub kind: Kind,
    pub text: Text,
    pub version: i32,
    pub base: Option<Arc<GameIndex>>,
    pub dirty: Option<Dirty>,
}

impl Job {
    /// Runs the analysis.
    #[must_use]
    pub fn run(self, settings: &Settings) -> GameIndex {
        match (self.base, self.dirty) {
            (Some(base), Some(dirty)) => {
                let mut index = Arc::unwrap_or_clone(base);
                crate::games::update(&mut index, &self.text, self.kind, dirty, settings);
                index
            }
            (Some(base), None) => Arc::unwrap_or_clone(base),
            (None, _) => crate::games::read_all(&self.text, self.kind, settings),
        }
    }
}

/// Every open document, by URI.
#[derive(Debug, Default)]
pub struct Store {
    pub documents: HashMap<lsp::Uri, Document>,
}

impl Store {
    /// Takes the next analysis job of `uri`, if there is work to do.
    pub fn take_job(&mut self, uri: &lsp::Uri, id: u64) -> Option<Job> {
        let doc = self.documents.get_mut(uri).filter(|d| d.id == id)?;
        if doc.reread {
            doc.reread = false;
            doc.base = None;
            doc.dirty = None;
            doc.failed = false;
        }
        if doc.failed {
            return None;
        }
        let fresh = doc
            .base
            .as_ref()
            .is_some_and(|b| b.version == doc.version && doc.dirty.is_none());
        if fresh {
            return None;
        }
        Some(Job {
            kind: doc.kind,
            text: doc.text.clone(),
            version: doc.version,
            // Taken over: the old analysis is of no use once this one is
            // done (requests wait for the current version).
            base: doc.base.take().map(|b| b.index),
            dirty: doc.dirty.take(),
        })
    }
}

/// Whether a request should stop: it was cancelled, or the document
/// changed (or was closed) since the request was made.
#[derive(Clone, Debug, Default)]
pub struct Stop {
    pub cancelled: Arc<AtomicBool>,
    edits: Arc<AtomicU64>,
    seen: u64,
}

impl Stop {
    /// Whether the document changed since the request was made.
    #[must_use]
    pub fn stale(&self) -> bool {
        self.edits.load(Ordering::Relaxed) != self.seen
    }

    /// Whether the work of the request is of no more use.
    #[must_use]
    pub fn now(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed) || self.stale()
    }
}

/// What a request reads: one analysed version of a document, and the
/// settings.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub uri: lsp::Uri,
    pub kind: Kind,
    pub text: Text,
    pub version: i32,
    pub index: Arc<GameIndex>,
    pub config: Config,
    /// Checked by long work, between games.
    pub stop: Stop,
}

impl Snapshot {
    /// The protocol range of a byte span.
    #[must_use]
    pub fn range(&self, span: std::ops::Range<usize>) -> lsp::Range {
        self.text.range(span, self.config.encoding)
    }

    /// Converts many offsets to positions, fast in increasing order.
    #[must_use]
    pub fn positions(&self) -> Positions<'_> {
        Positions::new(&self.text, self.config.encoding)
    }

    /// The byte offset of a protocol position.
    #[must_use]
    pub fn offset(&self, pos: lsp::Position) -> usize {
        self.text.offset(pos, self.config.encoding)
    }

    /// Entry `i` of the index, read in full; `None` for prose of a page.
    #[must_use]
    pub fn game(&self, i: usize) -> Option<GameDetail<'static>> {
        let span = self.index.span(i)?;
        let text = self.game_text(i, span.clone())?;
        // A game several languages read alike is read and named as the
        // document's other games single out (as the index read it), else
        // in the user's language when it is one of them.
        Some(GameDetail::read_in_file(
            &text,
            span.start,
            self.config.locales,
            self.config.notation,
            Some(self.config.messages),
            self.index.votes(),
        ))
    }

    /// Entry `i` of the index read stretch by stretch, when it is a long
    /// game whose stretches read as the whole game does
    /// ([`forsyth_notation::cursor::Checkpoints`]); else read in full, as
    /// one part.
    pub fn game_parts(&self, i: usize) -> impl Iterator<Item = GameDetail<'static>> + '_ {
        let windows = self
            .index
            .get(i)
            .and_then(|(_, e)| e.checkpoints.as_ref()?.windows());
        let whole = match windows {
            Some(_) => None,
            None => self.game(i),
        };
        let parts = windows
            .into_iter()
            .flatten()
            .map_while(move |w| self.read_window(i, &w));
        whole.into_iter().chain(parts)
    }

    /// The game holding byte `offset`: of a long game, only the stretch
    /// around it ([`forsyth_notation::cursor::Checkpoints::window`]), which
    /// says the same about it; else the whole game.
    #[must_use]
    pub fn game_at(&self, offset: usize) -> Option<GameDetail<'static>> {
        let i = self.index.find(offset)?;
        let (start, entry) = self.index.get(i)?;
        let window = entry
            .checkpoints
            .as_ref()
            .and_then(|c| c.window(offset.checked_sub(start)?));
        match window {
            Some(w) => self.read_window(i, &w).or_else(|| self.game(i)),
            None => self.game(i),
        }
    }

    /// A stretch of entry `i`.
    fn read_window(&self, i: usize, window: &Window) -> Option<GameDetail<'static>> {
        let (start, entry) = self.index.get(i)?;
        let choice = entry
            .checkpoints
            .as_ref()?
            .choice(self.config.locales, self.config.notation);
        let span = start + window.span.start..start + window.span.end;
        let body = self.game_text(i, span)?;
        GameDetail::read_window(window, &body, start, self.config.locales, choice)
    }

    /// The text of `span` (in the document) of entry `i` as the index read
    /// it: the prose between the moves of a game of a page as white space
    /// ([`crate::games::GameEntry::mask`]); `None` for prose of a page.
    #[must_use]
    pub fn game_text(&self, i: usize, span: std::ops::Range<usize>) -> Option<String> {
        let (start, entry) = self.index.get(i)?;
        if entry.is_prose() {
            return None;
        }
        let mut text = String::new();
        self.text.copy_range(span.clone(), &mut text);
        entry.mask(&mut text, span.start.checked_sub(start)?);
        Some(text)
    }

    /// A message in the user's language.
    #[must_use]
    pub fn message(
        &self,
        id: &str,
        args: &[(&'static str, forsyth_notation::diagnostic::Arg)],
    ) -> String {
        forsyth_notation::diagnostic::format_message(self.config.messages, id, args)
    }
}
