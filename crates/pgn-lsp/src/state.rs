//! Documents, settings and snapshots.
//!
//! The store is changed only by document notifications, synchronously,
//! before their handler first awaits: the framework runs handlers
//! concurrently, so this keeps edits in the order they came. Requests read
//! a [`Snapshot`]: the text and the game index of one version, analysed.

use std::{collections::HashMap, sync::Arc, time::Duration};

use forsyth_notation::{
    analysis::LanguageChoice,
    cursor::GameDetail,
    locale::{Locale, Locales},
    write::Notation,
};

use crate::{
    games::{Dirty, GameIndex, Kind, Settings},
    protocol::{Encoding, Text, lsp},
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
    /// How long to wait after an edit before analysing.
    pub debounce: Duration,
}

impl Config {
    /// English messages, auto-detected notation, SAN, UTF-16.
    #[must_use]
    pub fn new(locales: &'static Locales) -> Config {
        let messages = locales
            .get("en")
            .or_else(|| locales.iter().next())
            .expect("the embedded locales include English");
        Config {
            locales,
            encoding: Encoding::Utf16,
            messages,
            notation: LanguageChoice::Auto,
            style: Notation::San,
            debounce: Duration::from_millis(50),
        }
    }

    /// The settings games are read with.
    #[must_use]
    pub fn settings(&self) -> Settings {
        Settings {
            locales: self.locales,
            choice: self.notation,
        }
    }

    /// Applies `initializationOptions` or a `forsyth` configuration section:
    /// `locale`, `notation` (`auto` or a language), `style`, `debounceMs`.
    /// Returns what could not be used, for a message to the user.
    pub fn apply(&mut self, options: &serde_json::Value) -> Vec<String> {
        let mut problems = Vec::new();
        if let Some(tag) = options.get("locale").and_then(|v| v.as_str()) {
            match self.locales.get(tag) {
                Some(l) => self.messages = l,
                None if tag.trim().is_empty() => {}
                None => problems.push(format!("locale: {tag}")),
            }
        }
        if let Some(name) = options.get("notation").and_then(|v| v.as_str()) {
            if name.eq_ignore_ascii_case("auto") || name.is_empty() {
                self.notation = LanguageChoice::Auto;
            } else if let Some(l) = self.locales.find_by_name(name) {
                self.notation = LanguageChoice::Fixed(l);
            } else {
                problems.push(format!("notation: {name}"));
            }
        }
        if let Some(style) = options.get("style").and_then(|v| v.as_str()) {
            match parse_style(style) {
                Some(s) => self.style = s,
                None => problems.push(format!("style: {style}")),
            }
        }
        if let Some(ms) = options
            .get("debounceMs")
            .and_then(serde_json::Value::as_u64)
        {
            self.debounce = Duration::from_millis(ms.min(5000));
        }
        problems
    }
}

/// A notation style by name.
#[must_use]
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
}

impl Snapshot {
    /// The protocol range of a byte span.
    #[must_use]
    pub fn range(&self, span: std::ops::Range<usize>) -> lsp::Range {
        self.text.range(span, self.config.encoding)
    }

    /// The byte offset of a protocol position.
    #[must_use]
    pub fn offset(&self, pos: lsp::Position) -> usize {
        self.text.offset(pos, self.config.encoding)
    }

    /// Entry `i` of the index, read in full.
    #[must_use]
    pub fn game(&self, i: usize) -> Option<GameDetail<'static>> {
        let span = self.index.span(i)?;
        let mut text = String::new();
        self.text.copy_range(span.clone(), &mut text);
        Some(GameDetail::read(
            &text,
            span.start,
            self.config.locales,
            self.config.notation,
        ))
    }

    /// The game holding byte `offset`, read in full.
    #[must_use]
    pub fn game_at(&self, offset: usize) -> Option<GameDetail<'static>> {
        self.game(self.index.find(offset)?)
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
